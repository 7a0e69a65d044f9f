import Foundation
import TestSupport
import Testing

/// The database the release before completion wrote (`todo-schema-v7.sqlite`, schema
/// `v7-source`, see Fixtures/README.md): item 1 monthly (bills), item 2 (errands, home,
/// with a note), item 4 completed (errands), item 5 imported from Taskwarrior (home.admin,
/// papers), and item 3 (Homework) deleted, only in the undo journal.
extension SchemaEvolutionTests {
    /// What a shell's Tab offers after `todo add x --tag PREFIX` on `path`.
    func tagsCompleted(_ prefix: String, on path: String) throws -> String {
        let call = ["---completion", "add", "--", "--tag", "3", "\(prefix.count)", "todo", "add", "x", "--tag", prefix]
        return try TodoBinary(database: path).run(call).stdout
    }

    @Test func tagsOfTheSourceReleaseAreCompletedWithoutChangingItsFile() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v7.sqlite", into: folder)
        let before = FileManager.default.contents(atPath: path)
        // Completion reads an upgraded copy in memory: the old file keeps its schema.
        #expect(try tagsCompleted("ho", on: path) == "home\nhome.admin\n")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try migrations(path) == Self.migrations(through: "v7-source"))
    }

    @Test func anUpgradedDatabaseOfTheSourceReleaseCompletesEveryTagItsItemsCarryThroughUndo() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v7.sqlite", into: folder)
        let todo = TodoBinary(database: path)
        let add = try todo.run(["add", "Call the plumber +house"])
        #expect(add.status == 0, "\(add.stderr)")
        #expect(try migrations(path) == Self.everyMigration)
        #expect(try tagsCompleted("", on: path) == "bills\nerrands\nhome\nhome.admin\nhouse\npapers\n")
        // Undo walks back the add, then the old edit, then brings the old deleted item back.
        for _ in 0..<3 { #expect(try todo.run(["undo"]).status == 0) }
        #expect(try tagsCompleted("ho", on: path) == "home\nhome.admin\nhomework\n")
        #expect(try todo.run(["list", "+homework"]).stdout.contains("Plan the homework club"))
    }
}
