import Foundation
import Testing

/// `todo --db PATH list`, the options before the command as git and Taskwarrior take them,
/// does what `todo list --db PATH` does, through the real binary.
@Suite struct LeadingOptionsTests {
    /// A scenario on Sunday 22 November whose default database (TODO_DB) is never made, and
    /// a second database holding one item due today and one due on Saturday 28 November
    /// (Later This Week when weeks start on Sunday, Next Week when they start on Monday).
    static func scenarioWithAnotherDatabase() throws -> (Scenario, String) {
        let scenario = try Scenario(now: "2026-11-22")
        let other = scenario.folder.file("other.sqlite")
        try scenario.succeed("add", "Buy milk", "--db", other)
        try scenario.succeed("add", "Day 28", "--due", "2026-11-28", "--db", other)
        return (scenario, other)
    }

    @Test func theDatabaseBeforeTheCommandIsTheOneListed() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        let first = try scenario.succeed("--db", other, "list")
        #expect(first.stdout == "Today\n  1  Buy milk\nLater This Week\n  2  Day 28    Saturday\n")
        #expect(first.stderr.isEmpty)
        #expect(first.stdout == (try scenario.succeed("list", "--db", other)).stdout)
        #expect((try scenario.succeed("--db=\(other)", "ls")).stdout == first.stdout)
        #expect(!FileManager.default.fileExists(atPath: scenario.folder.file("todo.sqlite")))
    }

    @Test func everyOptionOfTheListMayComeFirst() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        let first = try scenario.succeed("--week-start", "monday", "--color", "always", "--db", other, "list", "--all")
        let after = try scenario.succeed("list", "--all", "--week-start", "monday", "--color", "always", "--db", other)
        #expect(first.stdout == after.stdout)
        #expect(first.stdout.contains("Next Week"), "weeks did not start on Monday: \(first.stdout)")
        #expect(first.stdout.contains("\u{1B}["), "no colour in: \(first.stdout)")
    }

    @Test func commandsThatChangeTheListTakeTheDatabaseFirst() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        #expect(try scenario.succeed("--db", other, "done", "1").stdout == "Done: 1 Buy milk\n")
        #expect(try scenario.succeed("--db", other, "undo").stdout == "Undid done: 1 Buy milk is open again.\n")
        try scenario.succeed("--db", other, "add", "Call mum", "--due", "tomorrow")
        #expect(try scenario.succeed("--db", other, "show", "3").stdout.hasPrefix("Item 3: Call mum\n"))
        #expect(try scenario.succeed("--db", other, "export").stdout.contains("\"Call mum\""))
        #expect(!FileManager.default.fileExists(atPath: scenario.folder.file("todo.sqlite")))
    }

    @Test func anOptionTheCommandDoesNotTakeIsRefusedAsItIsAfterTheCommand() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        let first = try scenario.run(["--week-start", "monday", "--db", other, "done", "1"])
        let after = try scenario.run(["done", "1", "--week-start", "monday", "--db", other])
        #expect(first.status == 64)
        #expect(first.stderr.lowercased().hasPrefix("error: unknown option '--week-start'"))
        #expect(first.stderr == after.stderr)
        #expect(try scenario.succeed("--db", other, "list").stdout.contains("  1  Buy milk\n"))
    }

    @Test func theDatabaseAloneOpensTheDefaultFrontOnIt() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        let repl = try scenario.succeed("--db", other, input: "")
        #expect(repl.stdout == "Today\n  1  Buy milk\nLater This Week\n  2  Day 28    Saturday\n")
        let monday = try scenario.succeed("--week-start", "monday", "--db", other, input: "")
        #expect(monday.stdout == "Today\n  1  Buy milk\nNext Week\n  2  Day 28    Saturday\n")
    }

    @Test func theHelpOfTheCommandNamedAfterTheOptionsIsShown() throws {
        let (scenario, other) = try Self.scenarioWithAnotherDatabase()
        let help = try scenario.succeed("--db", other, "list", "--help")
        #expect(help.stdout.contains("USAGE: todo list"))
    }
}
