import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppCore

/// Opening a todo database read-only (for `todo list` and `todo export`): nothing is ever
/// created or written.
@Suite struct SQLiteReadOnlyTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    func readOnly(_ path: String) throws -> SQLiteTodoStore {
        try SQLiteTodoStore(path: path, createFolder: true, access: .readOnly)
    }

    @Test func aMissingDatabaseIsReportedAndNothingIsCreated() throws {
        let path = folder.file("missing/todo.sqlite")
        #expect(throws: TodoStoreError.noDatabase(path: path)) { try readOnly(path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anEmptyFileReadsAsAnEmptyListAndStaysEmpty() async throws {
        let path = folder.file("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try readOnly(path)
        #expect(try await store.allItems().isEmpty)
        #expect(try await store.countOpenItems(dueIn: .all) == 0)
        #expect(FileManager.default.contents(atPath: path) == Data())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["empty.sqlite"])
    }

    @Test func anSQLiteFileWithNoSchemaYetReadsAsEmptyAndStaysAsItWas() async throws {
        let path = folder.file("blank.sqlite")
        try await DatabaseQueue(path: path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA user_version = 7")
        }
        let before = FileManager.default.contents(atPath: path)
        let store = try readOnly(path)
        #expect(try await store.openItems(dueIn: .all).isEmpty)
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test func itReadsWhatWasWrittenAndRefusesToWrite() async throws {
        let path = folder.file("todo.sqlite")
        let writer = try SQLiteTodoStore(path: path)
        _ = try await writer.add(
            NewTodoItem(title: "Buy milk", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
        let reader = try readOnly(path)
        #expect(try await reader.allItems().map(\.title) == ["Buy milk"])
        #expect(try await reader.openItems(dueIn: .all).count == 1)
        await #expect(
            performing: { _ = try await reader.complete(ids: [1], at: TodoStoreContract.now) },
            throws: { error in String(describing: error).contains("read-only") })
        #expect(try await writer.allItems().first?.completed == nil)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() async throws {
        let path = folder.file("newer.sqlite")
        _ = try SQLiteTodoStore(path: path)
        try await DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
        }
        #expect(
            performing: { _ = try readOnly(path) },
            throws: { error in String(describing: error).contains("newer version of todo") })
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let path = folder.file("other.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE contact (name TEXT)") }
        #expect(
            performing: { _ = try readOnly(path) },
            throws: { error in String(describing: error).contains("another program") })
    }
}
