import AppCore
import Presentation
import SettingsFile
import TerminalText

/// The one place that opens the store and creates the use cases and the module assembly,
/// and hands them to a front (the one-shot commands, the REPL, the wide front, and the
/// shells' completion).
struct CompositionRoot {
    /// The settings read from the environment and options.
    let environment: AppEnvironment
    /// The open store.
    let store: any TodoStore
    /// Whether there is no database yet (a first day at the default location): the store
    /// reads as an empty list (``OpenStore/isMissing``).
    let databaseIsMissing: Bool
    /// Closes the store's connection, if it has one.
    private let closeStore: @Sendable () async -> Void

    /// Reads the environment and the settings file, and opens the database: an SQLite
    /// file, or a PostgreSQL server when the database is given as a postgres:// URL. Each
    /// command declares its `access`: only one that may store something new (`.readWrite`)
    /// ever creates a database (``OpenStore/open(_:access:use:now:)``); one that only reads
    /// (`.readOnly`) never changes one either.
    /// `quiet` leaves out the warnings (for the shells' completion, which runs at each Tab).
    private init(
        db: String?, weekStart: WeekStart?, color: ColorChoice?, access: DatabaseAccess, use: StoreUse, quiet: Bool
    ) async throws {
        environment = try AppEnvironment(db: db, weekStart: weekStart, color: color)
        for warning in environment.warnings where !quiet {
            // A warning that cannot be written stops nothing: the command's own output says the rest.
            try? StandardStream.error.write(ErrorLine.warning(warning))
        }
        let opened = try await OpenStore.open(
            environment.database, access: access, use: use
        ) { [clock = environment.clock] in clock.nowInWholeSeconds() }
        store = opened.store
        databaseIsMissing = opened.isMissing
        closeStore = opened.close
    }

    /// Opens the store, runs `body` with the root, and closes the store again whether
    /// `body` succeeded or not: a server connection is always ended cleanly.
    ///
    /// `weekStart` and `color` are the `--week-start` and `--color` of the commands that
    /// offer them (`nil` when not given); `access` is what the command may do: `.readOnly`
    /// for the commands that only read (`list`, `export`), `.changeExisting` for those that
    /// change items already stored (`done`, `edit`, `undo`), `.readWrite` for those that may
    /// store something new (`add`, `import`, the REPL, the wide front); `use` is
    /// ``StoreUse/oneCommand`` for the one-shot commands, which need one connection, not a
    /// pool.
    static func with<Result>(
        options: StoreOptions, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        access: DatabaseAccess = .readWrite, use: StoreUse = .session, _ body: (CompositionRoot) async throws -> Result
    ) async throws -> Result {
        try await with(db: options.db, weekStart: weekStart, color: color, access: access, use: use, body)
    }

    /// As ``with(options:weekStart:color:access:use:_:)``, with `--db`'s value (`nil` when
    /// it was not given); `quiet` says no warning.
    static func with<Result>(
        db: String?, weekStart: WeekStart? = nil, color: ColorChoice? = nil,
        access: DatabaseAccess = .readWrite, use: StoreUse = .session, quiet: Bool = false,
        _ body: (CompositionRoot) async throws -> Result
    ) async throws -> Result {
        let root = try await CompositionRoot(
            db: db, weekStart: weekStart, color: color, access: access, use: use, quiet: quiet)
        let result: Result
        do {
            result = try await body(root)
        } catch {
            await root.closeStore()
            throw error
        }
        await root.closeStore()
        return result
    }

    /// The List and Add modules' assembly, for a front.
    func makeModuleAssembly() -> ModuleAssembly {
        ModuleAssembly(store: store, clock: environment.clock, weeks: environment.weeks)
    }

    /// What `todo config` prints: the settings in effect, read as every command reads them,
    /// and where each came from. No store is opened.
    static func settingsReport(db: String?, weekStart: WeekStart?, color: ColorChoice?) throws -> String {
        SettingsWording.report(try Settings.resolve(db: db, weekStart: weekStart, color: color))
    }
}
