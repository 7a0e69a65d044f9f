import Foundation
import TestSupport
import Testing

/// Times of day (issue 33) through the real binary: one-shot commands, `todo repl` fed by
/// a pipe, and `todo wide` in tmux at 120 and 60 columns. The clock stands at Thursday
/// 19 November 2026, 10:00.
@Suite struct TimesOfDayCommandTests {
    let scenario: Scenario

    init() throws {
        scenario = try Scenario(now: "2026-11-19T10:00")
    }

    /// Items due today and tomorrow, some with a time.
    func addDay() throws {
        try scenario.succeed("add", "Dinner", "--due", "today 18:00")
        try scenario.succeed("add", "Stand-up", "--due", "today 9:30")
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Call Ann", "--due", "tomorrow 15:30")
        try scenario.succeed("add", "Dentist", "--due", "fri 9am")
        try scenario.succeed("add", "Christmas Eve", "--due", "dec 24 20:00")
    }

    @Test func addSaysTheTimeAndTheListShowsItBesideTheDayAUntimedItemFirstAPassedOneSoSaid() throws {
        let added = try scenario.succeed("add", "Dentist", "--due", "fri 9am")
        #expect(added.stdout == "Added 1: Dentist, due Friday 20 November 2026 at 09:00\n")
        try scenario.succeed("add", "Dinner", "--due", "today 18:00")
        try scenario.succeed("add", "Stand-up", "--due", "today 9:30")
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Christmas Eve", "--due", "dec 24 20:00")
        #expect(
            try scenario.succeed("list", "--all").stdout == """
                Today
                  4  Buy milk
                  3  Stand-up       09:30, passed
                  2  Dinner         18:00
                Tomorrow
                  1  Dentist        Friday 09:00
                Later
                  5  Christmas Eve  Thu 24 Dec 20:00

                """)
        let shown = try scenario.succeed("show", "1").stdout
        #expect(shown.contains("Due    Friday 20 November 2026 at 09:00 (tomorrow)"))
    }

    @Test func aTimeStaysTheSameWallClockTimeInAnotherTimeZone() throws {
        try scenario.succeed("add", "Dentist", "--due", "fri 9am")
        let tokyo = try scenario.run(["list"], environment: ["TZ": "Asia/Tokyo"])
        #expect(tokyo.stdout.contains("Dentist  Friday 09:00"), "\(tokyo.stdout)")
        #expect(try scenario.succeed("export").stdout.contains(#""due": "2026-11-20T09:00""#))
    }

    @Test func editSetsMovesAndTakesAwayATimeAndUndoBringsItBack() throws {
        try scenario.succeed("add", "Dentist", "--due", "fri")
        #expect(
            try scenario.succeed("edit", "1", "--due", "fri 14:30").stdout.hasPrefix(
                "Changed 1: Dentist, due Friday 20 November 2026 at 14:30\n"))
        #expect(
            try scenario.succeed("edit", "1", "--due", "fri").stdout.hasPrefix(
                "Changed 1: Dentist, due Friday 20 November 2026\n"))
        try scenario.succeed("undo")
        #expect(try scenario.succeed("list").stdout.contains("Dentist  Friday 14:30"))
    }

    @Test func aRepeatingItemsNextOccurrenceKeepsItsTime() throws {
        try scenario.succeed("add", "Stand-up", "--due", "today 9:30", "--every", "weekday")
        let done = try scenario.succeed("done", "1").stdout
        #expect(done == "Done: 1 Stand-up. Next: 2 Stand-up, due Friday 20 November 2026 at 09:30.\n")
    }

    @Test(arguments: [
        (
            "25:00",
            "Error: \"25:00\" holds no time of day I can read: write one such as 9am, 9:30pm or 15:30 (00:00 to 23:59)\n"
        ),
        (
            "someday 9am",
            "Error: \"someday 9am\" gives a time but no due day: give a day with it (fri 9am), or leave the time out\n"
        ),
    ])
    func aTimeThatIsNoneIsRefusedSayingWhatToWrite(typed: String, message: String) throws {
        let result = try scenario.run(["add", "Dentist", "--due", typed])
        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func anExportWithTimesImportsBackTheSame() throws {
        try addDay()
        let exported = try scenario.succeed("export").stdout
        let other = try Scenario(now: "2026-11-19T10:00")
        try other.succeed("import", "-", input: exported)
        #expect(try other.succeed("export").stdout == exported)
    }

    @Test func theReplsGuidedAddTakesATimeAndItsListShowsIt() throws {
        let result = try scenario.succeed("repl", input: "add\nDentist\nfri 9am\nlist\n")
        #expect(result.stdout.contains("Added 1: Dentist, due Friday 20 November 2026 at 09:00"))
        #expect(result.stdout.hasSuffix("Tomorrow\n  1  Dentist  Friday 09:00\n"))
    }

    @Test func theReplsEditFormSaysTheTimeItUnderstoodBeforeSaving() throws {
        try scenario.succeed("add", "Dentist", "--due", "fri 9am")
        let result = try scenario.succeed("repl", input: "edit 1\n\nmon 14:30\n\n\n\n\n\n")
        #expect(result.stdout.contains("Due: Monday 23 November 2026 at 14:30\n"), "\(result.stdout)")
        #expect(try scenario.succeed("export").stdout.contains(#""due": "2026-11-23T14:30""#))
    }

    @Test(arguments: [120, 60])
    func theWideFrontShowsTimesBesideTheDays(width: Int) throws {
        try addDay()
        let terminal = try scenario.openWide(width: width, height: 20)
        try terminal.waitUntil("rows with their times") { screen in
            screen.contains("09:30, passed") && screen.contains("18:00") && screen.contains("Friday 15:30")
        }
        let screen = try terminal.screen()
        let rows = screen.split(separator: "\n").map(String.init)
        let order = ["Buy milk", "Stand-up", "Dinner"].map { title in rows.firstIndex { $0.contains(title) } ?? -1 }
        #expect(order.allSatisfy { $0 >= 0 } && order == order.sorted(), "\(screen)")
    }
}
