import AppCore
import TestSupport
import Testing

/// The contract for what imports and completion read, on every store: the sources of
/// imported items, items by number, tag keys by prefix.
@Suite struct TodoStoreContractLookupTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func aSourceIsStoredOnceAndKeptThroughUndo(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.aSourceIsStoredOnceAndKeptThroughUndo)
    }

    @Test(arguments: StoreFlavour.allCases)
    func itemsAreReadByNumberRangeAndScope(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.itemsAreReadByNumberRangeAndScope)
    }

    @Test(arguments: StoreFlavour.allCases)
    func tagKeysAreReadByPrefix(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.tagKeysAreReadByPrefix)
    }
}
