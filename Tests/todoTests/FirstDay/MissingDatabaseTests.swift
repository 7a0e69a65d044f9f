import Foundation
import TestSupport
import Testing

/// Issue 31, items 2 and 18: only a command that stores something (`add`, `import`, the
/// REPL, the wide front) makes a database. A change given a path where there is none says so and leaves nothing behind (a
/// typo in `--db` makes no file); `todo list` on a first day, at the default location, is
/// an empty list with how to add.
@Suite struct MissingDatabaseTests {
    static let noDatabase = "yet; `todo add` or `todo import` creates it\n"

    @Test(arguments: [["undo"], ["done", "1"], ["undone", "1"], ["delete", "1"], ["edit", "1", "--title", "z"]])
    func aChangeGivenAMissingDatabaseSaysSoAndCreatesNoFile(_ command: [String]) throws {
        let scenario = try Scenario()
        let typo = scenario.folder.file("nofile.sqlite")
        let result = try scenario.run(command + ["--db", typo])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: there is no todo database at \(typo) " + Self.noDatabase)
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.folder.path).isEmpty)
    }

    @Test func aChangeOnAFirstDayFindsNothingAndCreatesNothing() throws {
        let scenario = try Scenario()
        let data = scenario.folder.file("data")
        var todo = scenario.todo
        todo.environment["TODO_DB"] = nil
        todo.environment["XDG_DATA_HOME"] = data
        let result = try todo.run(["done", "1"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: there is no item 1; list the items to see their numbers\n")
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test(arguments: [["add", "Buy milk"], ["import", "-"]])
    func addingOrImportingCreatesTheDatabase(_ command: [String]) throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("new.sqlite")
        let result = try scenario.run(
            command + ["--db", path], input: #"[{"title": "Buy milk", "due": "2026-11-19"}]"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try scenario.succeed("list", "--db", path).stdout == "Today\n  1  Buy milk\n")
    }

    @Test func aFirstDayListIsEmptyAndSaysHowToAddAndCreatesNothing() throws {
        let scenario = try Scenario()
        let data = scenario.folder.file("data")
        var todo = scenario.todo
        todo.environment["TODO_DB"] = nil
        todo.environment["XDG_DATA_HOME"] = data
        let result = try todo.run(["list"])
        #expect(result.status == 0)
        #expect(
            result.stdout
                == "Nothing due until the end of next week.\nAdd the first item with: todo add \"Buy milk\" --due tomorrow\n"
        )
        #expect(result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: data))
    }

    @Test func anExplicitPathThatDoesNotExistStaysAnErrorForAList() throws {
        let scenario = try Scenario()
        let typo = scenario.folder.file("nofile.sqlite")
        let result = try scenario.run(["list", "--db", typo])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: there is no todo database at \(typo) " + Self.noDatabase)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.folder.path).isEmpty)
    }
}
