import Foundation
import GRDB
import GRDBSQLite

/// What the SQLite undo journal tells without changing anything: its history, and when
/// items were last changed here.
enum SQLiteJournalReads {
    /// The last `limit` steps, newest first (at most ``UndoJournal/keptSteps`` rows: a
    /// read of the small step table alone).
    static func history(limit: Int, _ db: any SQLiteStatements) throws -> [JournalStep] {
        var steps: [JournalStep] = []
        try db.forEachRow(
            "SELECT id, kind, made, item_count, titles, undone FROM undo_step ORDER BY id DESC LIMIT ?",
            [.number(max(0, limit))]
        ) { row in
            let kindName = SQLiteColumn.text(row, 1)
            guard let kind = ChangeKind(rawValue: kindName) else {
                throw DatabaseError(
                    resultCode: .SQLITE_CORRUPT,
                    message: "undo step \(sqlite3_column_int64(row, 0)) is of the unknown kind \(kindName)")
            }
            let made =
                sqlite3_column_type(row, 2) == SQLITE_NULL
                ? nil : Date(timeIntervalSince1970: Double(sqlite3_column_int64(row, 2)))
            let count = sqlite3_column_type(row, 3) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(row, 3))
            steps.append(
                JournalStep(
                    number: sqlite3_column_int64(row, 0), kind: kind, made: made, count: count,
                    titles: StepDescription.titles(stored: SQLiteColumn.text(row, 4)),
                    isUndone: sqlite3_column_int64(row, 5) != 0))
        }
        return steps
    }

    /// When each of `ids` was last changed by a step not undone (``TodoStore/lastChangeTimes(of:)``).
    static func lastChangeTimes(of ids: [TodoItem.ID], _ db: any SQLiteStatements) throws -> [TodoItem.ID: Date] {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return [:] }
        var latest = LatestChanges()
        try db.forEachRow(
            "SELECT id, made, created_ids FROM undo_step WHERE undone = 0 AND made IS NOT NULL AND created_ids != ''"
        ) { row in
            let step = sqlite3_column_int64(row, 0)
            let made = sqlite3_column_int64(row, 1)
            for range in IDRanges.decode(SQLiteColumn.text(row, 2)) {
                for id in wanted where range.contains(id) { latest.note(id, step: step, made: made) }
            }
        }
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let marks = JoinedText.of(Array(repeating: "?", count: chunk.count), separator: ",")
            try db.forEachRow(
                """
                SELECT undo_item.id, undo_step.id, undo_step.made FROM undo_item
                    JOIN undo_step ON undo_step.id = undo_item.step
                    WHERE undo_item.id IN (\(marks)) AND undo_step.undone = 0 AND undo_step.made IS NOT NULL
                """, chunk.map { .integer($0) }
            ) { row in
                latest.note(
                    sqlite3_column_int64(row, 0), step: sqlite3_column_int64(row, 1), made: sqlite3_column_int64(row, 2)
                )
            }
        }
        return latest.times
    }
}
