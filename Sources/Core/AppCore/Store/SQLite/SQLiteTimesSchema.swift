import GRDB

/// Migration `v14-times-and-start`: items get a time of day on their due day and a start
/// day before which they stay out of the upcoming list.
enum SQLiteTimesSchema {
    /// Adds `due_time` (minutes since midnight, ``SQLiteDue/noTime`` for none: not NULL, so
    /// that a page's anchor compares it as a row value) and `start` (`YYYY-MM-DD`, NULL for
    /// none) to the items and the undo journal (both its tables), and rebuilds the list's covering index in
    /// the new list order (a day's items by time, the untimed ones first), with the start
    /// day in it, so that the upcoming list still reads only the index.
    static func addTimesAndStart(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(SQLiteDue.noTime);
                ALTER TABLE item ADD COLUMN start TEXT;
                ALTER TABLE undo_item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(SQLiteDue.noTime);
                ALTER TABLE undo_item ADD COLUMN start TEXT;
                ALTER TABLE redo_item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(SQLiteDue.noTime);
                ALTER TABLE redo_item ADD COLUMN start TEXT;
                DROP INDEX item_open_in_list_order;
                CREATE INDEX item_open_in_list_order
                    ON item(due, due_time, priority, created, id, title, tags, recurrence, start, completed)
                    WHERE completed IS NULL;
                """)
        try repairSyncedTimes(db)
    }

    /// Gives items synced by the release before the time of day and the start day their
    /// records hold (``SyncTimeRepair``).
    private static func repairSyncedTimes(_ db: Database) throws {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT item.id, item.due, sync_item.body FROM item JOIN sync_item ON sync_item.item_id = item.id
                WHERE item.due_time = ? AND item.start IS NULL AND sync_item.href <> ''
                """, arguments: [SQLiteDue.noTime])
        for row in rows {
            let id: Int64 = row[0]
            let due: String = row[1]
            let body: String = row[2]
            if let day = CalendarDay(iso: due), let time = SyncTimeRepair.time(inRecord: body, due: day) {
                try db.execute(
                    sql: "UPDATE item SET due_time = ? WHERE id = ?", arguments: [SQLiteDue.number(time), id])
            }
            if let start = SyncTimeRepair.start(inRecord: body) {
                try db.execute(sql: "UPDATE item SET start = ? WHERE id = ?", arguments: [start.iso, id])
            }
        }
    }
}
