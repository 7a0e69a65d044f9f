import AppCore
import TestSupport
import Testing

/// The contract for times of day, on every store.
@Suite struct TodoStoreContractTimesTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    func check(_ flavour: StoreFlavour, _ body: (any TodoStore) async throws -> Void) async throws {
        try await flavour.withStore(in: folder, body)
    }

    @Test(arguments: StoreFlavour.allCases) func aTimeOfDayRoundTrips(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aTimeOfDayRoundTrips)
    }

    @Test(arguments: StoreFlavour.allCases)
    func aDaysItemsComeByTimeTheUntimedFirst(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.aDaysItemsComeByTimeTheUntimedFirst)
    }

    @Test(arguments: StoreFlavour.allCases)
    func editsUndoRepeatsAndImportsKeepTheTime(_ flavour: StoreFlavour) async throws {
        try await check(flavour, TodoStoreContract.editsUndoRepeatsAndImportsKeepTheTime)
    }
}
