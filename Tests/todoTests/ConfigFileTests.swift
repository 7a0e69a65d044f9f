import Foundation
import TestSupport
import Testing

/// The settings file, `$XDG_CONFIG_HOME/todo/config.toml`: honoured by every command,
/// overridden by the environment and by options, and never passed over when broken.
/// On Sunday 2026-11-22, Saturday the 28th is later this week when weeks start on Sunday,
/// and next week when they start on Monday.
@Suite struct ConfigFileTests {
    @Test func theFilesDatabaseAndWeekStartAreHonouredByEveryCommand() throws {
        let settings = try SettingsScenario()
        try settings.write("database = \"\(settings.databasePath)\"\nweek_start = \"monday\"\n")
        try settings.succeed("add", "Day 28", "--due", "2026-11-28")
        try settings.succeed("add", "Day 29", "--due", "2026-11-29")
        try settings.succeed("add", "Day 30", "--due", "2026-11-30")
        try settings.succeed("done", "3")
        let nextWeek = "Next Week\n  1  Day 28  Saturday\n  2  Day 29  Sunday\n"
        #expect(try settings.succeed("list").stdout == nextWeek)
        #expect(try settings.succeed("repl", input: "").stdout == nextWeek)
        #expect(try settings.succeed(input: "").stdout == nextWeek)
        #expect(FileManager.default.fileExists(atPath: settings.databasePath))
        #expect(!FileManager.default.fileExists(atPath: settings.folder.file("data")), "the default database is unused")
    }

    @Test func anItemDueOnTheTwentyNinthListsUnderNextWeekWithMonday() throws {
        let settings = try SettingsScenario()
        try settings.write("week_start = \"monday\"\n")
        try settings.succeed("add", "Day 29", "--due", "2026-11-29")
        #expect(try settings.succeed("list").stdout == "Next Week\n  1  Day 29  Sunday\n")
    }

    @Test func theEnvironmentOverridesTheFileAndAnOptionOverridesTheEnvironment() throws {
        let settings = try SettingsScenario()
        try settings.write("week_start = \"monday\"\n")
        try settings.succeed("add", "Day 28", "--due", "2026-11-28")
        let nextWeek = "Next Week\n  1  Day 28  Saturday\n"
        let laterThisWeek = "Later This Week\n  1  Day 28  Saturday\n"
        #expect(try settings.succeed("list").stdout == nextWeek)
        let sunday = ["TODO_WEEK_START": "sunday"]
        #expect(try settings.succeed("list", environment: sunday).stdout == laterThisWeek)
        #expect(try settings.succeed("repl", input: "", environment: sunday).stdout == laterThisWeek)
        #expect(try settings.succeed("list", "--week-start", "monday", environment: sunday).stdout == nextWeek)
    }

    @Test func theDatabaseOptionAndVariableOverrideTheFilesDatabase() throws {
        let settings = try SettingsScenario()
        try settings.write("database = \"\(settings.databasePath)\"\n")
        try settings.succeed("add", "In the file's database")
        let other = settings.folder.file("other.sqlite")
        try settings.succeed("add", "In TODO_DB", environment: ["TODO_DB": other])
        #expect(try settings.succeed("list", "--db", other).stdout.contains("In TODO_DB"))
        #expect(!(try settings.succeed("list").stdout.contains("In TODO_DB")))
    }

    @Test func colorAlwaysColoursTheListIntoAPipeAndNoColorOverridesIt() throws {
        let settings = try SettingsScenario()
        try settings.succeed("add", "Day 28", "--due", "2026-11-28")
        try settings.write("color = \"always\"\n")
        #expect(try settings.succeed("list").stdout.contains("\u{1B}["))
        #expect(!(try settings.succeed("list", environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}")))
        let asked = try settings.succeed("list", "--color", "always", environment: ["NO_COLOR": "1"])
        #expect(asked.stdout.contains("\u{1B}["), "an explicit option still wins over NO_COLOR")
        try settings.write("color = \"never\"\n")
        #expect(!(try settings.succeed("list").stdout.contains("\u{1B}")))
    }

    @Test func aMissingFileIsNoSettings() throws {
        let settings = try SettingsScenario(extra: ["XDG_CONFIG_HOME": "/nonexistent/config"])
        try settings.succeed("add", "Buy milk")
        #expect(FileManager.default.fileExists(atPath: settings.folder.file("data/todo/todo.sqlite")))
    }

    /// Broken files, and the message each gives after `Error: <path>`.
    static let brokenFiles: [(contents: String, message: String)] = [
        (
            "database = \"/tmp/x.sqlite\"\n\nweekstart = \"monday\"\n",
            ", line 3: unknown key \"weekstart\"; the keys are database, week_start, color, front and [sync]"
        ),
        ("week_start = \"tuesday\"\n", ", line 1: week_start must be \"sunday\" or \"monday\", not \"tuesday\""),
        (
            "# mine\ncolor = true\n",
            ", line 2: color must be a string in quotes, \"auto\", \"always\" or \"never\", not a boolean"
        ),
        ("front = \"tablet\"\n", ", line 1: front must be \"auto\", \"wide\" or \"repl\", not \"tablet\""),
        (
            "database = \"todo.sqlite\"\n",
            ", line 1: database must be a file path starting with / or ~, or a postgres:// URL, not \"todo.sqlite\""
        ),
        (
            "[todo]\nweek_start = \"monday\"\n",
            ", line 1: unknown key \"todo\"; the keys are database, week_start, color, front and [sync]"
        ),
        ("color = \"always\"\nweek_start = monday\n", ", line 2, column 14: "),
    ]

    @Test(arguments: brokenFiles)
    func aBrokenFileIsAnErrorNamingTheFileLineAndKeyAndCreatesNoDatabase(contents: String, message: String) throws {
        let settings = try SettingsScenario()
        try settings.write(contents)
        for command in [["add", "Buy milk"], ["list"], ["repl"], ["config"]] {
            let result = try settings.run(command)
            #expect(result.status == 1, "todo \(command)")
            #expect(result.stderr.hasPrefix("Error: \(settings.filePath)\(message)"), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: settings.folder.file("data")))
    }

    @Test func aBrokenFileStopsEvenACommandWhoseSettingsAreAllGivenAndChangesNothing() throws {
        let settings = try SettingsScenario()
        try settings.succeed("add", "Buy milk", "--db", settings.databasePath)
        try settings.write("week_start = 1\n")
        let refused = try settings.run(["done", "1", "--db", settings.databasePath])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("config.toml, line 1: week_start must be a string in quotes"))
        try FileManager.default.removeItem(atPath: settings.filePath)
        #expect(try settings.succeed("list", "--db", settings.databasePath).stdout.contains("Buy milk"))
    }
}
