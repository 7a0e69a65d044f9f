import AppCore
import Foundation
import PostgresStore

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
    /// The database.
    let database: DatabaseLocation
    /// The clock: fixed by `TODO_NOW`, else the system's.
    let clock: WallClock
    /// The week rules.
    let weeks: WeekCalendar
    /// Whether `NO_COLOR` is set to something.
    let noColor: Bool
    /// The REPL's history file: `$XDG_STATE_HOME/todo/history`.
    let historyPath: String
    /// What to warn the user about before anything else (a password on the command line).
    let warnings: [String]

    /// Reads the environment, with command-line options taking precedence: `options`, and
    /// `weekStart` from the commands that offer `--week-start`.
    init(
        options: StoreOptions, weekStart: WeekStart? = nil,
        variables: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        func value(_ name: String) -> String? {
            variables[name].flatMap { $0.isEmpty ? nil : $0 }
        }
        if options.db == "" {
            throw CommandError("--db was given an empty value; give a database file or a postgres:// URL")
        }
        var warnings: [String] = []
        if let given = options.db ?? value("TODO_DB") {
            if PostgresURL.isPostgres(given) {
                let url: PostgresURL
                do { url = try PostgresURL(given, environment: variables) } catch {
                    throw CommandError(error.description)
                }
                database = .postgres(url)
                warnings = PostgresWarnings.about(url, givenOnCommandLine: options.db != nil)
            } else {
                database = .file(path: (given as NSString).expandingTildeInPath, isDefault: false)
            }
        } else {
            let dataHome = value("XDG_DATA_HOME") ?? "\(value("HOME") ?? NSHomeDirectory())/.local/share"
            database = .file(path: "\(dataHome)/todo/todo.sqlite", isDefault: true)
        }
        if let now = value("TODO_NOW") {
            do { clock = try WallClock.fixed(now) } catch { throw CommandError("TODO_NOW: \(error)") }
        } else {
            clock = .system()
        }
        if let start = weekStart {
            weeks = WeekCalendar(weekStart: start)
        } else if let name = value("TODO_WEEK_START") {
            guard let start = WeekStart(name: name) else {
                throw CommandError("TODO_WEEK_START must be sunday or monday, not \"\(name)\"")
            }
            weeks = WeekCalendar(weekStart: start)
        } else {
            weeks = WeekCalendar(weekStart: .sunday)
        }
        noColor = value("NO_COLOR") != nil
        let home = value("HOME") ?? NSHomeDirectory()
        historyPath = "\(value("XDG_STATE_HOME") ?? "\(home)/.local/state")/todo/history"
        self.warnings = warnings
    }

    /// Whether to colour output: always when asked to, never when asked not to, else only
    /// on a terminal and without `NO_COLOR`.
    func usesColour(_ choice: ColorChoice, outputIsTerminal: Bool) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: outputIsTerminal && !noColor
        }
    }
}
