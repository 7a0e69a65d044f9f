import AppCore
import Foundation
import PostgresStore
import SettingsFile

/// Where the items are kept.
enum DatabaseLocation {
    /// An SQLite file; `isDefault` when it is the default location (whose folder may be
    /// created).
    case file(path: String, isDefault: Bool)
    /// A PostgreSQL server.
    case postgres(PostgresURL)
}

/// What the process was started with, read once: the settings of the composition root.
struct AppEnvironment {
    /// The settings in effect and where each came from.
    let settings: Settings
    /// The database.
    let database: DatabaseLocation
    /// The clock: fixed by `TODO_NOW`, else the system's.
    let clock: WallClock
    /// The week rules.
    let weeks: WeekCalendar
    /// When to colour text: `--color`, else never with `NO_COLOR`, else the settings file.
    let color: ColorChoice
    /// Whether `NO_COLOR` is set to something (which `--color auto` also respects).
    let noColor: Bool
    /// What `todo` alone opens.
    let front: FrontChoice
    /// The REPL's history file: `$XDG_STATE_HOME/todo/history`.
    let historyPath: String
    /// What to warn the user about before anything else (a password on the command line).
    let warnings: [String]

    /// Reads the environment and the settings file, with command-line options taking
    /// precedence: `db` (`--db`), and `weekStart` and `color` from the commands that offer
    /// `--week-start` and `--color` (see ``Settings/resolve(db:weekStart:color:variables:)``).
    init(
        db: String?, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        variables: [String: String] = ProcessEnvironment.variables()
    ) throws {
        let settings = try Settings.resolve(db: db, weekStart: weekStart, color: color, variables: variables)
        try self.init(settings: settings, variables: variables)
    }

    /// Builds the environment from settings already resolved; `variables` gives `TODO_NOW`,
    /// the PostgreSQL password variables and the folders.
    init(settings: Settings, variables: [String: String] = ProcessEnvironment.variables()) throws {
        func value(_ name: String) -> String? {
            variables[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        self.settings = settings
        var warnings: [String] = []
        let given = settings.database.value
        if PostgresURL.isPostgres(given) {
            let url: PostgresURL
            do { url = try PostgresURL(given, environment: variables) } catch {
                throw CommandError(error.description)
            }
            database = .postgres(url)
            warnings = PostgresWarnings.about(url, givenOnCommandLine: settings.database.origin == .option("--db"))
        } else {
            database = .file(
                path: (given as NSString).expandingTildeInPath, isDefault: settings.database.origin == .default)
        }
        let timeZone = LocalTimeZone.resolve(variables: variables)
        if let now = value("TODO_NOW") {
            do { clock = try WallClock.fixed(now, timeZone: timeZone) } catch {
                throw CommandError(SettingsWording.fixedTime(String(describing: error)))
            }
        } else {
            clock = .system(timeZone: timeZone)
        }
        weeks = WeekCalendar(weekStart: settings.weekStart.value)
        color = settings.color.value
        noColor = value("NO_COLOR") != nil
        front = settings.front.value
        let home = value("HOME") ?? NSHomeDirectory()
        historyPath = "\(value("XDG_STATE_HOME") ?? "\(home)/.local/state")/todo/history"
        self.warnings = warnings
    }

    /// Whether to colour output: always or never when the settings say so, else only on a
    /// terminal and without `NO_COLOR`.
    func usesColour(outputIsTerminal: Bool) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && !noColor
        }
    }
}
