import AppCore
import Foundation
import SettingsFile
import TerminalText

/// The settings in effect and where each came from: a command-line option, else an
/// environment variable, else the settings file, else the default.
struct Settings: Sendable {
    /// The settings file's path, whether or not there is a file there.
    let filePath: String
    /// Whether there is a settings file at ``filePath``.
    let fileExists: Bool
    /// The database: a file path (`~` not yet expanded) or a postgres:// URL.
    let database: Setting<String>
    /// The first day of the week.
    let weekStart: Setting<WeekStart>
    /// When to colour text.
    let color: Setting<ColorChoice>
    /// What `todo` alone opens.
    let front: Setting<FrontChoice>
    /// The settings file's `[sync]`.
    var sync = SyncSettings()

    /// Resolves every setting, the one place that does: `db`, `weekStart` and `color` are
    /// the command line's `--db`, `--week-start` and `--color` (`nil` when not given);
    /// then `TODO_DB`, `TODO_WEEK_START` and `NO_COLOR` (colour never) in `variables`
    /// (an empty variable counts as unset); then the settings file; then the defaults.
    ///
    /// Throws a ``CommandError`` for an empty `--db`, a wrong `TODO_WEEK_START`, or a
    /// settings file that is broken, even when every setting it gives is overridden.
    static func resolve(
        db: String?, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        variables: [String: String] = ProcessEnvironment.variables()
    ) throws -> Settings {
        func value(_ name: String) -> String? {
            variables[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if db == "" {
            throw CommandError(SettingsWording.emptyDatabase)
        }
        let path = ConfigFile.path(variables: variables)
        let file: ConfigFile?
        do {
            file = try ConfigFile.read(at: path)
        } catch {
            // The path and what the file holds may carry control characters: one line of visible text.
            throw CommandError(TerminalSafeText.visible(error.description))
        }
        let environmentWeekStart = try value("TODO_WEEK_START").map { name in
            guard let start = WeekStart(name: name) else {
                throw CommandError(SettingsWording.weekStartVariable(name))
            }
            return Setting(value: start, origin: .environment("TODO_WEEK_START"))
        }
        let dataHome = value("XDG_DATA_HOME") ?? "\(value("HOME") ?? NSHomeDirectory())/.local/share"
        var settings = Settings(
            filePath: path, fileExists: file != nil,
            database: db.map { Setting(value: $0, origin: .option("--db")) }
                ?? value("TODO_DB").map { Setting(value: $0, origin: .environment("TODO_DB")) }
                ?? file?.database ?? Setting(value: "\(dataHome)/todo/todo.sqlite", origin: .default),
            weekStart: weekStart.map { Setting(value: $0, origin: .option("--week-start")) }
                ?? environmentWeekStart ?? file?.weekStart ?? Setting(value: .sunday, origin: .default),
            color: color.map { Setting(value: $0, origin: .option("--color")) }
                ?? (value("NO_COLOR") == nil ? nil : Setting(value: .never, origin: .environment("NO_COLOR")))
                    ?? file?.color ?? Setting(value: .auto, origin: .default),
            front: file?.front ?? Setting(value: .auto, origin: .default))
        settings.sync = file?.sync ?? SyncSettings()
        return settings
    }
}
