import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppCore

/// A database of the schema before tags (`v4-notes`, written by the previous release's
/// migrations) upgrades to `v5-tags-priority` keeping everything, its journal included,
/// and its items are found by the new search tables at once.
@Suite struct SQLiteTagsMigrationTests {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    /// For a session's pool and for one command's connection, on a database in WAL mode
    /// (as todo makes them) or not.
    @Test(arguments: [StoreUse.session, .oneCommand], [true, false])
    func aDatabaseOfThePreviousSchemaUpgradesWithoutLosingAnything(_ use: StoreUse, wal: Bool) async throws {
        let path = folder.file("v4.sqlite")
        let queue = try DatabaseQueue(path: path)
        if wal { try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = WAL") } }
        try await queue.write { db in try db.execute(sql: "PRAGMA application_id = \(SQLiteSchema.applicationID)") }
        try SQLiteSchema.migrator.migrate(queue, upTo: "v4-notes")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO item (id, title, due, created, completed, notes) VALUES
                        (1, 'Café with Ana', '2026-11-20', 1795600000, NULL, 'bring the book'),
                        (2, 'Buy milk', '9999-99-99', 1795600001, NULL, ''),
                        (3, 'Pay rent', '2026-11-18', 1795600002, 1795600100, '');
                    INSERT INTO undo_step (id, kind, created_ids) VALUES (1, 'import', '1-3'), (2, 'delete', '');
                    INSERT INTO undo_item (step, id, title, due, created, completed, notes)
                        VALUES (2, 4, 'Call mum', '2026-11-21', 1795600003, NULL, 'Sunday');
                    """)
        }
        try queue.close()

        let store = try SQLiteTodoStore(path: path, use: use)
        let items = try await store.allItems()
        #expect(items.map(\.title) == ["Café with Ana", "Buy milk", "Pay rent"])
        #expect(items.allSatisfy { $0.tags.isEmpty && $0.priority == nil })
        #expect(items.first?.notes == "bring the book")
        let cafe = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "cafe book"))
        #expect(cafe.map(\.id) == [1])
        #expect(try await store.completedItems(matching: ItemFilter(parsing: "rent"), limit: 5).map(\.id) == [3])
        // The previous release's journal still undoes, and the item it brings back is found.
        #expect(try await store.undoLastChange()?.kind == .delete)
        let mum = try await store.item(id: 4)
        #expect(mum.notes == "Sunday" && mum.tags.isEmpty && mum.priority == nil)
        #expect(try await store.countOpenItems(dueIn: .all, matching: ItemFilter(parsing: "sunday")) == 1)
        store.close()
        let applied = try await DatabaseQueue(path: path).read { db in try SQLiteSchema.migrator.appliedIdentifiers(db)
        }
        #expect(applied.contains("v5-tags-priority"))
    }
}
