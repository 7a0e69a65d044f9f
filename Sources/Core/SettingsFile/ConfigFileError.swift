/// What is wrong with the settings file, where: every sentence about the file is worded
/// here. The program stops on it (exit status 1); it never falls back to other settings.
struct ConfigFileError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    enum Problem: Equatable, Sendable {
        /// The file exists but cannot be read: the system's reason.
        case unreadable(String)
        /// The file is not UTF-8 text (or holds a NUL byte).
        case notText
        /// The file is not TOML: the parser's message.
        case syntax(String)
        /// A key that is not a setting.
        case unknownKey(String)
        /// A setting whose value is not a string: what it is instead ("an integer").
        case wrongType(ConfigKey, found: String)
        /// A setting whose string is not one it can be.
        case wrongValue(ConfigKey, found: String)
    }

    /// The settings file's path.
    let path: String
    /// The line the problem is on (from 1), when known.
    let line: Int?
    /// The column the problem is at (from 1), when known.
    let column: Int?
    /// What is wrong.
    let problem: Problem

    /// "/home/me/.config/todo/config.toml, line 3: unknown key ...".
    var description: String {
        switch problem {
        case .unreadable(let reason): return "cannot read the settings file \(path): \(reason)"
        case .notText: return "\(place): not UTF-8 text (a settings file is TOML, which is always UTF-8)"
        case .syntax(let message): return "\(place): \(message)"
        case .unknownKey(let key): return "\(place): unknown key \"\(key)\"; the keys are \(ConfigKey.listed)"
        case .wrongType(let key, let found):
            return "\(place): \(key.rawValue) must be a string in quotes, \(Self.expected(key)), not \(found)"
        case .wrongValue(let key, let found):
            return "\(place): \(key.rawValue) must be \(Self.expected(key)), not \"\(found)\""
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
        }
    }
}
