import AppCore
import Presentation

/// The one place that creates the store, the use cases and the module assembly, and
/// hands them to a front.
struct CompositionRoot {
    /// The settings read from the environment and options.
    let environment: AppEnvironment
    /// The open store.
    let store: any TodoStore

    /// Reads the environment and opens the database.
    init(options: StoreOptions) throws {
        environment = try AppEnvironment(options: options)
        store = try SQLiteTodoStore(path: environment.databasePath, createFolder: environment.isDefaultDatabase)
    }

    /// The List and Add modules' assembly, for a front.
    func makeModuleAssembly() -> ModuleAssembly {
        ModuleAssembly(
            listInteractor: ListInteractor(store: store, clock: environment.clock, weeks: environment.weeks),
            addInteractor: AddInteractor(store: store, clock: environment.clock))
    }

    /// The import and export use cases.
    func makeTransferInteractor() -> TransferInteractor {
        TransferInteractor(store: store, clock: environment.clock)
    }
}
