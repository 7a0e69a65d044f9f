import AppCore
import TestSupport
import Testing

/// The contract for tags, priority, filters and the completed list, on every store.
@Suite struct TodoStoreContractOrganiseTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func tagsAndPriorityRoundTrip(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.tagsAndPriorityRoundTrip)
    }

    @Test(arguments: StoreFlavour.allCases)
    func higherPriorityComesFirstWithinADay(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.higherPriorityComesFirstWithinADay)
    }

    @Test(arguments: StoreFlavour.allCases) func filtersFindWordsAndTags(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.filtersFindWordsAndTags)
    }

    @Test(arguments: StoreFlavour.allCases)
    func searchAnswersDoNotDependOnTheSizeOfTheList(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.searchAnswersDoNotDependOnTheSizeOfTheList)
    }

    @Test(arguments: StoreFlavour.allCases) func filtersFollowEditsAndUndo(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.filtersFollowEditsAndUndo)
    }

    @Test(arguments: StoreFlavour.allCases)
    func completedItemsComeMostRecentFirst(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.completedItemsComeMostRecentFirst)
    }

    @Test(arguments: StoreFlavour.allCases) func openTagCountsCountOpenItems(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.openTagCountsCountOpenItems)
    }

    @Test(arguments: StoreFlavour.allCases) func undoRestoresTagsAndPriority(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.undoRestoresTagsAndPriority)
    }

    @Test(arguments: StoreFlavour.allCases)
    func tagsAndPrioritySurviveExportAndImport(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.tagsAndPrioritySurviveExportAndImport)
    }
}
