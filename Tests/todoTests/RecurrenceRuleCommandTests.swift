import Foundation
import TestSupport
import Testing

/// Rules on a day's place in the month and series that end, through the real binary
/// (issue 31, item 1: "Rent that drifts"), each on a fresh database on 27 November 2026.
@Suite struct RecurrenceRuleCommandTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario(now: "2026-11-27T09:00")
    }

    func export() throws -> [ExportedState] {
        try JSONDecoder().decode([ExportedState].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    /// Completes `id` on the morning of `day`; returns what `done` said.
    func done(_ id: Int, on day: String) throws -> String {
        try scenario.succeed("done", String(id), environment: ["TODO_NOW": day + "T09:00"]).stdout
    }

    @Test func rentDueAtTheEndOfTheMonthStaysOnTheLastDayOfEveryMonth() throws {
        #expect(
            try scenario.succeed("add", "Pay rent", "--due", "eom", "--every", "month").stdout
                == "Added 1: Pay rent, due Monday 30 November 2026, every month on the last day\n")
        #expect(
            try done(1, on: "2026-11-30").hasPrefix(
                "Done: 1 Pay rent. Next: 2 Pay rent, due Thursday 31 December 2026."))
        #expect(
            try done(2, on: "2026-12-31").hasPrefix("Done: 2 Pay rent. Next: 3 Pay rent, due Sunday 31 January 2027."))
        #expect(
            try done(3, on: "2027-01-31").hasPrefix("Done: 3 Pay rent. Next: 4 Pay rent, due Sunday 28 February 2027."))
        #expect(try export().last?.every == "1 month on the last day")
    }

    @Test func theLastDayRuleCanBeWrittenOut() throws {
        try scenario.succeed("add", "Pay rent", "--every", "month on the last day")
        #expect(try export().map(\.due) == ["2026-11-30"])
        #expect(try scenario.succeed("show", "1").stdout.contains("every month on the last day"))
    }

    @Test func theFirstTuesdayStartsOnTheNextFirstTuesdayAndComesBackOnTheFirstTuesday() throws {
        #expect(
            try scenario.succeed("add", "Book club", "--every", "month on the first tuesday").stdout
                == "Added 1: Book club, due Tuesday 1 December 2026, every month on the first Tuesday\n")
        #expect(
            try done(1, on: "2026-12-01").hasPrefix("Done: 1 Book club. Next: 2 Book club, due Tuesday 5 January 2027.")
        )
        #expect(try export().last?.every == "1 month on the first tuesday")
    }

    @Test func theLastFridayComesBackOnTheLastFridayOfTheNextMonth() throws {
        try scenario.succeed("add", "Team lunch", "--every", "month on the last fri")
        #expect(try export().map(\.due) == ["2026-11-27"])
        #expect(
            try done(1, on: "2026-11-27").hasPrefix(
                "Done: 1 Team lunch. Next: 2 Team lunch, due Friday 25 December 2026."))
        #expect(try scenario.succeed("show", "2").stdout.contains("every month on the last Friday"))
    }

    @Test func aSeriesUntilADayEndsAfterItsLastOccurrenceAndUndoBringsItBack() throws {
        #expect(
            try scenario.succeed("add", "Stand-up", "--due", "2026-12-01", "--every", "month until 2027-01-15").stdout
                == "Added 1: Stand-up, due Tuesday 1 December 2026, every month on the 1st until 15 January 2027\n")
        #expect(try done(1, on: "2026-12-01").contains("Next: 2 Stand-up, due Friday 1 January 2027."))
        #expect(
            try done(2, on: "2027-01-01").hasPrefix("Done: 2 Stand-up. Its series has ended: nothing comes next.\n"))
        #expect(try export().map(\.completed).allSatisfy { $0 != nil })
        #expect(try export().count == 2)
        try scenario.succeed("undo", environment: ["TODO_NOW": "2027-01-01T10:00"])
        let after = try export()
        #expect(after.count == 2 && after[1].completed == nil && after[1].every == "1 month until 2027-01-15")
    }

    @Test func aSeriesOfTwoTimesCountsDownAndEndsAfterTheSecond() throws {
        #expect(
            try scenario.succeed("add", "Cello lesson", "--due", "today", "--every", "week 2 times").stdout
                == "Added 1: Cello lesson, due Friday 27 November 2026, every week on Friday, this and 1 more time\n"
        )
        #expect(try done(1, on: "2026-11-27").contains("Next: 2 Cello lesson, due Friday 4 December 2026."))
        #expect(try scenario.succeed("show", "2").stdout.contains("every week on Friday, this is the last time"))
        #expect(try export().last?.every == "1 week 1 time")
        #expect(
            try done(2, on: "2026-12-04").hasPrefix("Done: 2 Cello lesson. Its series has ended: nothing comes next."))
        #expect(try export().count == 2)
        try scenario.succeed("undo", environment: ["TODO_NOW": "2026-12-04T10:00"])
        #expect(try export().last?.completed == nil)
        #expect(try export().last?.every == "1 week 1 time")
    }

    @Test func anEditGivesAnItemARuleWithAPlaceAndAnEnd() throws {
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01")
        try scenario.succeed("edit", "1", "--every", "month on the last day until 2027-06-30")
        let items = try export()
        #expect(
            items.map(\.due) == ["2026-12-31"] && items.map(\.every) == ["1 month on the last day until 2027-06-30"])
    }

    @Test(arguments: [
        (["--every", "month on the fifth tuesday"], "not every month has a fifth one"),
        (["--every", "week on the last day"], "a day's place in the month goes with a monthly rule"),
        (
            ["--every", "month until 2026-11-01"],
            "the series would end on 2026-11-01, before its first day, 2026-11-27"
        ),
        (["--every", "week 0 times"], "ends after 0 or more than 999 times"),
        (["--every", "week until 2027-01-01 3 times"], "ends both on a day and after a number of times"),
    ])
    func aRuleThatCannotBeSaysWhatToWriteAndAddsNothing(_ arguments: [String], _ message: String) throws {
        let result = try scenario.run(["add", "Pay rent"] + arguments)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(try export().isEmpty)
    }
}
