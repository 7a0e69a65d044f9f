import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct WallClockTests {
    let utc = TimeZone(identifier: "UTC") ?? .current

    @Test func fixedTimeAcceptsADayOrADayAndTime() throws {
        #expect(try WallClock.fixed("2026-11-19", timeZone: utc).today() == Fixtures.day("2026-11-19"))
        let morning = try WallClock.fixed("2026-11-19T09:30", timeZone: utc)
        #expect(Timestamp.format(morning.now()) == "2026-11-19T09:30:00Z")
        let seconds = try WallClock.fixed("2026-11-19T23:59:59", timeZone: utc)
        #expect(Timestamp.format(seconds.now()) == "2026-11-19T23:59:59Z")
    }

    @Test(arguments: [
        "tomorrow", "2026-11-31", "2026-11-19T25:00", "2026-11-19T09", "2026-11-19X09:30", "2026-11-19T09:30:61",
        "2026-11-19T-1:-1", "2026-11-19T+1:05", "2026-11-19T09:-5", "2026-11-19T 9:30", "2026-11-19T09:30:-1",
        "2026-11-19T09:30:+1", "2026-11-19T٠٩:30",
    ])
    func unreadableFixedTimesAreRefusedWithTheAcceptedForms(_ text: String) {
        #expect {
            _ = try WallClock.fixed(text, timeZone: utc)
        } throws: { error in
            String(describing: error).contains("2026-11-19T09:30")
        }
    }

    @Test func todayIsReadInTheClocksTimeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let lateUTC = try WallClock.fixed("2026-11-19T23:00", timeZone: utc).now()
        #expect(WallClock.fixed(lateUTC, timeZone: tokyo).today() == Fixtures.day("2026-11-20"))
    }
}
