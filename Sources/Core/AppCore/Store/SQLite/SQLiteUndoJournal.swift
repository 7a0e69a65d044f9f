import Foundation
import GRDB
import GRDBSQLite

/// The undo journal in an SQLite database (tables `undo_step`, `undo_item` and
/// `redo_item`): written in the transaction of the change it records, read step by step by
/// undo and redo. See ``UndoJournal`` for the rules.
enum SQLiteUndoJournal {
    /// Records a step made at `made`: the ids the change created, the items it changed or
    /// deleted as they were before it, and what history says of it (`after`: the changed
    /// items as it left them). Clears every step that could be redone, and prunes the
    /// steps beyond ``UndoJournal/keptSteps``.
    static func record(
        _ kind: ChangeKind, created: [TodoItem.ID], before: [TodoItem], after: [TodoItem] = [], made: Date,
        _ db: any SQLiteStatements
    ) throws {
        try clearRedoable(db)
        let named = after.isEmpty ? before.count : after.count
        var createdTitles: [String] = []
        if StepDescription.needsCreatedTitles(kind: kind, named: named), !created.isEmpty {
            let first = Array(created.prefix(StepDescription.keptTitles))
            let marks = JoinedText.of(Array(repeating: "?", count: first.count), separator: ",")
            createdTitles = try db.texts(
                "SELECT title FROM item WHERE id IN (\(marks)) ORDER BY id", first.map { .integer($0) })
        }
        let description = StepDescription.of(
            kind, before: before, after: after, createdCount: created.count, createdTitles: createdTitles)
        try db.run(
            "INSERT INTO undo_step (kind, created_ids, made, item_count, titles) VALUES (?, ?, ?, ?, ?)",
            [
                .text(kind.rawValue), .text(IDRanges.encode(created)), .integer(SQLiteItemChanges.seconds(made)),
                .number(description.count), .text(description.storedTitles),
            ])
        let step = db.lastInsertedRowID
        if !before.isEmpty {
            let sql = """
                INSERT INTO undo_item
                    (step, id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
                        .integer(SQLiteDue.number(item.dueTime)), .textOrNull(item.start?.iso),
                    ])
            }
        }
        let oldest = step - Int64(UndoJournal.keptSteps)
        if oldest > 0 {
            try db.run("DELETE FROM undo_item WHERE step <= ?", [.integer(oldest)])
            try db.run("DELETE FROM redo_item WHERE step <= ?", [.integer(oldest)])
            try db.run("DELETE FROM undo_step WHERE id <= ?", [.integer(oldest)])
        }
    }

    /// Removes the steps that could be redone: a new change was made over what they left.
    private static func clearRedoable(_ db: any SQLiteStatements) throws {
        guard let first = try db.integer("SELECT min(id) FROM undo_step WHERE undone = 1") else { return }
        try clear(from: first, db)
    }

    /// Removes the steps from `first` on.
    private static func clear(from first: Int64, _ db: any SQLiteStatements) throws {
        try db.run("DELETE FROM undo_item WHERE step >= ?", [.integer(first)])
        try db.run("DELETE FROM redo_item WHERE step >= ?", [.integer(first)])
        try db.run("DELETE FROM undo_step WHERE id >= ?", [.integer(first)])
    }

    /// Reverts the most recent step not yet undone and marks it undone, keeping the items
    /// as it had left them for redo; `nil` when there is none.
    static func undoLast(_ db: any SQLiteStatements) throws -> UndoneChange? {
        guard let (step, kind, createdIDs) = try firstStep("WHERE undone = 0 ORDER BY id DESC", db) else { return nil }
        if kind == .sync {
            try SQLiteSyncState.undo(
                created: IDRanges.decode(createdIDs),
                restored: db.texts("SELECT id FROM undo_item WHERE step = ?", [.integer(step)]).compactMap {
                    TodoItem.ID($0)
                }, db)
        }
        let columns = SQLiteItemChanges.columns
        let kept = "INSERT INTO redo_item (step, \(columns)) SELECT ?, \(columns) FROM item"
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
            if kind != .sync {
                try db.run(
                    kept + " WHERE id BETWEEN ? AND ?",
                    [.integer(step), .integer(range.lowerBound), .integer(range.upperBound)])
            }
            try db.run(
                "DELETE FROM item WHERE id BETWEEN ? AND ?", [.integer(range.lowerBound), .integer(range.upperBound)])
            goneCount += db.changesCount
        }
        if kind != .sync {
            try db.run(
                kept + " WHERE id IN (SELECT id FROM undo_item WHERE step = ?)", [.integer(step), .integer(step)])
        }
        // Delete, then insert: a REPLACE would not fire the delete trigger that keeps the
        // search tables in step. The rows go back through the store, which folds their words.
        let restored = try SQLiteItemReader.items(
            db, sql: "SELECT \(SQLiteItemChanges.columns) FROM undo_item WHERE step = ? ORDER BY id", [.integer(step)])
        try db.run("DELETE FROM item WHERE id IN (SELECT id FROM undo_item WHERE step = ?)", [.integer(step)])
        try SQLiteItemChanges.putBack(restored, db)
        if kind == .sync {
            // A sync's undo changed the sync state too: it leaves the journal, with what
            // could be redone after it (``UndoJournal``).
            try clear(from: step, db)
        } else {
            try db.run("UPDATE undo_step SET undone = 1 WHERE id = ?", [.integer(step)])
        }
        guard !restored.isEmpty else { return UndoneChange(kind: kind, items: gone, count: goneCount) }
        return UndoneChange(
            kind: kind, items: Array(restored.prefix(UndoneChange.itemLimit)), count: restored.count, removed: gone)
    }

    /// Re-applies the step undone most recently (the first undone one: undone steps are the
    /// journal's last) and marks it done again; `nil` when none is undone.
    static func redoLast(_ db: any SQLiteStatements) throws -> RedoneChange? {
        guard let (step, kind, createdIDs) = try firstStep("WHERE undone = 1 ORDER BY id", db) else { return nil }
        let before = try SQLiteItemReader.items(
            db, sql: "SELECT \(SQLiteItemChanges.columns) FROM undo_item WHERE step = ? ORDER BY id", [.integer(step)])
        let again = try SQLiteItemReader.items(
            db, sql: "SELECT \(SQLiteItemChanges.columns) FROM redo_item WHERE step = ? ORDER BY id", [.integer(step)])
        try db.run("DELETE FROM item WHERE id IN (SELECT id FROM undo_item WHERE step = ?)", [.integer(step)])
        for range in IDRanges.decode(createdIDs) {
            try db.run(
                "DELETE FROM item WHERE id BETWEEN ? AND ?", [.integer(range.lowerBound), .integer(range.upperBound)])
        }
        try SQLiteItemChanges.putBack(again, db)
        try db.run("DELETE FROM redo_item WHERE step = ?", [.integer(step)])
        try db.run("UPDATE undo_step SET undone = 0 WHERE id = ?", [.integer(step)])
        return RedoneChange.reporting(kind: kind, before: before, again: again)
    }

    /// The first step `clause` orders (`WHERE ... ORDER BY ...`): its id, kind and created ids.
    private static func firstStep(_ clause: String, _ db: any SQLiteStatements) throws
        -> (Int64, ChangeKind, String)?
    {
        var found: (step: Int64, kind: String, created: String)?
        try db.forEachRow("SELECT id, kind, created_ids FROM undo_step \(clause) LIMIT 1") { row in
            found = (sqlite3_column_int64(row, 0), SQLiteColumn.text(row, 1), SQLiteColumn.text(row, 2))
        }
        guard let (step, kindName, createdIDs) = found else { return nil }
        guard let kind = ChangeKind(rawValue: kindName) else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "undo step \(step) is of the unknown kind \(kindName)")
        }
        return (step, kind, createdIDs)
    }
}
