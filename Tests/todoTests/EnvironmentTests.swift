import Foundation
import TestSupport
import Testing

@Suite struct EnvironmentTests {
    @Test func aFileThatIsNotADatabaseIsRefusedByNameAndLeftAlone() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("notes.txt")
        let contents = Data("shopping: milk\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: contents))
        let result = try scenario.run(["list", "--db", path])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot use the database \(path): it is not a todo database"))
        #expect(FileManager.default.contents(atPath: path) == contents)
    }

    @Test func theDefaultDatabaseIsCreatedWithItsFolderUnderXDGDataHome() throws {
        let folder = try TemporaryDirectory()
        var todo = TodoBinary(database: "")
        todo.environment["TODO_DB"] = nil
        todo.environment["XDG_DATA_HOME"] = folder.file("data")
        let result = try todo.run(["add", "Buy milk"])
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.file("data/todo/todo.sqlite")))
    }

    @Test func anUnreadableFixedClockIsExplained() throws {
        let result = try Scenario(now: "next thursday").run(["list"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: TODO_NOW: cannot read the time \"next thursday\": write it as 2026-11-19 or 2026-11-19T09:30\n"
        )
    }

    @Test func anUnknownWeekStartIsExplained() throws {
        let scenario = try Scenario()
        let option = try scenario.run(["list", "--week-start", "friday"])
        #expect(option.status == 64)
        #expect(option.stderr.contains("--week-start must be sunday or monday"))
        let variable = try scenario.run(["list"], environment: ["TODO_WEEK_START": "friday"])
        #expect(variable.status == 1)
        #expect(variable.stderr.contains("TODO_WEEK_START must be sunday or monday"))
    }

    @Test(arguments: [[], ["list"], ["add"], ["done"], ["undone"], ["delete"], ["tags"], ["export"], ["import"]])
    func everyCommandHasHelp(_ command: [String]) throws {
        let result = try Scenario().run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE:"))
        #expect(result.stdout.contains("OVERVIEW:"))
    }

    @Test func theOverviewSaysWhichFrontTodoAloneOpensAndWhereItemsLive() throws {
        let help = try Scenario().run(["--help"]).stdout
        #expect(help.contains("opens `todo wide` on a terminal at least 100 columns"))
        #expect(help.contains("`todo repl` on a narrower terminal"))
        #expect(help.contains("postgres://"))
        #expect(!help.contains("once that exists"))
        #expect(!help.contains("  columns  "), "no stray run of spaces in a wrapped line")
    }

    @Test func messagesShowEscapesInEnvironmentAndOptionValuesAsVisibleSymbols() throws {
        let scenario = try Scenario()
        let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{E0041}"
        let runs = [
            try scenario.run(["list"], environment: ["TODO_NOW": hostile]),
            try scenario.run(["list"], environment: ["TODO_WEEK_START": hostile]),
            try scenario.run(["list", "--week-start", hostile]),
            try scenario.run(["list", "--db", "/nonexistent\(hostile)/todo.sqlite"]),
            try scenario.run(["list"], environment: ["TODO_DB": "/nonexistent\(hostile)/todo.sqlite"]),
            try scenario.run(["list", "--\(hostile)"]),
            // A word beginning with a digit is read as an item number (a filter word otherwise).
            try scenario.run(["done", "1" + hostile]),
            try scenario.run(["list", "--db", "postgres://me@\(hostile):x/db"]),
        ]
        for run in runs {
            #expect(run.status != 0)
            let raw = run.stderr.unicodeScalars.filter { $0 != "\n" && $0.isInvisibleControlForTests }
            #expect(raw.isEmpty, "raw controls in: \(run.stderr.debugDescription)")
            #expect(run.stderr.contains("␛[2J␛]0;owned␇�31m�"), "\(run.stderr)")
        }
    }

    @Test(arguments: ["2026-11-19T-1:-1", "2026-11-19T+9:30", "2026-11-19T09:-0"])
    func aFixedClockWithSignedFieldsIsRefused(_ now: String) throws {
        let result = try Scenario(now: now).run(["list"])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: TODO_NOW: cannot read the time \"\(now)\": write it as 2026-11-19 or 2026-11-19T09:30\n")
    }
}
