import AppCore
import TestSupport
import Testing

/// The contract for the item numbers' limit, on every store.
@Suite struct TodoStoreContractItemNumberTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func aListOutOfItemNumbersSaysSoAndChangesNothing(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.aListOutOfItemNumbersSaysSoAndChangesNothing)
    }

    @Test(arguments: StoreFlavour.allCases)
    func anImportThatWouldPassTheHighestItemNumberStoresNothing(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(
            in: folder, TodoStoreContract.anImportThatWouldPassTheHighestItemNumberStoresNothing)
    }
}
