import AppCore
import TestSupport
import Testing

@Suite struct DueDateParserErrorTests {
    let parser = DueDateParser(today: Fixtures.day("2026-11-19"))  // a Thursday

    @Test(arguments: [
        "+d", "+3x", "+-3d", "-+3d", "-d", "fr", "2026-11", "+3.5d", "\u{1B}[31m", "2026-1x-01",
        // Near misses of the newer forms.
        "in 3", "next", "in -3 days", "+1q", "in +3 days", "in three days", "in 3 fortnights", "in 3 d", "3 days",
        "in 3 days time", "next dec", "next next monday", "next 25", "dec", "december",
        "dec twenty", "dec 25 2026", "dec 100", "25", "mon 3", "sept 5", "+1 m", "2027-001-05", "27-1-5", "2027-1-",
        "2027--5", "02027-1-5", "someday soon", "nonee", "3x", "d3", "next day",
    ])
    func unknownFormsAreRefusedWithTheFormsThatWork(_ text: String) {
        #expect(throws: DueDateError.unrecognised(text)) { try parser.parse(text) }
        #expect(throws: DueDateError.unrecognised(text)) { try parser.parseDue(text) }
        #expect(DueDateError.unrecognised(text).description.hasSuffix("try \(DueDateExamples.sentence)"))
    }

    @Test(arguments: [
        "2026-02-30", "2026-13-01", "0000-01-01", "2027-02-29", "2027-2-29", "2026-13-1", "2027-1-32", "2026-4-0",
        "dec 32", "feb 30", "31 apr", "jan 0", "0 jan", "nov 31", "february 31",
    ])
    func daysThatDoNotExistAreRefused(_ text: String) {
        #expect(throws: DueDateError.noSuchDay(text)) { try parser.parse(text) }
        #expect(throws: DueDateError.noSuchDay(text)) { try parser.parseDue(text) }
    }

    @Test(arguments: [
        ("2026-02-30", "February 2026 has 28 days"), ("2028-02-30", "February 2028 has 29 days"),
        ("2026-04-31", "April 2026 has 30 days"), ("2026-13-01", "there is no month 13"),
        ("2026-00-10", "there is no month 00"), ("2026-11-00", "days of a month start at 01"),
        ("0000-01-01", "years go from 0001 to 9999"), ("2027-2-29", "February 2027 has 28 days"),
        ("2026-13-1", "there is no month 13"), ("dec 32", "December has 31 days"),
        ("feb 30", "February has 28 days, 29 in a leap year"), ("31 Apr", "April has 30 days"),
        ("jan 0", "days of a month start at 1"),
    ])
    func aDateThatIsNoDaySaysWhy(text: String, why: String) {
        #expect(DueDateError.noSuchDay(text).description == "\"\(text)\" is not a day: \(why)")
    }

    @Test(arguments: [
        "+99999999d", "+9999999999999999999999d", "+6000w", "+36601d", "+1201m", "+101y", "+9999999999999999999999y",
        "in 36601 days", "in 5229 weeks", "in 1201 months", "in 101 years", "in 99999999999999999999999 days",
    ])
    func countsTooFarAheadAreRefusedWithoutOverflow(_ text: String) {
        #expect(throws: DueDateError.tooFar(text, today: parser.today)) { try parser.parse(text) }
    }

    @Test(arguments: ["+36600d", "+5228w", "+1200m", "+100y", "in 36600 days", "in 1200 months", "in 100 years"])
    func countsUpToTheLimitAreRead(_ text: String) {
        #expect(throws: Never.self) { try parser.parse(text) }
    }

    @Test func aCountTooFarAheadNamesHowFarACountReaches() {
        func message(_ text: String, today: CalendarDay = parser.today) -> String {
            DueDateError.tooFar(text, today: today).description
        }
        let later = "write a later day as a date, up to 9999-12-31"
        #expect(
            message("+99999999d")
                == "\"+99999999d\" is too far ahead; a count goes up to +36600d (2127-02-03) or +5228w; \(later)")
        #expect(
            message("in 36601 days")
                == "\"in 36601 days\" is too far ahead; a count goes up to 36600 days (2127-02-03) or 5228 weeks; "
                + later)
        #expect(
            message("+1201m")
                == "\"+1201m\" is too far ahead; a count goes up to +1200m (2126-11-19) or +100y; \(later)")
        #expect(
            message("in 101 years")
                == "\"in 101 years\" is too far ahead; a count goes up to 1200 months (2126-11-19) or 100 years; "
                + later)
        let calendarEnds = "is too far ahead; the calendar ends on 9999-12-31"
        #expect(message("+2d", today: Fixtures.day("9999-12-30")) == "\"+2d\" \(calendarEnds)")
        #expect(message("+1m", today: Fixtures.day("9999-12-15")) == "\"+1m\" \(calendarEnds)")
        #expect(message("dec 25", today: Fixtures.day("9999-12-26")) == "\"dec 25\" \(calendarEnds)")
    }

    @Test func countsBackwardsStopAtTheFirstDay() {
        let first = DueDateParser(today: CalendarDay.earliest)
        for text in ["-1d", "-1w", "-1m", "-1y"] {
            #expect(throws: DueDateError.tooFar(text, today: CalendarDay.earliest)) { try first.parse(text) }
        }
        #expect(throws: DueDateError.tooFar("-99999999d", today: parser.today)) { try parser.parse("-99999999d") }
        #expect(
            DueDateError.tooFar("-99999999d", today: parser.today).description
                == "\"-99999999d\" is too far back (a count goes up to 36600 days), "
                + "and a due day cannot be in the past anyway")
        #expect(
            DueDateError.tooFar("-1201m", today: parser.today).description
                == "\"-1201m\" is too far back (a count goes up to 1200 months or 100 years), "
                + "and a due day cannot be in the past anyway")
    }

    @Test(arguments: [
        "tomorrow", "fri", "+1d", "+1w", "next fri", "+1m", "+1y", "in 1 day", "in 1 month", "eow", "jan 1", "dec 30",
    ])
    func noFormReachesPastTheLastDay(_ text: String) {
        // Found by the fuzzer: "tomorrow" on 9999-12-31 was 10000-01-01.
        #expect(throws: DueDateError.tooFar(text, today: CalendarDay.latest)) {
            try DueDateParser(today: CalendarDay.latest).parse(text)
        }
    }

    @Test func formsNearTheEndOfTheCalendarStopAtItsLastDay() throws {
        let nearTheEnd = DueDateParser(today: Fixtures.day("9999-12-30"))
        #expect(throws: DueDateError.tooFar("+2d", today: nearTheEnd.today)) { try nearTheEnd.parse("+2d") }
        #expect(throws: Never.self) { try nearTheEnd.parse("+1d") }
        #expect(try nearTheEnd.parse("eom") == CalendarDay.latest)
        #expect(try nearTheEnd.parse("dec 31") == CalendarDay.latest)
        let lastLeapDayPassed = DueDateParser(today: Fixtures.day("9996-03-01"))
        #expect(throws: DueDateError.tooFar("feb 29", today: lastLeapDayPassed.today)) {
            try lastLeapDayPassed.parse("feb 29")
        }
        #expect(throws: DueDateError.tooFar("+4y", today: lastLeapDayPassed.today)) {
            try lastLeapDayPassed.parse("+4y")
        }
        #expect(try lastLeapDayPassed.parse("+3y") == Fixtures.day("9999-03-01"))
    }
}
