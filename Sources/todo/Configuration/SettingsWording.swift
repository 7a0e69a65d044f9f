import AppCore
import PostgresStore
import SettingsFile
import TerminalText

/// Every sentence about the settings: what `todo config` prints (the settings file's
/// path, its control characters shown as symbols as titles' are, then each setting in
/// effect as a TOML line, after where it came from, as `git config --show-origin` does; a
/// password in a database URL shown as `***`), and what is wrong with a setting.
enum SettingsWording {
    /// `todo config`'s whole report, ending with a newline.
    static func report(_ settings: Settings) -> String {
        let path = TerminalSafeText.visible(settings.filePath)
        let file = settings.fileExists ? path : "\(path) (there is none)"
        let rows: [(origin: String, line: String)] = [
            (origin(settings.database.origin), line(.database, PostgresURL.redacted(settings.database.value))),
            (origin(settings.weekStart.origin), line(.weekStart, settings.weekStart.value.rawValue)),
            (origin(settings.color.origin), line(.color, settings.color.value.rawValue)),
            (origin(settings.front.origin), line(.front, settings.front.value.rawValue)),
        ]
        let width = rows.map(\.origin.count).max() ?? 0
        let padded = rows.map { row in row.origin.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.line }
        return (["settings file: \(file)"] + padded).joined(separator: "\n") + "\n"
    }

    /// Where a setting came from, in words: "option --db", "environment TODO_DB",
    /// "file, line 3", "default".
    static func origin(_ origin: SettingOrigin) -> String {
        switch origin {
        case .option(let name): "option \(name)"
        case .environment(let name): "environment \(name)"
        case .file(_, let line): "file, line \(line)"
        case .default: "default"
        }
    }

    /// `--db ""`.
    static let emptyDatabase = "--db was given an empty value; give a database file or a postgres:// URL"

    /// `TODO_WEEK_START` set to something else than a day weeks start on.
    static func weekStartVariable(_ name: String) -> String {
        "TODO_WEEK_START must be sunday or monday, not \"\(name)\""
    }

    /// `TODO_NOW` that names no time (`problem`: why).
    static func fixedTime(_ problem: String) -> String {
        "TODO_NOW: \(problem)"
    }

    /// `key = "value"`, the value quoted as a TOML basic string by the escapes every JSON
    /// output uses (``JSONText/tomlQuoted(_:)``): control, bidirectional and invisible
    /// characters are shown as escapes, never sent to the terminal.
    private static func line(_ key: ConfigKey, _ value: String) -> String {
        "\(key.rawValue) = \(JSONText.tomlQuoted(value))"
    }
}
