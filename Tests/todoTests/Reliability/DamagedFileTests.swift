import Foundation
import GRDB
import TestSupport
import Testing

/// Files that are not a todo database: one clear message naming the path, exit status 1,
/// and the file left byte for byte as it was.
@Suite struct DamagedFileTests {
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case notSQLite, truncated, anotherProgramsDatabase, emptyButForeignSQLite

        var testDescription: String { rawValue }
    }

    func make(_ kind: Case, in folder: TemporaryDirectory) throws -> (path: String, reason: String) {
        let path = folder.file("\(kind.rawValue).db")
        switch kind {
        case .notSQLite:
            _ = FileManager.default.createFile(
                atPath: path, contents: Data(String(repeating: "shopping list\n", count: 100).utf8))
            return (path, "it is not a todo database (not an SQLite file)")
        case .truncated:
            let source = "\(PackageRoot.path)/Tests/todoTests/Fixtures/todo-schema-v2.sqlite"
            let whole = FileManager.default.contents(atPath: source) ?? Data()
            _ = FileManager.default.createFile(atPath: path, contents: whole.prefix(whole.count / 2))
            return (path, "it is damaged")
        case .anotherProgramsDatabase:
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE photo (name TEXT); INSERT INTO photo VALUES ('beach.jpg')")
            }
            return (path, "it is an SQLite database of another program")
        case .emptyButForeignSQLite:
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "PRAGMA application_id = 42; PRAGMA user_version = 3")
            }
            return (path, "it is an SQLite database of another program")
        }
    }

    @Test(arguments: Case.allCases)
    func aFileThatIsNotATodoDatabaseIsRefusedAndLeftAlone(_ kind: Case) throws {
        let folder = try TemporaryDirectory()
        let (path, reason) = try make(kind, in: folder)
        let before = FileManager.default.contents(atPath: path)
        for command in [["list"], ["add", "Buy milk"], ["repl"], ["export"]] {
            let result = try TodoBinary(database: path).run(command, input: "add\nx\n\n")
            #expect(result.status == 1, "\(command)")
            #expect(
                result.stderr.hasPrefix("Error: cannot use the database \(path): \(reason)"),
                "\(command): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(FileManager.default.contents(atPath: path) == before, "\(command) changed the file")
        }
    }

    @Test func aFolderWhereTheFileShouldBeIsRefusedByName() throws {
        let folder = try TemporaryDirectory()
        let result = try TodoBinary(database: folder.path).run(["list"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot use the database \(folder.path): it is a folder"))
    }

    @Test func aMissingFolderInDbIsRefusedByNameAndNotCreated() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("no/such/folder/todo.sqlite")
        let result = try TodoBinary(database: "").run(["add", "Buy milk", "--db", path])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "Error: cannot use the database \(path): its folder \(folder.file("no/such/folder")) does not exist; create it (mkdir -p) or choose another path\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.file("no")))
    }
}
