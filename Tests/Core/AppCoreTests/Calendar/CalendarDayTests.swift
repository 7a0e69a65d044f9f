import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct CalendarDayTests {
    @Test func isoTextRoundTrips() {
        for text in ["2026-11-19", "2024-02-29", "0001-01-01", "9999-12-31", "1969-12-31"] {
            #expect(CalendarDay(iso: text)?.iso == text)
        }
    }

    @Test(arguments: [
        "2026-02-29", "2026-02-30", "2026-13-01", "2026-00-10", "0000-01-01", "2026-1-19", "26-11-19", "2026/11/19", "",
        "２０２６-11-19",
    ])
    func daysThatDoNotExistAreRefused(_ text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test func earlierDayIsBeforeLaterDayAndEqualDaysAreEqual() {
        let day = Fixtures.day("2026-11-19")
        #expect(day < Fixtures.day("2026-11-20"))
        #expect(!(day < Fixtures.day("2026-11-19")))
        #expect(day == Fixtures.day("2026-11-19"))
        #expect(Fixtures.day("2025-12-31") < Fixtures.day("2026-01-01"))
    }

    @Test func weekdaysAreThoseOfTheGregorianCalendar() {
        #expect(Fixtures.day("2026-11-19").weekday == .thursday)
        #expect(Fixtures.day("1970-01-01").weekday == .thursday)
        #expect(Fixtures.day("2000-01-01").weekday == .saturday)
        #expect(Fixtures.day("1969-12-28").weekday == .sunday)
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() {
        #expect(Fixtures.day("2026-12-29").adding(days: 3) == Fixtures.day("2027-01-01"))
        #expect(Fixtures.day("2028-02-28").adding(days: 1) == Fixtures.day("2028-02-29"))
        #expect(Fixtures.day("2027-02-28").adding(days: 1) == Fixtures.day("2027-03-01"))
        #expect(Fixtures.day("2026-03-01").adding(days: -1) == Fixtures.day("2026-02-28"))
        #expect(Fixtures.day("2026-11-19").days(until: Fixtures.day("2027-11-19")) == 365)
    }

    @Test func theDayOfAnInstantDependsOnTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_795_046_400 + 23 * 3600)  // 2026-11-19 23:00 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(CalendarDay(containing: instant, in: utc) == Fixtures.day("2026-11-19"))
        #expect(CalendarDay(containing: instant, in: tokyo) == Fixtures.day("2026-11-20"))
    }
}
