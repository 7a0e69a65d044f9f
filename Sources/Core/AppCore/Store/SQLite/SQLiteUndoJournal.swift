import Foundation
import GRDB

/// The undo journal in an SQLite database (tables `undo_step` and `undo_item`): written in
/// the transaction of the change it records, read and emptied step by step by undo. See
/// ``UndoJournal`` for the rules.
enum SQLiteUndoJournal {
    /// Records a step: the ids the change created, and the items it changed or deleted
    /// as they were before it. Prunes the steps beyond ``UndoJournal/keptSteps``.
    static func record(_ kind: ChangeKind, created: [TodoItem.ID], before: [TodoItem], _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO undo_step (kind, created_ids) VALUES (?, ?)")
            .execute(arguments: [kind.rawValue, IDRanges.encode(created)])
        let step = db.lastInsertedRowID
        if !before.isEmpty {
            let statement = try db.cachedStatement(
                sql: """
                    INSERT INTO undo_item
                        (step, id, title, due, created, completed, notes, tags, priority, recurrence, source)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
            for item in before {
                try statement.execute(arguments: [
                    step, item.id, item.title, SQLiteDue.text(item.due), SQLiteItemChanges.seconds(item.created),
                    item.completed.map(SQLiteItemChanges.seconds), item.notes, SQLiteSearchSchema.text(item.tags),
                    Priority.rank(item.priority), item.recurrence?.storageText, item.source,
                ])
            }
        }
        let oldest = step - Int64(UndoJournal.keptSteps)
        if oldest > 0 {
            try db.cachedStatement(sql: "DELETE FROM undo_item WHERE step <= ?").execute(arguments: [oldest])
            try db.cachedStatement(sql: "DELETE FROM undo_step WHERE id <= ?").execute(arguments: [oldest])
        }
    }

    /// Reverts the most recent step and removes it; `nil` when the journal is empty.
    static func undoLast(_ db: Database) throws -> UndoneChange? {
        guard
            let row = try Row.fetchOne(db, sql: "SELECT id, kind, created_ids FROM undo_step ORDER BY id DESC LIMIT 1")
        else {
            return nil
        }
        let step: Int64 = row[0]
        let kindName: String = row[1]
        guard let kind = ChangeKind(rawValue: kindName) else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "undo step \(step) is of the unknown kind \(kindName)")
        }
        var gone: [TodoItem] = []
        var goneCount = 0
        for range in IDRanges.decode(row[2]) {
            let room = UndoneChange.itemLimit - gone.count
            if room > 0 {
                gone += try SQLiteItemReader.items(
                    db,
                    sql: "SELECT \(SQLiteItemChanges.columns) FROM item WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?",
                    arguments: [range.lowerBound, range.upperBound, room])
            }
            try db.execute(
                sql: "DELETE FROM item WHERE id BETWEEN ? AND ?", arguments: [range.lowerBound, range.upperBound])
            goneCount += db.changesCount
        }
        // Delete, then insert: a REPLACE would not fire the delete trigger that keeps the
        // search tables in step. The rows go back through the store, which folds their words.
        let restored = try SQLiteItemReader.items(
            db, sql: "SELECT \(SQLiteItemChanges.columns) FROM undo_item WHERE step = ? ORDER BY id", arguments: [step])
        try db.execute(sql: "DELETE FROM item WHERE id IN (SELECT id FROM undo_item WHERE step = ?)", arguments: [step])
        try SQLiteItemChanges.putBack(restored, db)
        try db.execute(
            sql: """
                DELETE FROM undo_item WHERE step = ?;
                DELETE FROM undo_step WHERE id = ?;
                """, arguments: [step, step])
        guard !restored.isEmpty else { return UndoneChange(kind: kind, items: gone, count: goneCount) }
        return UndoneChange(
            kind: kind, items: Array(restored.prefix(UndoneChange.itemLimit)), count: restored.count, removed: gone)
    }
}
