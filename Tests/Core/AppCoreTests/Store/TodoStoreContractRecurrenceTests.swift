import AppCore
import TestSupport
import Testing

/// The contract for repeat rules, on every store.
@Suite struct TodoStoreContractRecurrenceTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func aRuleRoundTrips(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aRuleRoundTrips)
    }

    @Test(arguments: StoreFlavour.allCases)
    func completingARecurringItemAddsExactlyOneNextOccurrence(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.completingARecurringItemAddsExactlyOneNextOccurrence)
    }

    @Test(arguments: StoreFlavour.allCases)
    func undoOfARecurringCompletionRemovesTheOccurrence(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.undoOfARecurringCompletionRemovesTheOccurrence)
    }

    @Test(arguments: StoreFlavour.allCases)
    func theNextOccurrenceSkipsMissedOnesAndKeepsTheDayOfTheMonth(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.theNextOccurrenceSkipsMissedOnesAndKeepsTheDayOfTheMonth)
    }

    @Test(arguments: StoreFlavour.allCases) func anItemWithoutItsRuleAddsNothing(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.anItemWithoutItsRuleAddsNothing)
    }

    @Test(arguments: StoreFlavour.allCases)
    func deletingARecurringItemSkipsToTheNextOccurrence(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.deletingARecurringItemSkipsToTheNextOccurrence)
    }

    @Test(arguments: StoreFlavour.allCases) func importKeepsRules(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.importKeepsRules)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aRuleWithAPlaceInTheMonthOrAnEndRoundTrips(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aRuleWithAPlaceInTheMonthOrAnEndRoundTrips)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aLastDaySeriesKeepsTheLastDayOfEveryMonth(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aLastDaySeriesKeepsTheLastDayOfEveryMonth)
    }

    @Test(arguments: StoreFlavour.allCases)
    func theLastTimeOfACountedSeriesAddsNothingAndUndoReopensIt(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.theLastTimeOfACountedSeriesAddsNothingAndUndoReopensIt)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aSeriesUntilADayEndsThereAndUndoReopensIt(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aSeriesUntilADayEndsThereAndUndoReopensIt)
    }
}
