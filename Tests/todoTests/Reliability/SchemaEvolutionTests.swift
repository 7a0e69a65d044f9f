import Foundation
import GRDB
import TestSupport
import Testing

/// Databases written by earlier versions open (read as they are by the commands that only
/// read, upgraded by the first that may write); one written by a newer version is refused
/// by name and left as it is.
@Suite struct SchemaEvolutionTests {
    static let fixtures = "\(PackageRoot.path)/Tests/todoTests/Fixtures"

    /// A copy of a fixture in a temporary folder (fixtures themselves are never opened).
    func copy(_ name: String, into folder: TemporaryDirectory) throws -> String {
        let path = folder.file(name)
        try FileManager.default.copyItem(atPath: "\(Self.fixtures)/\(name)", toPath: path)
        return path
    }

    @Test func aDatabaseOfTheCurrentSchemaOpensWithItsItems() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v2.sqlite", into: folder)
        let list = try TodoBinary(database: path).run(["list", "--all"])
        #expect(list.status == 0)
        #expect(list.stdout == "Overdue\n  1  Pay rent  1 day late\nTomorrow\n  3  Call mum  Friday\n")
    }

    @Test func aDatabaseOfTheFirstSchemaIsReadAsItIsAndUpgradedByTheFirstCommandThatWrites() throws {
        let folder = try TemporaryDirectory()
        let old = try copy("todo-schema-v1.sqlite", into: folder)
        let current = try copy("todo-schema-v2.sqlite", into: folder)
        let expected = try TodoBinary(database: current).run(["export"]).stdout
        func schema() throws -> (migrations: [String], indexes: [String]) {
            try DatabaseQueue(path: old).read { db in
                let migrations = "SELECT identifier FROM grdb_migrations ORDER BY rowid"
                let indexes = "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'item' ORDER BY name"
                return (try String.fetchAll(db, sql: migrations), try String.fetchAll(db, sql: indexes))
            }
        }
        // Exporting only reads: the old schema is read as it is.
        let readOnly = try TodoBinary(database: old).run(["export"])
        #expect(readOnly.status == 0)
        #expect(readOnly.stdout == expected)
        #expect(try schema().migrations == ["v1-items"])
        // The REPL may write, so it brings the schema up to date, keeping every item.
        #expect(try TodoBinary(database: old).run(["repl"], input: "").status == 0)
        #expect(try TodoBinary(database: old).run(["export"]).stdout == expected)
        #expect(try schema().migrations == SchemaEvolutionTests.everyMigration)
        #expect(try schema().indexes == ["item_completed_latest_first", "item_open_in_list_order", "item_source"])
    }

    /// Every SQLite migration of this release, in the order they run (as ``migrations(_:)``
    /// lists them: by rowid).
    static let everyMigration = [
        "v1-items", "v2-covering-open-index", "v3-undo-journal", "v4-notes", "v5-tags-priority", "v6-recurrence",
        "v7-source", "v8-tag-vocabulary", "v9-search-words", "v10-search-signs", "v11-recurrence-ends", "v12-sync",
        "v13-journal-history", "v14-times-and-start", "v15-sync-changes",
    ]

    /// The migrations up to `last`, in the order they run.
    static func migrations(through last: String) -> [String] {
        Array(everyMigration.prefix { $0 != last } + [last])
    }

    @Test func aDatabaseOfTheUndoReleaseOpensListsUndoesAndEdits() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v3.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        // Read as it is: the file keeps its schema until a command writes.
        #expect(try todo.run(["list", "--all"]).stdout == "Tomorrow\n  3  Call mum  Friday\n")
        #expect(try migrations(path) == ["v1-items", "v2-covering-open-index", "v3-undo-journal"])
        // The journal written by the earlier release still undoes its last step.
        let undo = try todo.run(["undo"])
        #expect(undo.stdout == "Undid delete: 1 Pay rent is back.\n")
        #expect(try migrations(path) == SchemaEvolutionTests.everyMigration)
        let edit = try todo.run(["edit", "3", "--note", "Her new number is in the letter."])
        #expect(edit.status == 0)
        let exported = try todo.run(["export"]).stdout
        #expect(exported.contains(#""id": 1, "title": "Pay rent", "due": "2026-11-18""#))
        #expect(exported.contains(#""id": 2, "title": "Buy milk""#))
        #expect(exported.contains(#""notes": "Her new number is in the letter.""#))
    }

    func migrations(_ path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
        }
    }

    @Test func aDatabaseFromANewerVersionIsRefusedByNameAndNotModified() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v2.sqlite", into: folder)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')")
            try db.checkpoint(.truncate)
        }
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
        let before = FileManager.default.contents(atPath: path)
        for command in [["list"], ["add", "Buy milk"], ["import", "-"]] {
            let result = try TodoBinary(database: path).run(command, input: "[]")
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Error: cannot use the database \(path): it was written by a newer version of todo; update todo to open it\n"
            )
            #expect(FileManager.default.contents(atPath: path) == before)
        }
    }
}
