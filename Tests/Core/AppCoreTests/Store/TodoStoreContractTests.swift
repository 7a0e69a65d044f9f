import AppCore
import TestSupport
import Testing

/// The store contract, run against every store this package ships (PostgreSQL on the
/// server `.ci/with-postgres` starts).
@Suite struct TodoStoreContractTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func addAssignsIncreasingIDs(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.addAssignsIncreasingIDs)
    }

    @Test(arguments: StoreFlavour.allCases) func openItemsComeInDueThenAddedOrder(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.openItemsComeInDueThenAddedOrder)
    }

    @Test(arguments: StoreFlavour.allCases)
    func openItemsStayWithinTheRangeBothEndsIncluded(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.openItemsStayWithinTheRangeBothEndsIncluded)
    }

    @Test(arguments: StoreFlavour.allCases) func completedItemsAreNotOpen(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.completedItemsAreNotOpen)
    }

    @Test(arguments: StoreFlavour.allCases) func completingTwiceKeepsTheFirstTime(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.completingTwiceKeepsTheFirstTime)
    }

    @Test(arguments: StoreFlavour.allCases) func reopenedItemsAreOpenAgain(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.reopenedItemsAreOpenAgain)
    }

    @Test(arguments: StoreFlavour.allCases) func deleteRemovesTheItemAndReturnsIt(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.deleteRemovesTheItemAndReturnsIt)
    }

    @Test(arguments: StoreFlavour.allCases) func unknownIDsAreReportedNotFound(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.unknownIDsAreReportedNotFound)
    }

    @Test(arguments: StoreFlavour.allCases) func idsAreNeverReusedAfterDelete(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.idsAreNeverReusedAfterDelete)
    }

    @Test(arguments: StoreFlavour.allCases) func allItemsIncludesCompletedOnesByID(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.allItemsIncludesCompletedOnesByID)
    }

    @Test(arguments: StoreFlavour.allCases)
    func importKeepsGivenIDsAndAssignsNewOnesAfterThem(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.importKeepsGivenIDsAndAssignsNewOnesAfterThem)
    }

    @Test(arguments: StoreFlavour.allCases) func importWithATakenIDStoresNothing(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.importWithATakenIDStoresNothing)
    }

    @Test(arguments: StoreFlavour.allCases) func everyFieldRoundTrips(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.everyFieldRoundTrips)
    }

    @Test(arguments: StoreFlavour.allCases)
    func titlesAreStoredAsTheUseCasesReportThem(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.titlesAreStoredAsTheUseCasesReportThem)
    }

    @Test(arguments: StoreFlavour.allCases) func pagesReadEitherWayFromAnAnchor(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.pagesReadEitherWayFromAnAnchor)
    }

    @Test(arguments: StoreFlavour.allCases) func countsCountOpenItemsInTheRange(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.countsCountOpenItemsInTheRange)
    }

    @Test(arguments: StoreFlavour.allCases) func theRevisionMovesWhenItemsChange(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.theRevisionMovesWhenItemsChange)
    }

    @Test(arguments: StoreFlavour.allCases) func severalItemsChangeInOneCall(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.severalItemsChangeInOneCall)
    }

    @Test(arguments: StoreFlavour.allCases) func undoRevertsEachKindOfChangeMostRecentFirst(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.undoRevertsEachKindOfChangeMostRecentFirst)
    }

    @Test(arguments: StoreFlavour.allCases) func aChangeThatChangesNothingIsNoUndoStep(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.aChangeThatChangesNothingIsNoUndoStep)
    }

    @Test(arguments: StoreFlavour.allCases) func undoReachesBackAHundredStepsAndNoFurtherThanTheJournalKeeps(
        _ flavour: StoreFlavour
    ) async throws {
        try await check(flavour, TodoStoreContract.undoReachesBackAHundredStepsAndNoFurtherThanTheJournalKeeps)
    }

    @Test(arguments: StoreFlavour.allCases) func itemReadsOneItemWholeAndNamesAnUnknownID(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.itemReadsOneItemWholeAndNamesAnUnknownID)
    }

    @Test(arguments: StoreFlavour.allCases) func editChangesTitleDueAndNotesAndReturnsTheItem(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.editChangesTitleDueAndNotesAndReturnsTheItem)
    }

    @Test(arguments: StoreFlavour.allCases) func editingAnUnknownIDChangesNothing(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.editingAnUnknownIDChangesNothing)
    }

    @Test(arguments: StoreFlavour.allCases) func anEditIsOneUndoStepThatRestoresEveryField(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.anEditIsOneUndoStepThatRestoresEveryField)
    }

    @Test(arguments: StoreFlavour.allCases) func undoRestoresAnItemWithoutADueDay(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.undoRestoresAnItemWithoutADueDay)
    }

    @Test(arguments: StoreFlavour.allCases) func notesWithLineBreaksAndTheLongestLengthRoundTrip(
        _ flavour: StoreFlavour
    ) async throws {
        try await check(flavour, TodoStoreContract.notesWithLineBreaksAndTheLongestLengthRoundTrip)
    }

    @Test(arguments: StoreFlavour.allCases) func anItemWithoutADueDayIsReadBackWithoutOne(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.anItemWithoutADueDayIsReadBackWithoutOne)
    }

    @Test(arguments: StoreFlavour.allCases) func itemsWithoutADueDayComeAfterEveryDatedOne(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.itemsWithoutADueDayComeAfterEveryDatedOne)
    }

    @Test(arguments: StoreFlavour.allCases) func noRangeOfDaysHoldsAnItemWithoutADueDay(_ flavour: StoreFlavour)
        async throws
    {
        try await check(flavour, TodoStoreContract.noRangeOfDaysHoldsAnItemWithoutADueDay)
    }

    @Test(arguments: StoreFlavour.allCases) func countsCountItemsWithoutADueDayOnlyWhereTheRangeHoldsThem(
        _ flavour: StoreFlavour
    ) async throws {
        try await check(flavour, TodoStoreContract.countsCountItemsWithoutADueDayOnlyWhereTheRangeHoldsThem)
    }

    @Test(arguments: StoreFlavour.allCases) func pagesCrossIntoItemsWithoutADueDay(_ flavour: StoreFlavour) async throws
    {
        try await check(flavour, TodoStoreContract.pagesCrossIntoItemsWithoutADueDay)
    }

    @Test(arguments: StoreFlavour.allCases) func itemsWithoutADueDayAndNotesSurviveExportAndImport(
        _ flavour: StoreFlavour
    ) async throws {
        try await check(flavour, TodoStoreContract.itemsWithoutADueDayAndNotesSurviveExportAndImport)
    }
}
