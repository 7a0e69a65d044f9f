import AppCore
import Foundation
import PostgresStore
import TOMLKit

/// The settings file, `$XDG_CONFIG_HOME/todo/config.toml`, read and checked: each setting
/// it gives, with the line that gives it.
struct ConfigFile: Sendable {
    /// Where the file is.
    let path: String
    /// `database`: a file path (`~` not yet expanded) or a postgres:// URL.
    let database: Setting<String>?
    /// `week_start`.
    let weekStart: Setting<WeekStart>?
    /// `color`.
    let color: Setting<ColorChoice>?
    /// `front`.
    let front: Setting<FrontChoice>?

    /// Where the settings file is: `$XDG_CONFIG_HOME/todo/config.toml`, or
    /// `~/.config/todo/config.toml` when that variable is unset, empty or not an absolute
    /// path (as the XDG Base Directory specification says).
    static func path(variables: [String: String]) -> String {
        if let configHome = variables["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            return "\(configHome)/todo/config.toml"
        }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return "\(home)/.config/todo/config.toml"
    }

    /// Reads the file at `path`; `nil` when there is none (no settings). A file that cannot
    /// be read, is not TOML, or holds an unknown key or a wrong value throws a
    /// ``ConfigFileError``. Only a file that exists is opened and parsed.
    static func read(at path: String) throws -> ConfigFile? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .unreadable(Self.reason(errno)))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .unreadable("it is a folder"))
        }
        let text = try contents(of: path)
        return try ConfigFile(path: path, text: text)
    }

    /// Parses and checks `text`, the contents of the file at `path`.
    init(path: String, text: String) throws {
        self.path = path
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigFileError(
                path: path, line: error.source.begin.line, column: error.source.begin.column,
                problem: .syntax(error.description))
        } catch {
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .syntax(String(describing: error)))
        }
        let lines = TOMLKeyLines.find(in: text)
        var strings: [ConfigKey: (value: String, line: Int?)] = [:]
        // The first problem in the file's order is the one reported.
        for name in table.keys.sorted(by: { (lines[$0] ?? .max, $0) < (lines[$1] ?? .max, $1) }) {
            let line = lines[name]
            guard let key = ConfigKey(rawValue: name) else {
                throw ConfigFileError(path: path, line: line, column: nil, problem: .unknownKey(name))
            }
            guard let string = table[name]?.string else {
                let found = Self.phrase(for: table[name]?.type)
                throw ConfigFileError(path: path, line: line, column: nil, problem: .wrongType(key, found: found))
            }
            strings[key] = (string, line)
        }
        /// The setting `key` gives, made by `make`; a value it returns `nil` for is an error.
        func setting<Value>(_ key: ConfigKey, _ make: (String) -> Value?) throws -> Setting<Value>? {
            guard let (text, line) = strings[key] else { return nil }
            guard let value = make(text) else {
                throw ConfigFileError(path: path, line: line, column: nil, problem: .wrongValue(key, found: text))
            }
            return Setting(value: value, origin: .file(path: path, line: line))
        }
        database = try setting(.database) { text in
            text.hasPrefix("/") || text.hasPrefix("~") || PostgresURL.isPostgres(text) ? text : nil
        }
        weekStart = try setting(.weekStart) { WeekStart(rawValue: $0.lowercased()) }
        color = try setting(.color) { ColorChoice(rawValue: $0.lowercased()) }
        front = try setting(.front) { FrontChoice(rawValue: $0.lowercased()) }
    }

    /// A TOML value's kind as a message names it: "an integer", "a table".
    private static func phrase(for type: TOMLType?) -> String {
        switch type {
        case .table: "a table"
        case .array: "an array"
        case .string, nil: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a boolean"
        case .date: "a date"
        case .time: "a time of day"
        case .dateTime: "a date and time"
        }
    }

    /// The file's text, or the error that says why it cannot be read.
    private static func contents(of path: String) throws -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .unreadable(reason(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .unreadable(reason(EIO)))
        }
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else {
            throw ConfigFileError(path: path, line: nil, column: nil, problem: .notText)
        }
        return text
    }

    /// The system's words for `code`.
    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
