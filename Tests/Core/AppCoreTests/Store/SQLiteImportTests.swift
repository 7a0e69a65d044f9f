import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppCore

/// Import on SQLite: all the items or none, with the ids, errors and search that inserting
/// them one by one with the search trigger gave.
@Suite struct SQLiteImportTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    func entry(_ id: TodoItem.ID?, _ title: String = "item", notes: String = "", tags: [String] = [])
        -> ImportedTodoItem
    {
        ImportedTodoItem(
            id: id, title: title, due: Fixtures.day("2026-11-20"), created: TodoStoreContract.now, completed: nil,
            notes: notes, tags: tags)
    }

    /// A database with items 1 and 2 stored and item 3 deleted: the next new id is 4.
    func storeWithADeletedItem() async throws -> (SQLiteTodoStore, String) {
        let path = folder.file("todo.sqlite")
        let store = try SQLiteTodoStore(path: path)
        _ = try await store.importItems([entry(nil, "a"), entry(nil, "b"), entry(nil, "c")])
        _ = try await store.delete(ids: [3])
        return (store, path)
    }

    /// The ids and the `sqlite_sequence` that inserting `entries` one by one gives, in a
    /// transaction that is rolled back.
    func oneByOne(_ entries: [ImportedTodoItem], path: String) throws -> (ids: [TodoItem.ID], sequence: Int64?) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        var result: ([TodoItem.ID], Int64?) = ([], nil)
        try queue.inDatabase { db in
            try db.inTransaction {
                for entry in entries {
                    try db.execute(
                        sql: "INSERT INTO item (id, title, due, created) VALUES (?, ?, '2026-11-20', 0)",
                        arguments: [entry.id, entry.title])
                    result.0.append(db.lastInsertedRowID)
                }
                result.1 = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'item'")
                return .rollback
            }
        }
        return result
    }

    @Test(
        arguments: [
            [nil, 50, nil, 7, nil], [nil, nil, nil], [9, 8, nil, 1_000, -5, nil], [-3, nil], [3, nil],
        ] as [[TodoItem.ID?]])
    func idsAreTheOnesInsertingOneByOneGave(_ given: [TodoItem.ID?]) async throws {
        let (store, path) = try await storeWithADeletedItem()
        let entries = given.map { entry($0) }
        let expected = try oneByOne(entries, path: path)
        let ids = try await store.importItems(entries)
        #expect(ids == expected.ids)
        #expect(try await store.allItems().map(\.id) == ([1, 2] + ids).sorted())
        let after = try await store.add(NewTodoItem(title: "after", due: nil, created: TodoStoreContract.now))
        #expect(after.id == (expected.sequence ?? 0) + 1)
    }

    @Test(
        arguments: [
            ([100, 2, 100], 2), ([5, 5, 1], 5), ([nil, 4], 4), ([7, nil, 8], 8), ([nil, nil, 1, 4], 1),
        ] as [([TodoItem.ID?], TodoItem.ID)])
    func theFirstTakenIDIsNamedAndNothingIsStored(_ given: [TodoItem.ID?], taken: TodoItem.ID) async throws {
        let (store, _) = try await storeWithADeletedItem()
        let before = try await store.allItems()
        await #expect(throws: TodoStoreError.idAlreadyExists(taken)) {
            try await store.importItems(given.map { entry($0) })
        }
        #expect(try await store.allItems() == before)
        // The connection is reused: the next import works.
        #expect(try await store.importItems([entry(nil)]) == [4])
    }

    @Test func importedWordsAndTagsAreFound() async throws {
        let store = try SQLiteTodoStore(path: folder.file("todo.sqlite"))
        let many = (1...300).map { entry(nil, "filler \($0)", tags: ["bulk"]) }
        _ = try await store.importItems(
            many + [
                entry(nil, "Renew the passport", tags: ["Travel", "admin"]),
                entry(nil, "Call", notes: "ask about the mortgage", tags: ["home"]),
            ])
        func titles(_ text: String) async throws -> [String] {
            try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: text), page: .first(500)).map(\.title)
        }
        #expect(try await titles("passport") == ["Renew the passport"])
        #expect(try await titles("mortgage") == ["Call"])
        #expect(try await titles("+travel") == ["Renew the passport"])
        #expect(try await titles("+home mortgage") == ["Call"])
        #expect(try await titles("+bulk").count == 300)
        #expect(try await titles("filler 299") == ["filler 299"])
    }

    @Test func theSearchTablesMatchTheItemsAfterImports() async throws {
        let path = folder.file("todo.sqlite")
        let store = try SQLiteTodoStore(path: path)
        _ = try await store.importItems((1...200).map { entry(nil, "first \($0)", notes: "note", tags: ["a"]) })
        _ = try await store.delete(ids: [5, 6])
        _ = try await store.importItems((1...200).map { entry(nil, "second \($0)", tags: ["b", "c"]) })
        // Ids that fill gaps below the highest, beside a new one.
        _ = try await store.importItems([entry(5, "refilled gap", tags: ["d"]), entry(nil, "newest", notes: "gap")])
        func titles(_ text: String) async throws -> [String] {
            try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: text), page: .first(500)).map(\.title)
        }
        #expect(try await titles("refilled") == ["refilled gap"])
        #expect(try await titles("+d") == ["refilled gap"])
        #expect(try await titles("gap") == ["refilled gap", "newest"])
        #expect(try await titles("+c").count == 200)
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        try await queue.writeWithoutTransaction { db in
            for table in [SQLiteSearchSchema.textTable, SQLiteSearchSchema.tagTable] {
                try db.execute(sql: "INSERT INTO \(table)(\(table), rank) VALUES ('integrity-check', 1)")
            }
        }
    }

    /// On one connection, as the store's writer, inside one transaction: after imports that
    /// worked (new ids, and an id filling a gap) and imports that failed, the trigger that
    /// indexes new items is there with its own text, no temporary table is left, and a
    /// failed import stored none of its items.
    @Test func theSchemaIsWholeAfterEveryImport() throws {
        let queue = try DatabaseQueue()
        try SQLiteSchema.migrator.migrate(queue)
        let triggerText = "SELECT sql FROM sqlite_schema WHERE name = '\(SQLiteSearchSchema.insertTrigger)'"
        let original = try queue.read { db in try String.fetchOne(db, sql: triggerText) }
        #expect(original?.contains("INSERT INTO item_tags") == true)
        try queue.write { (db: Database) throws in
            func expectWhole(ids: [TodoItem.ID]) throws {
                #expect(try String.fetchOne(db, sql: triggerText) == original)
                #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_temp_master") == 0)
                #expect(try TodoItem.ID.fetchAll(db, sql: "SELECT id FROM item ORDER BY id") == ids)
            }
            #expect(try SQLiteItemWriter.insert([entry(nil), entry(nil), entry(7)], into: db) == [1, 2, 7])
            try expectWhole(ids: [1, 2, 7])
            #expect(try SQLiteItemWriter.insert([entry(3)], into: db) == [3])
            try expectWhole(ids: [1, 2, 3, 7])
            #expect(throws: TodoStoreError.idAlreadyExists(7)) {
                try SQLiteItemWriter.insert([entry(nil), entry(7)], into: db)
            }
            try expectWhole(ids: [1, 2, 3, 7])
            #expect(throws: TodoStoreError.idAlreadyExists(3)) {
                try SQLiteItemWriter.insert([entry(4), entry(3)], into: db)
            }
            try expectWhole(ids: [1, 2, 3, 7])
            #expect(try SQLiteItemWriter.insert([], into: db).isEmpty)
        }
    }

    /// Past the highest id todo gives (``TodoItem/highestID``), an item without an id is
    /// refused as having no number left (not as a full disk, SQLite's word); a taken id
    /// before it is named first.
    @Test func noIDIsLeftAfterTheHighest() throws {
        let queue = try DatabaseQueue()
        try SQLiteSchema.migrator.migrate(queue)
        let highest = TodoItem.highestID
        try queue.write { (db: Database) throws in
            #expect(throws: TodoStoreError.idAlreadyExists(1)) {
                try SQLiteItemWriter.insert([entry(1), entry(1), entry(highest), entry(nil)], into: db)
            }
            #expect(throws: TodoStoreError.noItemNumberLeft) {
                try SQLiteItemWriter.insert([entry(1), entry(highest), entry(nil)], into: db)
            }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM item") == 0)
        }
        #expect(SQLiteImportIDs.assign([nil, highest - 1, nil, nil, nil], after: 3) == [4, highest - 1, highest])
    }
}
