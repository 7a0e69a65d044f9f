import AppCore
import TestSupport
import Testing

/// The contract for the sync state, on every store.
@Suite struct TodoStoreContractSyncTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func aSyncIsOneStepThatUndoRevertsDroppingTheRecordsOfWhatItBrought(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(
            in: folder, TodoStoreContract.aSyncIsOneStepThatUndoRevertsDroppingTheRecordsOfWhatItBrought)
    }

    @Test(arguments: StoreFlavour.allCases)
    func undoingASyncThatCompletedARepeatingTaskGivesTheSeriesBack(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(
            in: folder, TodoStoreContract.undoingASyncThatCompletedARepeatingTaskGivesTheSeriesBack)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aSyncOverAChangedListChangesNothing(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.aSyncOverAChangedListChangesNothing)
    }
}

/// The contract for the items changed since the last sync, on every store.
@Suite struct TodoStoreContractSyncChangesTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func everyWriteAfterASyncCountsUntilASyncTakesItIn(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.everyWriteAfterASyncCountsUntilASyncTakesItIn)
    }

    @Test(arguments: StoreFlavour.allCases)
    func whatASyncWritesIsNotAChangeHereUntilItIsUndone(_ flavour: StoreFlavour) async throws {
        try await flavour.withStore(in: folder, TodoStoreContract.whatASyncWritesIsNotAChangeHereUntilItIsUndone)
    }
}
