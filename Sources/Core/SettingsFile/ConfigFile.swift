import AppCore
import Foundation
import TOMLReader

/// The settings file, `$XDG_CONFIG_HOME/todo/config.toml`, read and checked: each setting
/// it gives, with the line that gives it.
///
/// Whatever the file holds, reading it gives either the settings or a ``ConfigFileError``
/// naming the file (and the line and column, when the problem is in its text).
public struct ConfigFile: Sendable {
    /// Where the file is.
    public let path: String
    /// `database`: a file path (`~` not yet expanded) or a postgres:// URL.
    public let database: Setting<String>?
    /// `week_start`.
    public let weekStart: Setting<WeekStart>?
    /// `color`.
    public let color: Setting<ColorChoice>?
    /// `front`.
    public let front: Setting<FrontChoice>?
    /// `[sync]`: what the file gives of it.
    public let sync: SyncSettings

    /// Where the settings file is: `$XDG_CONFIG_HOME/todo/config.toml`, or
    /// `~/.config/todo/config.toml` when that variable is unset, empty or not an absolute
    /// path (as the XDG Base Directory specification says).
    public static func path(variables: [String: String]) -> String {
        if let configHome = variables["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return "\(configHome)/todo/config.toml"
        }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.config/todo/config.toml"
    }

    /// Reads the file at `path`; `nil` when there is none (no settings). A file that cannot
    /// be read, is not a regular file, is larger than 1 MB, is not TOML, or holds an unknown
    /// key or a wrong value throws a ``ConfigFileError``.
    public static func read(at path: String) throws(ConfigFileError) -> ConfigFile? {
        guard let bytes = try ConfigFileBytes.read(at: path) else { return nil }
        return try ConfigFile(path: path, bytes: bytes)
    }

    /// Whether `text` may be the file's `database`: a path starting with `/` or `~`, or a URL
    /// of the PostgreSQL store (`postgres://`, `postgresql://`, the schemes `PostgresURL`
    /// reads; written out here so that reading the file needs no PostgreSQL client, and
    /// held to `PostgresURL.isPostgres` by a test).
    public static func isDatabase(_ text: String) -> Bool {
        ["/", "~", "postgres://", "postgresql://"].contains { text.hasPrefix($0) }
    }

    /// Reads and checks `bytes`, the contents of the file at `path`.
    public init(path: String, bytes: [UInt8]) throws(ConfigFileError) {
        self.path = path
        let document: TOMLDocument
        do {
            document = try TOMLDocument(utf8: bytes)
        } catch {
            throw ConfigFileError(path: path, line: error.line, column: error.column, problem: .syntax(error.message))
        }
        let entries = try ConfigEntries(document, path: path)
        /// The setting `key` gives, made by `make`; a value it returns `nil` for is an error.
        func setting<Value>(_ key: ConfigKey, _ make: (String) -> Value?) throws(ConfigFileError) -> Setting<Value>? {
            guard let given = entries[key], let text = given.value.string else { return nil }
            guard let value = make(text) else {
                throw ConfigFileError(path: path, line: given.line, problem: .wrongValue(key, found: text))
            }
            return Setting(value: value, origin: .file(path: path, line: given.line))
        }
        database = try setting(.database) { Self.isDatabase($0) ? $0 : nil }
        weekStart = try setting(.weekStart) { WeekStart(rawValue: $0.lowercased()) }
        color = try setting(.color) { ColorChoice(rawValue: $0.lowercased()) }
        front = try setting(.front) { FrontChoice(rawValue: $0.lowercased()) }
        var sync = SyncSettings()
        sync.url = try setting(.syncURL) { $0.isEmpty ? nil : $0 }
        sync.username = try setting(.syncUsername) { $0 }
        sync.passwordCommand = try setting(.syncPasswordCommand) { $0.isEmpty ? nil : $0 }
        if let given = entries[.syncAllowInsecure], let value = given.value.boolean {
            sync.allowInsecure = Setting(value: value, origin: .file(path: path, line: given.line))
        }
        if let given = entries[.syncInterval] {
            let written = given.value.integer.map { "\($0)" } ?? given.value.string ?? ""
            guard let interval = SyncInterval.read(given.value) else {
                throw ConfigFileError(path: path, line: given.line, problem: .wrongValue(.syncInterval, found: written))
            }
            sync.interval = Setting(value: interval, origin: .file(path: path, line: given.line))
        }
        self.sync = sync
    }
}
