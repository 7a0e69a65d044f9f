/// A table of the settings file that holds settings, and the keys it may hold.
///
/// The file's top level is one; a table of settings (`[sync]`, say) is another case here,
/// whose keys say so in their ``ConfigKey/table``: the reader then accepts it written as a
/// `[header]`, as dotted keys or inline, and checks its keys as it checks the top level's.
public enum ConfigTable: String, CaseIterable, Sendable {
    /// The keys before any `[header]`.
    case top = ""
    /// `[sync]`: where and as whom `todo sync` syncs.
    case sync

    /// The table's name as a header writes it; empty for the top level.
    public var name: String { rawValue }

    /// The table it is written in; `nil` for the top level.
    public var parent: ConfigTable? { self == .top ? nil : .top }

    /// The keys that may be written in it, in the order messages list them.
    public var keys: [ConfigKey] { ConfigKey.allCases.filter { $0.table == self } }

    /// The tables that may be written in it.
    public var tables: [ConfigTable] { Self.allCases.filter { $0.parent == self } }
}
