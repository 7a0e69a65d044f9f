import AppCore
import TestSupport
import Testing

/// Reading repeat rules and finding the next occurrence.
@Suite struct RecurrenceTests {
    @Test(arguments: [
        ("day", "1 day"), ("daily", "1 day"), ("week", "1 week"), ("Monthly", "1 month"), ("year", "1 year"),
        ("2 weeks", "2 weeks"), ("3 days", "3 days"), ("1 months", "1 month"), ("2d", "2 days"), ("3w", "3 weeks"),
        ("6m", "6 months"), ("1y", "1 year"), ("weekday", "weekday"), ("weekdays", "weekday"),
        ("mon,thu", "mon,thu"), ("thu, mon", "mon,thu"), ("Sunday", "sun"), ("mon,tue,wed,thu,fri", "weekday"),
        ("sat sun", "sat,sun"),
    ])
    func rulesAreReadInEveryFormAndWrittenCanonically(_ text: String, _ canonical: String) throws {
        #expect(try RecurrencePattern.parse(text)?.canonical == canonical)
    }

    @Test func noneIsNoRule() throws {
        #expect(try RecurrencePattern.parse(" None ") == nil)
    }

    @Test(arguments: ["", "  ", "fortnight", "0 days", "1000 weeks", "2 lightyears", "mon,xyz", "-1d", "2 2 weeks"])
    func badRulesAreRefusedWithTheFormsToWrite(_ text: String) {
        #expect(throws: RecurrenceError.self) { try RecurrencePattern.parse(text) }
        if let error = try? #require(throws: RecurrenceError.self, performing: { try RecurrencePattern.parse(text) }) {
            #expect(error.description.contains("write day, week") || error.description.contains("count from 1"))
        }
    }

    @Test(arguments: ["0 days", "0d", "1000w", "1000 weeks"])
    func aCountOutOfRangeSaysWhichCountsAreTaken(_ text: String) {
        #expect(throws: RecurrenceError.countOutOfRange(text)) { try RecurrencePattern.parse(text) }
    }

    func next(_ rule: String, from due: String, today: String, first: String? = nil) throws -> String? {
        let pattern = try #require(try RecurrencePattern.parse(rule))
        let recurrence = Recurrence(pattern, startingOn: Fixtures.day(first ?? due))
        return recurrence.next(after: Fixtures.day(due), notBefore: Fixtures.day(today))?.iso
    }

    @Test func aMonthlyRuleMovesOneMonthOnTheSameDay() throws {
        #expect(try next("month", from: "2026-12-01", today: "2026-11-22") == "2027-01-01")
    }

    @Test func aWeeklyItemCompletedLateSkipsTheMissedWeeksButNotToday() throws {
        #expect(try next("week", from: "2026-11-05", today: "2026-11-19") == "2026-11-19")
        #expect(try next("week", from: "2026-11-05", today: "2026-11-20") == "2026-11-26")
    }

    @Test func aMonthlyRuleKeepsTheLastDayOfTheMonthItStartedOn() throws {
        #expect(try next("month", from: "2027-01-31", today: "2027-01-20") == "2027-02-28")
        #expect(try next("month", from: "2027-02-28", today: "2027-02-01", first: "2027-01-31") == "2027-03-31")
        #expect(try next("month", from: "2027-03-31", today: "2027-03-01", first: "2027-01-31") == "2027-04-30")
    }

    @Test func aYearlyRuleKeepsTheTwentyNinthOfFebruaryInLeapYears() throws {
        #expect(try next("year", from: "2028-02-29", today: "2028-01-01") == "2029-02-28")
        #expect(try next("4y", from: "2028-02-29", today: "2028-01-01") == "2032-02-29")
        #expect(try next("year", from: "2029-02-28", today: "2029-01-01", first: "2028-02-29") == "2030-02-28")
    }

    @Test func aWeekdayRuleDueOnAFridayComesBackOnMonday() throws {
        #expect(try next("weekday", from: "2026-11-20", today: "2026-11-20") == "2026-11-23")
    }

    @Test func aListOfWeekdaysFindsTheNextOfThem() throws {
        #expect(try next("mon,thu", from: "2026-11-16", today: "2026-11-16") == "2026-11-19")
        #expect(try next("mon,thu", from: "2026-11-19", today: "2026-11-19") == "2026-11-23")
        #expect(try next("mon,thu", from: "2026-11-02", today: "2026-11-20") == "2026-11-23")
    }

    @Test func intervalsCountFromTheDueDayAndSkipToTodayOrLater() throws {
        #expect(try next("3d", from: "2026-11-01", today: "2026-11-19") == "2026-11-19")
        #expect(try next("3d", from: "2026-11-01", today: "2026-11-20") == "2026-11-22")
        #expect(try next("2 months", from: "2026-01-15", today: "2026-11-19") == "2027-01-15")
        #expect(try next("month", from: "2026-11-30", today: "2026-11-01") == "2026-12-30")
    }

    @Test func theSeriesEndsAtTheLastDayTheProgramKeeps() throws {
        #expect(try next("year", from: "9999-06-01", today: "2026-11-19") == nil)
        #expect(try next("day", from: "9999-12-31", today: "2026-11-19") == nil)
    }

    @Test func theStoredTextKeepsTheDayAndMonthAndReadsBack() throws {
        for (rule, due, stored) in [
            ("month", "2027-01-31", "1 month;31"), ("year", "2028-02-29", "1 year;29"), ("2w", "2026-11-19", "2 weeks"),
            ("mon,thu", "2026-11-19", "mon,thu"),
        ] {
            let recurrence = Recurrence(try #require(try RecurrencePattern.parse(rule)), startingOn: Fixtures.day(due))
            #expect(recurrence.storageText == stored)
            #expect(Recurrence(storageText: stored) == recurrence)
        }
        #expect(Recurrence(storageText: "1 month;40") == nil)
        #expect(Recurrence(storageText: "fortnight") == nil)
    }
}
