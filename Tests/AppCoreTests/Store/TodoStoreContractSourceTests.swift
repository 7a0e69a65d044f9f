import AppCore
import TestSupport
import Testing

/// The contract for the sources of imported items, on every store.
@Suite struct TodoStoreContractSourceTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func aSourceIsStoredOnceAndKeptThroughUndo(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.aSourceIsStoredOnceAndKeptThroughUndo)
    }
}

/// The contract for reading items by number, on every store.
@Suite struct TodoStoreContractNumberTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func itemsAreReadByNumberRangeAndScope(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.itemsAreReadByNumberRangeAndScope)
    }
}

/// The contract for reading tag keys by prefix, on every store.
@Suite struct TodoStoreContractTagKeyTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func tagKeysAreReadByPrefix(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.tagKeysAreReadByPrefix)
    }
}
