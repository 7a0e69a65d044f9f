import AppCore
import TestSupport
import Testing

/// The contract for redo, history and change times, on every store.
@Suite struct TodoStoreContractJournalTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases)
    func redoReappliesTheUndoneChangesInTurn(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.redoReappliesTheUndoneChangesInTurn)
    }

    @Test(arguments: StoreFlavour.allCases)
    func redoBringsBackAnAddAndADelete(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.redoBringsBackAnAddAndADelete)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aBatchEditIsRecordedAsTheKindGiven(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aBatchEditIsRecordedAsTheKindGiven)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aNewChangeClearsWhatCouldBeRedone(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aNewChangeClearsWhatCouldBeRedone)
    }

    @Test(arguments: StoreFlavour.allCases)
    func anUndoneSyncIsNotRedone(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.anUndoneSyncIsNotRedone)
    }

    @Test(arguments: StoreFlavour.allCases)
    func historyTellsWhatEachStepDidAndWhen(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.historyTellsWhatEachStepDidAndWhen)
    }

    @Test(arguments: StoreFlavour.allCases)
    func lastChangeTimesFollowTheJournal(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.lastChangeTimesFollowTheJournal)
    }

    @Test(arguments: StoreFlavour.allCases)
    func redoWorksAcrossClients(_ flavour: StoreFlavour) async throws {
        try await flavour.withTwoClients(in: folder, TodoStoreContract.redoWorksAcrossClients)
    }

    @Test(arguments: StoreFlavour.allCases)
    func redoRacingACompletionOfTheSameItemLosesNothing(_ flavour: StoreFlavour) async throws {
        try await flavour.withTwoClients(in: folder, TodoStoreContract.redoRacingACompletionOfTheSameItemLosesNothing)
    }
}
