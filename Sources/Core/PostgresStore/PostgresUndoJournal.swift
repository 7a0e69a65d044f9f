import AppCore
import Foundation
import Logging
import PostgresNIO

/// The undo journal on a PostgreSQL database (tables `todo_undo_step`, `todo_undo_item`
/// and `todo_redo_item`): written in the transaction of the change it records, read step
/// by step by undo and redo. Every function here runs inside a transaction that holds the
/// ``PostgresJournalLock``: changes, undo and redo take turns across every client. See
/// ``UndoJournal`` for the rules.
enum PostgresUndoJournal {
    /// Records a step made at `made` (`after`: the changed items as it left them, which
    /// history names), clears every step that could be redone, and prunes the steps beyond
    /// ``UndoJournal/keptSteps``.
    static func record(
        _ kind: ChangeKind, created: [TodoItem.ID], before: [TodoItem], after: [TodoItem] = [], made: Date,
        _ connection: PostgresConnection, _ logger: Logger
    ) async throws {
        try await connection.query("DELETE FROM todo_undo_step WHERE undone", logger: logger)
        var createdTitles: [String] = []
        let named = after.isEmpty ? before.count : after.count
        if StepDescription.needsCreatedTitles(kind: kind, named: named), !created.isEmpty {
            let first = Array(created.prefix(StepDescription.keptTitles))
            let titles = try await connection.query(
                "SELECT title FROM todo_item WHERE id = ANY(\(first)) ORDER BY id", logger: logger)
            for try await title in titles.decode(String.self) { createdTitles.append(title) }
        }
        let description = StepDescription.of(
            kind, before: before, after: after, createdCount: created.count, createdTitles: createdTitles)
        let rows = try await connection.query(
            """
            INSERT INTO todo_undo_step (kind, created_ids, made, item_count, titles)
            VALUES (\(kind.rawValue), \(IDRanges.encode(created)), \(PostgresTodoStore.seconds(made)),
                \(Int64(description.count)), \(description.storedTitles))
            RETURNING id
            """, logger: logger)
        var step: Int64 = 0
        for try await id in rows.decode(Int64.self) { step = id }
        if !before.isEmpty {
            try await connection.query(
                """
                INSERT INTO todo_undo_item
                    (step, id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start)
                SELECT \(step), id, title, due::date, created, NULLIF(completed, \(Int64.min)), notes, tags, priority,
                    NULLIF(recurrence, ''), NULLIF(source, ''), due_time, NULLIF(start, '')::date
                FROM unnest(\(before.map(\.id)), \(before.map(\.title)), \(before.map { PostgresDue.text($0.due) }),
                    \(before.map { PostgresTodoStore.seconds($0.created) }),
                    \(before.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }),
                    \(before.map(\.notes)), \(before.map { $0.tags.joined(separator: " ") }),
                    \(before.map { Int64(Priority.rank($0.priority)) }),
                    \(before.map { $0.recurrence?.storageText ?? "" }), \(before.map { $0.source ?? "" }),
                    \(before.map { PostgresDue.number($0.dueTime) }), \(before.map { $0.start?.iso ?? "" }))
                    AS item(
                        id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start)
                """, logger: logger)
        }
        try await connection.query(
            "DELETE FROM todo_undo_step WHERE id <= \(step - Int64(UndoJournal.keptSteps))", logger: logger)
    }

    /// Reverts the most recent step not yet undone and marks it undone, keeping the items
    /// as it had left them for redo; `nil` when there is none. No other change commits
    /// between reading the step and reverting it: the caller holds the
    /// ``PostgresJournalLock``, which every change takes first.
    static func undoLast(_ connection: PostgresConnection, _ logger: Logger) async throws -> UndoneChange? {
        guard let (step, kind, created) = try await Self.firstStep("NOT undone ORDER BY id DESC", connection, logger)
        else { return nil }
        if kind == .sync {
            let ids = try await connection.query(
                "SELECT id FROM todo_undo_item WHERE step = \(step)", logger: logger)
            var restored: [TodoItem.ID] = []
            for try await id in ids.decode(Int64.self) { restored.append(id) }
            try await PostgresSyncState.undo(
                created: IDRanges.decode(created), restored: restored, connection, logger)
        }
        // A sync's undo changed the sync state too: it leaves the journal, with what could be
        // redone after it (``UndoJournal``); any other step is kept for redo.
        let redoable = kind != .sync
        if redoable {
            try await keepForRedo(
                step, "id IN (SELECT id FROM todo_undo_item WHERE step = \(step))", connection, logger)
        }
        var gone: [TodoItem] = []
        var goneCount = 0
        for range in IDRanges.decode(created) {
            if redoable {
                try await keepForRedo(
                    step, "id BETWEEN \(range.lowerBound) AND \(range.upperBound)", connection, logger)
            }
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
        let restored = try await items("todo_undo_item", step, connection, logger)
        try await PostgresItemChanges.putBack(restored, connection, logger)
        if redoable {
            try await connection.query("UPDATE todo_undo_step SET undone = true WHERE id = \(step)", logger: logger)
        } else {
            try await connection.query("DELETE FROM todo_undo_step WHERE id >= \(step)", logger: logger)
        }
        guard !restored.isEmpty else { return UndoneChange(kind: kind, items: gone, count: goneCount) }
        return UndoneChange(
            kind: kind, items: Array(restored.prefix(UndoneChange.itemLimit)), count: restored.count, removed: gone)
    }

    /// Re-applies the step undone most recently (the first undone one: undone steps are the
    /// journal's last) and marks it done again; `nil` when none is undone. Holds the
    /// ``PostgresJournalLock`` as undo does.
    static func redoLast(_ connection: PostgresConnection, _ logger: Logger) async throws -> RedoneChange? {
        guard let (step, kind, created) = try await Self.firstStep("undone ORDER BY id", connection, logger)
        else { return nil }
        let before = try await items("todo_undo_item", step, connection, logger)
        let again = try await items("todo_redo_item", step, connection, logger)
        try await connection.query(
            "DELETE FROM todo_item WHERE id IN (SELECT id FROM todo_undo_item WHERE step = \(step))", logger: logger)
        for range in IDRanges.decode(created) {
            try await connection.query(
                "DELETE FROM todo_item WHERE id BETWEEN \(range.lowerBound) AND \(range.upperBound)", logger: logger)
        }
        try await PostgresItemChanges.putBack(again, connection, logger)
        try await connection.query("DELETE FROM todo_redo_item WHERE step = \(step)", logger: logger)
        try await connection.query("UPDATE todo_undo_step SET undone = false WHERE id = \(step)", logger: logger)
        return RedoneChange.reporting(kind: kind, before: before, again: again)
    }

    /// Copies the items `condition` selects, as they are, into the redo items of `step`.
    private static func keepForRedo(
        _ step: Int64, _ condition: String, _ connection: PostgresConnection, _ logger: Logger
    ) async throws {
        try await connection.query(
            """
            INSERT INTO todo_redo_item
                (step, id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start)
            SELECT \(step), id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start
            FROM todo_item WHERE \(unescaped: condition)
            """, logger: logger)
    }

    /// The items `table` (`todo_undo_item` or `todo_redo_item`) keeps for `step`, by id.
    private static func items(
        _ table: String, _ step: Int64, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [TodoItem] {
        let rows = try await connection.query(
            "SELECT \(unescaped: PostgresTodoStore.columns) FROM \(unescaped: table) WHERE step = \(step) ORDER BY id",
            logger: logger)
        var items: [TodoItem] = []
        for try await row in rows.decode(PostgresTodoStore.Row.self) { items.append(try PostgresTodoStore.item(row)) }
        return items
    }

    /// The first step `clause` orders (`CONDITION ORDER BY ...`): its id, kind and created ids.
    private static func firstStep(
        _ clause: String, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> (Int64, ChangeKind, String)? {
        let steps = try await connection.query(
            "SELECT id, kind, created_ids FROM todo_undo_step WHERE \(unescaped: clause) LIMIT 1", logger: logger)
        var found: (Int64, String, String)?
        for try await row in steps.decode((Int64, String, String).self) { found = row }
        guard let (step, kindName, created) = found else { return nil }
        guard let kind = ChangeKind(rawValue: kindName) else { throw PostgresUndoError.unknownKind(step, kindName) }
        return (step, kind, created)
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
