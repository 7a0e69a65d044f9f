import AppCore
import Foundation
import PostgresScratch
import PostgresStore
import TestSupport
import Testing

/// The dump of the release before times of day and start days (`todo-postgres-v10.sql`, see
/// Fixtures/README.md): items of every kind (due, someday, done, deleted, with notes, tags
/// and priorities, repeating with an end of either kind, imported with a source), the undo
/// journal of their last steps, and the sync state of a sync with a CalDAV server (ten
/// records). `todo-postgres-v10.export.json` is what that release's `todo export` printed.
extension PostgresUpgradeTests {
    /// The sync tables' rows, each as one line, in item order.
    func syncRows(_ database: ScratchDatabase) async throws -> [String] {
        try await database.execute(
            """
            SELECT item_id || ' ' || uid || ' ' || href || ' ' || coalesce(etag, '-') || ' ' || body
            FROM todo_sync_item ORDER BY item_id
            """)
            + database.execute("SELECT key || ' ' || value FROM todo_sync_meta ORDER BY key")
    }

    @Test func aDatabaseOfTheSyncReleaseUpgradesKeepingEveryItemFieldJournalStepAndSyncRecord() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v10.sql", into: database)
            let records = try await syncRows(database)
            #expect(records.count == 14)
            let exported = try String(
                contentsOf: Self.fixtures.appendingPathComponent("todo-postgres-v10.export.json"), encoding: .utf8)
            let todo = TodoBinary(database: database.urlText, now: "2026-11-27T19:00")
            // The first command upgrades the database; every item and field is as it was.
            let export = try todo.run(["export"])
            #expect(export.stdout == exported, "\(export.stderr)")
            #expect(try await database.execute(PostgresUpgradeTests.migrationsQuery) == Self.everyMigration)
            try await TestServer.withStore(database.urlText) { store in
                let items = try await store.allItems()
                #expect(items.map(\.id) == [1, 2, 3, 4, 5, 6, 8, 9, 10, 11])
                #expect(items.filter(\.isCompleted).map(\.id) == [2, 5])
                #expect(items.first { $0.id == 8 }?.source == "ical:dentist-2026@example.com")
                let state = try await store.syncState()
                #expect(state.records.map(\.itemID) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
                #expect(state.generation == 1)
                // Every item and record counts as changed since the last sync: the next sync
                // compares them all, once, as that release's syncs did.
                let start = try await store.syncStart()
                #expect(start.changedHere == Array(1...11))
                #expect(start.state.records.map(\.itemID) == Array(1...10))
                // The old journal undoes its last two steps: the rename, then the delete.
                #expect(try await store.undoLastChange()?.items.map(\.title) == ["Call the plumber"])
                #expect(try await store.undoLastChange()?.kind == .delete)
                #expect(try await store.item(id: 7).tags == ["home"])
                _ = try await store.edit(
                    id: 9, to: try await store.item(id: 9).fields.with(title: "Call the plumber about the boiler"))
                _ = try await store.delete(ids: [7])
            }
            #expect(try todo.run(["export"]).stdout == exported)
            #expect(try await syncRows(database) == records)
        }
    }
}

extension ItemFields {
    /// The same fields with another title.
    fileprivate func with(title: String) -> ItemFields {
        var fields = self
        fields.title = title
        return fields
    }
}
