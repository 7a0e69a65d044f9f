import AppCore
import Foundation
import Logging
import PostgresNIO

/// What the PostgreSQL undo journal tells without changing anything: its history, and when
/// items were last changed here.
enum PostgresJournalReads {
    /// The last `limit` steps, newest first (a read of the small step table alone).
    static func history(limit: Int, _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [JournalStep]
    {
        let rows = try await connection.query(
            """
            SELECT id, kind, made, item_count, titles, undone FROM todo_undo_step ORDER BY id DESC LIMIT \(Int64(max(0, limit)))
            """, logger: logger)
        var steps: [JournalStep] = []
        for try await (id, kindName, made, count, titles, undone) in rows.decode(
            (Int64, String, Int64?, Int64?, String, Bool).self)
        {
            guard let kind = ChangeKind(rawValue: kindName) else { throw PostgresUndoError.unknownKind(id, kindName) }
            steps.append(
                JournalStep(
                    number: id, kind: kind, made: made.map { Date(timeIntervalSince1970: Double($0)) },
                    count: count.map(Int.init), titles: StepDescription.titles(stored: titles), isUndone: undone))
        }
        return steps
    }

    /// When each of `ids` was last changed by a step not undone (``TodoStore/lastChangeTimes(of:)``).
    static func lastChangeTimes(of ids: [TodoItem.ID], _ connection: PostgresConnection, _ logger: Logger)
        async throws -> [TodoItem.ID: Date]
    {
        let wanted = Set(ids)
        guard !wanted.isEmpty else { return [:] }
        var latest = LatestChanges()
        let steps = try await connection.query(
            """
            SELECT id, made, created_ids FROM todo_undo_step
            WHERE NOT undone AND made IS NOT NULL AND created_ids <> ''
            """, logger: logger)
        for try await (step, made, created) in steps.decode((Int64, Int64, String).self) {
            for range in IDRanges.decode(created) {
                for id in wanted where range.contains(id) { latest.note(id, step: step, made: made) }
            }
        }
        let changed = try await connection.query(
            """
            SELECT todo_undo_item.id, todo_undo_step.id, todo_undo_step.made FROM todo_undo_item
                JOIN todo_undo_step ON todo_undo_step.id = todo_undo_item.step
            WHERE todo_undo_item.id = ANY(\(Array(wanted))) AND NOT todo_undo_step.undone
                AND todo_undo_step.made IS NOT NULL
            """, logger: logger)
        for try await (id, step, made) in changed.decode((Int64, Int64, Int64).self) {
            latest.note(id, step: step, made: made)
        }
        return latest.times
    }
}
