import AppCore
import TestSupport
import Testing

@testable import WideFront

/// A continuous clock a test moves by hand.
@MainActor
final class ManualUptime {
    private(set) var instant = ContinuousClock.now

    func advance(_ duration: Duration) {
        instant += duration
    }

    var source: @MainActor () -> ContinuousClock.Instant { { [unowned self] in self.instant } }
}

/// What happens in the wide front while time passes without a key: the day changes, and
/// messages go.
@MainActor
@Suite struct WideTimeTests {
    @Test func atMidnightTheListMovesToTheNewDayWithoutAKey() async throws {
        let time = MovableClock("2026-11-19", time: "23:59:50")
        let harness = WideHarness(clock: time.clock)
        try await harness.given("Call mum", due: "2026-11-20")
        await harness.start()
        #expect(harness.lines[0].hasPrefix(" todo  Thursday 19 November 2026"))
        #expect(harness.listPane.contains { $0.hasPrefix(" Tomorrow") })
        time.set("2026-11-20", time: "00:00:10")
        await harness.session.tick()
        #expect(harness.lines[0].hasPrefix(" todo  Friday 20 November 2026"))
        #expect(harness.listPane.contains { $0.hasPrefix(" Today") })
        #expect(!harness.listPane.contains { $0.hasPrefix(" Tomorrow") })
    }

    @Test func aMessageGoesAfterFiveSecondsWithoutAKey() async throws {
        let uptime = ManualUptime()
        let harness = WideHarness(now: uptime.source)
        try await harness.given("Pay rent", due: "2026-11-19")
        await harness.start()
        await harness.press(.character("x"))
        #expect(harness.footer.contains("Done: 1 Pay rent"))
        uptime.advance(.seconds(4))
        await harness.session.tick()
        #expect(harness.footer.contains("Done: 1 Pay rent"))
        uptime.advance(.seconds(1))
        await harness.session.tick()
        #expect(!harness.footer.contains("Done"))
        #expect(harness.footer.contains("q quit"))
    }

    @Test func aProblemStaysUntilAKey() async throws {
        let uptime = ManualUptime()
        let harness = WideHarness(now: uptime.source)
        try await harness.given("Pay rent", due: "2026-11-19")
        await harness.start()
        await harness.press(.character("u"), .character("u"))
        #expect(harness.footer.contains("there is nothing to undo"))
        uptime.advance(.seconds(60))
        await harness.session.tick()
        #expect(harness.footer.contains("there is nothing to undo"))
        await harness.press(.down)
        #expect(!harness.footer.contains("nothing to undo"))
    }

    @Test func aMessageGoesAtTheNextKey() async throws {
        let harness = WideHarness()
        try await harness.given("Pay rent", due: "2026-11-19")
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.start()
        await harness.press(.character("x"))
        #expect(harness.footer.contains("Done: 1 Pay rent"))
        await harness.press(.down)
        #expect(!harness.footer.contains("Done"))
        #expect(harness.footer.contains("q quit"))
    }
}
