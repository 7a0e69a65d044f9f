import AppCore
import TestSupport
import Testing

/// The contract for start days (hidden until), on every store.
@Suite struct TodoStoreContractStartTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func aStartDayRoundTrips(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aStartDayRoundTrips)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aRangeStartedByADayHidesTheItemsThatStartLater(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aRangeStartedByADayHidesTheItemsThatStartLater)
    }

    @Test(arguments: StoreFlavour.allCases)
    func editsUndoRedoAndRepeatsKeepTheStartDay(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.editsUndoRedoAndRepeatsKeepTheStartDay)
    }
}
