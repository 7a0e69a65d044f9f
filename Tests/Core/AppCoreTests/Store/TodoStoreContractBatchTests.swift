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
        try await check(flavour, TodoStoreContract.changesOfManyItemsAreMadeWhole)
    }

    @Test(arguments: StoreFlavour.allCases)
    func completingWhatAFilterFindsIsOneStep(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.completingWhatAFilterFindsIsOneStep)
    }
}
