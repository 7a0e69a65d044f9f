import AppCore
import Foundation
import PostgresScratch
import TestSupport
import Testing

/// The release before times of day kept a phone task's DUE with its time in the sync record
/// but gave the item the day alone: the upgrade gives the item that time.
extension PostgresUpgradeTests {
    @Test func anItemSyncedByTheReleaseBeforeTimesGetsTheTimeItsRecordHoldsOnUpgrade() async throws {
        try await TestServer.withDatabase { database in
            try restore("todo-postgres-v10.sql", into: database)
            _ = try await database.execute(
                "UPDATE todo_sync_item SET body = replace(body, 'DUE;VALUE=DATE:20261201', 'DUE:20261201T093000') "
                    + "WHERE item_id = 1")
            try await TestServer.withStore(database.urlText) { store in
                let item = try await store.item(id: 1)
                #expect(item.due == CalendarDay(iso: "2026-12-01"))
                #expect(item.dueTime == TimeOfDay(minutes: 9 * 60 + 30))
            }
        }
    }
}
