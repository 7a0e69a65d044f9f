import AppCore
import TestSupport
import Testing

@testable import WideFront

/// The footer's message and changes made elsewhere: a change from another terminal takes
/// away the message it may have made untrue.
@MainActor
@Suite struct WideStaleMessageTests {
    @Test func anUndoFromAnotherTerminalTakesAwayTheDeletedMessage() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("d"))
        #expect(harness.footer.contains("Deleted: 1 Pay rent"))
        _ = try await harness.store.undoLastChange()  // `todo undo` in another terminal
        await harness.session.refreshIfChanged()
        #expect(harness.listPane.contains { $0.contains("1  Pay rent") })
        #expect(!harness.footer.contains("Deleted"))
        #expect(harness.footer.contains("q quit"), "the keys are shown again")
    }

    @Test func aMessageStaysWhileNothingChangesElsewhere() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("d"))
        await harness.session.refreshIfChanged()
        #expect(harness.footer.contains("Deleted: 1 Pay rent"))
    }
}
