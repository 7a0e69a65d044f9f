/// A key of the settings file, `config.toml`, as messages name it: its name, after its
/// table's name and a dot for a key inside a table.
public enum ConfigKey: String, CaseIterable, Sendable {
    /// The database: a file path or a postgres:// URL.
    case database
    /// The first day of the week: `sunday` or `monday`.
    case weekStart = "week_start"
    /// When to colour text: `auto`, `always` or `never`.
    case color
    /// What `todo` alone opens: `auto`, `wide` or `repl`.
    case front
    /// The sync collection's URL (or the server's address, for `todo sync --collections`).
    case syncURL = "sync.url"
    /// The user name on the sync server.
    case syncUsername = "sync.username"
    /// A command whose first line of output is the sync password.
    case syncPasswordCommand = "sync.password_command"
    /// The time between background syncs of the interactive fronts (``SyncInterval``).
    case syncInterval = "sync.interval"
    /// Whether plain http to a host that is not this machine is allowed.
    case syncAllowInsecure = "sync.allow_insecure"

    /// The table the key is written in.
    public var table: ConfigTable { rawValue.hasPrefix("sync.") ? .sync : .top }

    /// The key's name inside its table, as it is written there.
    public var name: String {
        rawValue.split(separator: ".").last.map(String.init) ?? rawValue
    }

    /// The kind of value the key takes.
    public var kind: ConfigValueKind {
        switch self {
        case .syncAllowInsecure: .boolean
        case .syncInterval: .integerOrString
        default: .string
        }
    }
}
