import Foundation
import GRDB
import GRDBSQLite

/// The undo journal in an SQLite database (tables `undo_step` and `undo_item`): written in
/// the transaction of the change it records, read and emptied step by step by undo. See
/// ``UndoJournal`` for the rules.
enum SQLiteUndoJournal {
    /// Records a step: the ids the change created, and the items it changed or deleted
    /// as they were before it. Prunes the steps beyond ``UndoJournal/keptSteps``.
    static func record(_ kind: ChangeKind, created: [TodoItem.ID], before: [TodoItem], _ db: any SQLiteStatements)
        throws
    {
        try db.run(
            "INSERT INTO undo_step (kind, created_ids) VALUES (?, ?)",
            [.text(kind.rawValue), .text(IDRanges.encode(created))])
        let step = db.lastInsertedRowID
        if !before.isEmpty {
            let sql = """
                INSERT INTO undo_item
                    (step, id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
            for item in before {
                try db.run(
                    sql,
                    [
                        .integer(step), .integer(item.id), .text(item.title), .text(SQLiteDue.text(item.due)),
                        .integer(SQLiteItemChanges.seconds(item.created)),
                        item.completed.map { .integer(SQLiteItemChanges.seconds($0)) } ?? .null, .text(item.notes),
                        .text(SQLiteSearchSchema.text(item.tags)), .number(Priority.rank(item.priority)),
                        .textOrNull(item.recurrence?.storageText), .textOrNull(item.source),
                        .integer(SQLiteDue.number(item.dueTime)),
                    ])
            }
        }
        let oldest = step - Int64(UndoJournal.keptSteps)
        if oldest > 0 {
            try db.run("DELETE FROM undo_item WHERE step <= ?", [.integer(oldest)])
            try db.run("DELETE FROM undo_step WHERE id <= ?", [.integer(oldest)])
        }
    }

    /// Reverts the most recent step and removes it; `nil` when the journal is empty.
    static func undoLast(_ db: any SQLiteStatements) throws -> UndoneChange? {
        var last: (step: Int64, kind: String, created: String)?
        try db.forEachRow("SELECT id, kind, created_ids FROM undo_step ORDER BY id DESC LIMIT 1") { row in
            last = (sqlite3_column_int64(row, 0), SQLiteColumn.text(row, 1), SQLiteColumn.text(row, 2))
        }
        guard let (step, kindName, createdIDs) = last else { return nil }
        guard let kind = ChangeKind(rawValue: kindName) else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "undo step \(step) is of the unknown kind \(kindName)")
        }
        var gone: [TodoItem] = []
        var goneCount = 0
        for range in IDRanges.decode(createdIDs) {
            let room = UndoneChange.itemLimit - gone.count
            if room > 0 {
                gone += try SQLiteItemReader.items(
                    db,
                    sql: "SELECT \(SQLiteItemChanges.columns) FROM item WHERE id BETWEEN ? AND ? ORDER BY id LIMIT ?",
                    [.integer(range.lowerBound), .integer(range.upperBound), .number(room)])
            }
            try db.run(
                "DELETE FROM item WHERE id BETWEEN ? AND ?", [.integer(range.lowerBound), .integer(range.upperBound)])
            goneCount += db.changesCount
        }
        // Delete, then insert: a REPLACE would not fire the delete trigger that keeps the
        // search tables in step. The rows go back through the store, which folds their words.
        let restored = try SQLiteItemReader.items(
            db, sql: "SELECT \(SQLiteItemChanges.columns) FROM undo_item WHERE step = ? ORDER BY id", [.integer(step)])
        try db.run("DELETE FROM item WHERE id IN (SELECT id FROM undo_item WHERE step = ?)", [.integer(step)])
        try SQLiteItemChanges.putBack(restored, db)
        try db.run("DELETE FROM undo_item WHERE step = ?", [.integer(step)])
        try db.run("DELETE FROM undo_step WHERE id = ?", [.integer(step)])
        guard !restored.isEmpty else { return UndoneChange(kind: kind, items: gone, count: goneCount) }
        return UndoneChange(
            kind: kind, items: Array(restored.prefix(UndoneChange.itemLimit)), count: restored.count, removed: gone)
    }
}
