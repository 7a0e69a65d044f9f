import AppCore

/// What is wrong with the settings file, where: every sentence about the file is worded
/// here. The program stops on it (exit status 1); it never falls back to other settings.
public struct ConfigFileError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// The file exists but cannot be read: the system's reason.
        case unreadable(String)
        /// The path is not a regular file (after following symbolic links).
        case notAFile(FileKind)
        /// The file is larger than ``ConfigFileBytes/limit``; its size, when known.
        case tooLarge(bytes: Int?)
        /// The file is not TOML: the reader's message.
        case syntax(String)
        /// A key that is not a setting of the table it is in.
        case unknownKey(String, in: ConfigTable)
        /// A setting whose value is of another kind: what it is instead ("an integer").
        case wrongType(ConfigKey, found: String)
        /// A setting whose string is not one it can be.
        case wrongValue(ConfigKey, found: String)
    }

    /// What a path that is not a regular file is instead.
    public enum FileKind: Equatable, Sendable {
        /// A folder.
        case folder
        /// A named pipe (FIFO): reading it would wait for a writer.
        case namedPipe
        /// A character or block device (`/dev/zero` never ends).
        case device
        /// A Unix socket.
        case socket
        /// Anything else that is not a regular file.
        case other
    }

    /// The settings file's path.
    public let path: String
    /// The line the problem is on (from 1), when known.
    public let line: Int?
    /// The column the problem is at (from 1), when known.
    public let column: Int?
    /// What is wrong.
    public let problem: Problem

    /// A problem at `line` and `column` of the file at `path`.
    public init(path: String, line: Int? = nil, column: Int? = nil, problem: Problem) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// "/home/me/.config/todo/config.toml, line 3: unknown key ...". Keys and values from
    /// the file are quoted as TOML strings (control characters as escapes); the path is
    /// as it was given, for the caller to make safe for a terminal.
    public var description: String {
        switch problem {
        case .unreadable(let reason): return "cannot read the settings file \(path): \(reason)"
        case .notAFile(let kind): return "cannot read the settings file \(path): \(Self.phrase(kind))"
        case .tooLarge(let bytes):
            let size = bytes.map { " (\($0) bytes)" } ?? ""
            return "cannot read the settings file \(path): it is larger than 1 MB\(size), far more than settings "
                + "take; check that it is the file you meant"
        case .syntax(let message): return "\(place): \(message)"
        case .unknownKey(let key, let table):
            return "\(place): unknown key \(JSONText.tomlQuoted(key))\(Self.inside(table)); \(Self.listed(table))"
        case .wrongType(let key, let found):
            return "\(place): \(key.rawValue) must be \(Self.phrase(key.kind)), \(Self.expected(key)), not \(found)"
        case .wrongValue(let key, let found):
            return "\(place): \(key.rawValue) must be \(Self.expected(key)), not \(JSONText.tomlQuoted(found))"
        }
    }

    /// "path, line 2, column 14", as much as is known.
    private var place: String {
        var text = path
        if let line { text += ", line \(line)" }
        if let column { text += ", column \(column)" }
        return text
    }

    /// What a key's value may be, as a message says it.
    static func expected(_ key: ConfigKey) -> String {
        switch key {
        case .database: "a file path starting with / or ~, or a postgres:// URL"
        case .weekStart: "\"sunday\" or \"monday\""
        case .color: "\"auto\", \"always\" or \"never\""
        case .front: "\"auto\", \"wide\" or \"repl\""
        case .syncURL: "the https:// address of a task collection (or of the server)"
        case .syncUsername: "the user name on the sync server"
        case .syncPasswordCommand: "a command that prints the password, such as \"pass show dav\""
        case .syncInterval: SyncInterval.expected
        case .syncAllowInsecure: "true or false"
        }
    }

    /// A kind of value as a message asks for it.
    private static func phrase(_ kind: ConfigValueKind) -> String {
        switch kind {
        case .string: "a string in quotes"
        case .boolean: "true or false"
        case .integer: "a whole number"
        case .integerOrString: "a whole number or a string in quotes"
        }
    }

    /// Why a path that is not a regular file is refused, and what to do.
    private static func phrase(_ kind: FileKind) -> String {
        let what: String
        switch kind {
        case .folder: return "it is a folder"
        case .namedPipe: what = "a named pipe (FIFO)"
        case .device: what = "a device"
        case .socket: what = "a socket"
        case .other: what = "a special file"
        }
        return "it is \(what), not a regular file; the settings file must be a regular file of TOML: "
            + "replace it with one, or remove it"
    }

    /// " in [sync]" for a key of a table; nothing at the top level.
    private static func inside(_ table: ConfigTable) -> String {
        table == .top ? "" : " in [\(table.name)]"
    }

    /// "the keys are database, week_start, color and front" (tables as "[name]").
    private static func listed(_ table: ConfigTable) -> String {
        let names = table.keys.map(\.name) + table.tables.map { "[\($0.name)]" }
        let list =
            names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return "the keys are \(list)"
    }
}
