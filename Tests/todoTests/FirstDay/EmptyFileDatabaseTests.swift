import Foundation
import TestSupport
import Testing

/// An empty file given as the database (as `mktemp` makes) becomes a todo database in
/// place at the first change, as Reliability.md promises.
@Suite struct EmptyFileDatabaseTests {
    @Test func anEmptyFileBecomesATodoDatabaseAtTheFirstAdd() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("todo.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o600]))
        #expect(try scenario.succeed("add", "Buy milk").stdout == "Added 1: Buy milk, due Thursday 19 November 2026\n")
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(16)
        #expect(header == Data("SQLite format 3\0".utf8))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func theREPLMakesAnEmptyFileATodoDatabaseToo() throws {
        let scenario = try Scenario()
        let path = scenario.folder.file("todo.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let result = try scenario.succeed("repl", input: "add\nCall mum\nfri\n")
        #expect(result.stdout.hasSuffix("Tomorrow\n  1  Call mum  Friday\n"))
        #expect(try scenario.succeed("export").stdout.contains("Call mum"))
    }
}
