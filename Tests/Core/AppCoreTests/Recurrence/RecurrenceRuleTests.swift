import AppCore
import TestSupport
import Testing

/// Rules on a day's place in the month (the last day, the first Tuesday), and series that
/// end (until a day, a number of times): issue 31, item 1.
@Suite struct RecurrenceRuleTests {
    @Test(arguments: [
        ("month on the last day", "1 month on the last day"),
        ("Monthly on the Last Day", "1 month on the last day"),
        ("month on last day", "1 month on the last day"),
        ("month on the first tuesday", "1 month on the first tuesday"),
        ("month on the 2nd wed", "1 month on the second wednesday"),
        ("3 months on the third thursday", "3 months on the third thursday"),
        ("month on the fourth sat", "1 month on the fourth saturday"),
        ("month on the last friday", "1 month on the last friday"),
        ("month until 2027-06-30", "1 month until 2027-06-30"),
        ("week 10 times", "1 week 10 times"),
        ("week 1 time", "1 week 1 time"),
        ("month on the last day until 2027-06-30", "1 month on the last day until 2027-06-30"),
        ("month on the first tuesday 10 times", "1 month on the first tuesday 10 times"),
        ("mon,thu until 2027-01-31", "mon,thu until 2027-01-31"),
    ])
    func rulesWithAPlaceInTheMonthOrAnEndAreReadAndWrittenCanonically(_ text: String, _ canonical: String) throws {
        let rule = try #require(try RecurrenceRule.parse(text))
        #expect(rule.canonical == canonical)
        #expect(try RecurrenceRule.parse(canonical) == rule)
    }

    @Test(arguments: [
        ("week on the last day", "a day's place in the month goes with a monthly rule"),
        ("month on the middle day", "cannot read the day in the month"),
        ("month on the fifth tuesday", "not every month has a fifth one"),
        ("month until someday soon", "cannot read the day after until"),
        ("month until", "cannot read the day after until"),
        ("week 0 times", "ends after 0 or more than 999 times"),
        ("week 1000 times", "ends after 0 or more than 999 times"),
        ("week until 2027-06-30 10 times", "ends both on a day and after a number of times"),
        ("10 times", "cannot read the repeat rule"),
    ])
    func badPlacesAndEndsSayWhatWasWrong(_ text: String, _ message: String) {
        let error = #expect(throws: RecurrenceError.self) { try RecurrenceRule.parse(text) }
        #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
    }

    func series(_ text: String, from due: String) throws -> Recurrence {
        Recurrence(try #require(try RecurrenceRule.parse(text)), startingOn: Fixtures.day(due))
    }

    /// The due days of `count` completions, each done on its due day.
    func dues(_ recurrence: Recurrence, from due: String, count: Int) -> [String] {
        var days: [String] = []
        var current = (due: Fixtures.day(due), recurrence: recurrence)
        for _ in 0..<count {
            guard let next = current.recurrence.nextOccurrence(after: current.due, notBefore: current.due) else {
                break
            }
            days.append(next.due.iso)
            current = next
        }
        return days
    }

    @Test func theLastDayOfTheMonthIsKeptInEveryMonth() throws {
        let rule = try series("month on the last day", from: "2026-11-30")
        #expect(dues(rule, from: "2026-11-30", count: 4) == ["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"])
    }

    @Test func theFirstTuesdayIsTheFirstTuesdayOfEachMonth() throws {
        let rule = try series("month on the first tuesday", from: "2026-12-01")
        #expect(dues(rule, from: "2026-12-01", count: 3) == ["2027-01-05", "2027-02-02", "2027-03-02"])
    }

    @Test func theLastFridayIsTheLastFridayOfEachMonth() throws {
        let rule = try series("month on the last friday", from: "2026-11-27")
        #expect(dues(rule, from: "2026-11-27", count: 3) == ["2026-12-25", "2027-01-29", "2027-02-26"])
    }

    @Test func everyOtherMonthOnTheSecondWednesdaySkipsAMonth() throws {
        let rule = try series("2 months on the second wed", from: "2026-12-09")
        #expect(dues(rule, from: "2026-12-09", count: 2) == ["2027-02-10", "2027-04-14"])
    }

    @Test func aSeriesUntilADayHasNoOccurrenceAfterIt() throws {
        let rule = try series("month until 2027-02-01", from: "2026-12-01")
        #expect(dues(rule, from: "2026-12-01", count: 5) == ["2027-01-01", "2027-02-01"])
        #expect(!rule.continues(after: Fixtures.day("2027-02-01"), notBefore: Fixtures.day("2027-02-01")))
    }

    @Test func aSeriesOfTenTimesHasTenOccurrencesTheFirstCounted() throws {
        let rule = try series("week 10 times", from: "2026-11-27")
        let days = dues(rule, from: "2026-11-27", count: 20)
        #expect(days.count == 9 && days.last == "2027-01-29")
        let next = try #require(
            rule.nextOccurrence(after: Fixtures.day("2026-11-27"), notBefore: Fixtures.day("2026-11-27")))
        #expect(next.recurrence.end == .times(9))
        #expect(next.recurrence.canonical == "1 week 9 times")
    }

    @Test func missedOccurrencesOfACountedSeriesAreUsedUp() throws {
        let rule = try series("week 3 times", from: "2026-11-05")
        let late = rule.nextOccurrence(after: Fixtures.day("2026-11-05"), notBefore: Fixtures.day("2026-11-19"))
        #expect(late?.due == Fixtures.day("2026-11-19") && late?.recurrence.end == .times(1))
        #expect(rule.nextOccurrence(after: Fixtures.day("2026-11-05"), notBefore: Fixtures.day("2026-11-20")) == nil)
    }

    @Test func theStoredTextOfARuleWithAPlaceOrAnEndReadsBackAndOlderTextStillReads() throws {
        for (rule, due, stored) in [
            ("month on the last day", "2026-11-30", "1 month on the last day"),
            ("month on the first tuesday 10 times", "2026-12-01", "1 month on the first tuesday;10 times"),
            ("month until 2027-06-30", "2027-01-31", "1 month;31;until 2027-06-30"),
            ("week 3 times", "2026-11-19", "1 week;3 times"),
        ] {
            let recurrence = try series(rule, from: due)
            #expect(recurrence.storageText == stored)
            #expect(Recurrence(storageText: stored) == recurrence)
        }
        #expect(Recurrence(storageText: "1 month;31")?.canonical == "1 month")
        #expect(Recurrence(storageText: "mon,thu")?.canonical == "mon,thu")
        for unreadable in [
            "1 month;31;forever", "1 week;0 times", "1 week;3 times;3 times", "1 month;until 2027-13-01",
        ] {
            #expect(Recurrence(storageText: unreadable) == nil, "\(unreadable)")
        }
    }
}
