import Foundation
import GRDB
import TestSupport
import Testing

/// The release before times of day kept a phone task's DUE with its time in the sync record
/// but gave the item the day alone: the upgrade gives the item that time, so that the first
/// sync after it does not send the task back without it.
extension SchemaEvolutionTests {
    @Test func anItemSyncedByTheReleaseBeforeTimesGetsTheTimeItsRecordHoldsOnUpgrade() throws {
        let folder = try TemporaryDirectory()
        let path = try copy("todo-schema-v12.sqlite", into: folder)
        try DatabaseQueue(path: path).write { db in
            // Item 1 is due on 1 December; item 4 on 30 November, its record now a day later.
            try db.execute(
                sql: "UPDATE sync_item SET body = replace(body, 'DUE;VALUE=DATE:20261201', 'DUE:20261201T093000') "
                    + "WHERE item_id = 1")
            try db.execute(
                sql: "UPDATE sync_item SET body = replace(body, 'DUE;VALUE=DATE:20261130', 'DUE:20261201T080000') "
                    + "WHERE item_id = 4")
        }
        let todo = TodoBinary(database: path, now: "2026-11-27T19:00")
        #expect(try todo.run(["undo"]).status == 0)
        #expect(try migrations(path) == Self.everyMigration)
        let exported = Data(try todo.run(["export"]).stdout.utf8)
        let items = try JSONSerialization.jsonObject(with: exported) as? [[String: Any]]
        let due = Dictionary(
            uniqueKeysWithValues: (items ?? []).compactMap { item in
                (item["id"] as? Int).map { ($0, item["due"] as? String ?? "") }
            })
        #expect(due[1] == "2026-12-01T09:30")
        #expect(due[4] == "2026-11-30", "a record of another day gives no time")
    }
}
