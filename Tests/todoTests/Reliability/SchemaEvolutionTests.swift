import Foundation
import GRDB
import TestSupport
import Testing

/// Databases written by earlier versions open (and are upgraded); one written by a newer
/// version is refused by name and left as it is.
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

    @Test func aDatabaseOfTheFirstSchemaIsUpgradedAndKeepsEveryItem() throws {
        let folder = try TemporaryDirectory()
        let old = try copy("todo-schema-v1.sqlite", into: folder)
        let current = try copy("todo-schema-v2.sqlite", into: folder)
        let upgraded = try TodoBinary(database: old).run(["export"])
        #expect(upgraded.status == 0)
        #expect(upgraded.stdout == (try TodoBinary(database: current).run(["export"]).stdout))
        let (migrations, indexes) = try DatabaseQueue(path: old).read { db in
            (try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
             try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'item'"))
        }
        #expect(migrations == ["v1-items", "v2-covering-open-index", "v3-undo-journal"])
        #expect(indexes == ["item_open_in_list_order"])
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
            #expect(result.stderr == "Error: cannot use the database \(path): it was written by a newer version of todo; update todo to open it\n")
            #expect(FileManager.default.contents(atPath: path) == before)
        }
    }
}
