import Foundation
import TestSupport
import Testing

/// Repeating items through the real binary: the acceptance of issue 15, each on a fresh
/// database with a fixed clock.
@Suite struct RecurrenceCommandTests {
    func export(_ scenario: Scenario) throws -> [ExportedState] {
        try JSONDecoder().decode([ExportedState].self, from: Data(try scenario.succeed("export").stdout.utf8))
    }

    @Test func doneAddsTheNextMonthAndUndoTakesItAwayAndReopensTheFirst() throws {
        let scenario = try Scenario()
        #expect(
            try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month").stdout
                == "Added 1: Pay rent, due Tuesday 1 December 2026, every month on the 1st\n")
        #expect(
            try scenario.succeed("done", "1").stdout.hasPrefix(
                "Done: 1 Pay rent. Next: 2 Pay rent, due Friday 1 January 2027.\n"))
        let items = try export(scenario)
        #expect(items.map(\.title) == ["Pay rent", "Pay rent"])
        #expect(items[0].completed != nil && items[1].completed == nil)
        #expect(items[1].due == "2027-01-01" && items[1].every == "1 month")
        // Done again is refused (issue 31, item 3) and adds no second occurrence.
        let again = try scenario.run(["done", "1"])
        #expect(again.stderr == "Error: item 1 is done already, so there is nothing to complete; nothing was changed\n")
        #expect(try export(scenario).count == 2)
        #expect(
            try scenario.succeed("undo").stdout
                == "Undid done: 1 Pay rent is open again; the next occurrence 2 is gone.\n")
        let after = try export(scenario)
        #expect(after.count == 1 && after[0].completed == nil && after[0].every == "1 month")
    }

    @Test func aWeeklyItemDoneTwoWeeksLateComesBackDueToday() throws {
        let scenario = try Scenario(now: "2026-11-01T09:00")
        try scenario.succeed("add", "Water the plants", "--due", "2026-11-05", "--every", "week")
        try scenario.succeed("done", "1", environment: ["TODO_NOW": "2026-11-19T18:00"])
        #expect(try export(scenario).last?.due == "2026-11-19")
    }

    @Test func aMonthlySeriesFromTheThirtyFirstKeepsTheLastDay() throws {
        let scenario = try Scenario(now: "2027-01-30T09:00")
        try scenario.succeed("add", "Report", "--due", "2027-01-31", "--every", "1m")
        try scenario.succeed("done", "1", environment: ["TODO_NOW": "2027-01-31T09:00"])
        #expect(try export(scenario).last?.due == "2027-02-28")
        try scenario.succeed("done", "2", environment: ["TODO_NOW": "2027-02-28T09:00"])
        #expect(try export(scenario).last?.due == "2027-03-31")
        #expect(try scenario.succeed("show", "3").stdout.contains("every month on the last day"))
    }

    @Test func aWeekdayItemDueOnAFridayComesBackOnMonday() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Stand-up", "--due", "fri", "--every", "weekday")
        #expect(
            try scenario.succeed("done", "1").stdout.hasPrefix(
                "Done: 1 Stand-up. Next: 2 Stand-up, due Monday 23 November 2026."))
    }

    @Test func everyNoneStopsTheSeries() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month")
        try scenario.succeed("edit", "1", "--every", "none")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""every": null"#))
        #expect(try scenario.succeed("done", "1").stdout.hasPrefix("Done: 1 Pay rent\n"))
        #expect(try export(scenario).count == 1)
    }

    @Test func deletingOneOccurrenceSaysHowToEndTheSeries() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Pay rent", "--due", "2026-12-01", "--every", "month")
        let deleted = try scenario.succeed("delete", "1").stdout
        #expect(deleted.contains("Only this occurrence: the series goes on."))
        #expect(deleted.contains("to end it, edit 2 --every none."))
        #expect(try export(scenario).map(\.due) == ["2027-01-01"])
    }

    @Test(arguments: [
        (["--every", "fortnightly"], #"cannot read the repeat rule "fortnightly""#),
        (["--every", "0d"], #""0d" repeats every 0 or more than 999 units"#),
        (["--every", "week", "--due", "someday"], "a repeating item needs a due day"),
    ])
    func aBadRuleIsRefusedAndNothingIsStored(options: [String], message: String) throws {
        let scenario = try Scenario()
        let result = try scenario.run(["add", "Pay rent"] + options)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: " + message), "\(result.stderr)")
        #expect(try export(scenario).isEmpty)
    }

    @Test func rowsShowTheMarkAndJSONRowsTheRule() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Gym", "--due", "2026-11-23", "--every", "mon,thu")
        #expect(try scenario.succeed("list").stdout.contains("1  Gym ~mon,thu  Monday"))
        #expect(try scenario.succeed("list", "--json").stdout.contains(#""every": "mon,thu"}"#))
    }
}
