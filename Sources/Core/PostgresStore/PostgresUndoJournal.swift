import AppCore
import Logging
import PostgresNIO

/// The undo journal on a PostgreSQL database (tables `todo_undo_step` and
/// `todo_undo_item`): written in the transaction of the change it records, read and
/// emptied step by step by undo. Every function here runs inside a transaction that holds
/// the ``PostgresJournalLock``: changes and undo take turns across every client. See
/// ``UndoJournal`` for the rules.
enum PostgresUndoJournal {
    /// Records a step, and prunes the steps beyond ``UndoJournal/keptSteps``.
    static func record(
        _ kind: ChangeKind, created: [TodoItem.ID], before: [TodoItem], _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws {
        let rows = try await connection.query(
            "INSERT INTO todo_undo_step (kind, created_ids) VALUES (\(kind.rawValue), \(IDRanges.encode(created))) RETURNING id",
            logger: logger)
        var step: Int64 = 0
        for try await id in rows.decode(Int64.self) { step = id }
        if !before.isEmpty {
            try await connection.query(
                """
                INSERT INTO todo_undo_item
                    (step, id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time)
                SELECT \(step), id, title, due::date, created, NULLIF(completed, \(Int64.min)), notes, tags, priority,
                    NULLIF(recurrence, ''), NULLIF(source, ''), due_time
                FROM unnest(\(before.map(\.id)), \(before.map(\.title)), \(before.map { PostgresDue.text($0.due) }),
                    \(before.map { PostgresTodoStore.seconds($0.created) }),
                    \(before.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }),
                    \(before.map(\.notes)), \(before.map { $0.tags.joined(separator: " ") }),
                    \(before.map { Int64(Priority.rank($0.priority)) }),
                    \(before.map { $0.recurrence?.storageText ?? "" }), \(before.map { $0.source ?? "" }),
                    \(before.map { PostgresDue.number($0.dueTime) }))
                    AS item(id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time)
                """, logger: logger)
        }
        try await connection.query(
            "DELETE FROM todo_undo_step WHERE id <= \(step - Int64(UndoJournal.keptSteps))", logger: logger)
    }

    /// Reverts the most recent step and removes it; `nil` when the journal is empty. No
    /// other change commits between reading the step and reverting it: the caller holds
    /// the ``PostgresJournalLock``, which every change takes first.
    static func undoLast(_ connection: PostgresConnection, _ logger: Logger) async throws -> UndoneChange? {
        let steps = try await connection.query(
            "SELECT id, kind, created_ids FROM todo_undo_step ORDER BY id DESC LIMIT 1", logger: logger)
        var found: (Int64, String, String)?
        for try await row in steps.decode((Int64, String, String).self) { found = row }
        guard let (step, kindName, created) = found else { return nil }
        guard let kind = ChangeKind(rawValue: kindName) else { throw PostgresUndoError.unknownKind(step, kindName) }
        var gone: [TodoItem] = []
        var goneCount = 0
        for range in IDRanges.decode(created) {
            let deleted = try await connection.query(
                """
                DELETE FROM todo_item WHERE id BETWEEN \(range.lowerBound) AND \(range.upperBound)
                RETURNING \(unescaped: PostgresTodoStore.columns)
                """, logger: logger)
            for try await row in deleted.decode(PostgresTodoStore.Row.self) {
                goneCount += 1
                if gone.count < UndoneChange.itemLimit { gone.append(try PostgresTodoStore.item(row)) }
            }
        }
        // The rows go back through the store, which folds their words.
        let restoredRows = try await connection.query(
            """
            SELECT \(unescaped: PostgresTodoStore.columns) FROM todo_undo_item WHERE step = \(step) ORDER BY id
            """, logger: logger)
        var restored: [TodoItem] = []
        for try await row in restoredRows.decode(PostgresTodoStore.Row.self) {
            restored.append(try PostgresTodoStore.item(row))
        }
        try await PostgresItemChanges.putBack(restored, connection, logger)
        try await connection.query("DELETE FROM todo_undo_step WHERE id = \(step)", logger: logger)
        restored.sort { $0.id < $1.id }
        guard !restored.isEmpty else { return UndoneChange(kind: kind, items: gone, count: goneCount) }
        return UndoneChange(
            kind: kind, items: Array(restored.prefix(UndoneChange.itemLimit)), count: restored.count, removed: gone)
    }
}

/// A journal step todo cannot read.
enum PostgresUndoError: Error, CustomStringConvertible {
    /// A step of a kind this version does not know.
    case unknownKind(Int64, String)

    var description: String {
        switch self {
        case .unknownKind(let step, let kind): "undo step \(step) is of the unknown kind \(kind)"
        }
    }
}
