import AppCore
import TestSupport
import Testing

/// The contract for two clients changing one list at once, on every store.
@Suite struct TodoStoreContractRaceTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test(arguments: StoreFlavour.allCases)
    func undoRacingACompletionOfTheSameItemLosesNothing(_ flavour: StoreFlavour) async throws {
        try await flavour.withTwoClients(in: folder, TodoStoreContract.undoRacingACompletionOfTheSameItemLosesNothing)
    }

    @Test(arguments: StoreFlavour.allCases)
    func undoRacingACompletionOfTheNextOccurrenceLeavesOneOpen(_ flavour: StoreFlavour) async throws {
        try await flavour.withTwoClients(
            in: folder, TodoStoreContract.undoRacingACompletionOfTheNextOccurrenceLeavesOneOpen)
    }
}
