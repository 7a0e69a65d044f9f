import AppCore
import Logging
import PostgresNIO

/// The rows a database upgraded to `v12-times-and-start` had already: items synced by the
/// release before get the time of day and the start day their sync records hold
/// (``SyncTimeRepair``), inside the migration's transaction.
enum PostgresTimesFill {
    /// Gives synced items without a time the time of their records' DUE on the same day.
    static func fill(_ connection: PostgresConnection, _ logger: Logger) async throws {
        let rows = try await connection.query(
            """
            SELECT i.id, to_char(i.due, 'YYYY-MM-DD'), s.body FROM todo_item i
            JOIN todo_sync_item s ON s.item_id = i.id
            WHERE i.due_time = \(PostgresDue.noTime) AND i.start IS NULL AND s.href <> ''
            """, logger: logger)
        var ids: [Int64] = []
        var times: [Int32] = []
        var starts: [String] = []
        for try await (id, due, body) in rows.decode((Int64, String?, String).self) {
            let time = due.flatMap { CalendarDay(iso: $0) }.flatMap { SyncTimeRepair.time(inRecord: body, due: $0) }
            let start = SyncTimeRepair.start(inRecord: body)
            guard time != nil || start != nil else { continue }
            ids.append(id)
            times.append(PostgresDue.number(time))
            starts.append(start?.iso ?? "")
        }
        guard !ids.isEmpty else { return }
        try await connection.query(
            """
            UPDATE todo_item SET due_time = repaired.due_time, start = NULLIF(repaired.start, '')::date
            FROM unnest(\(ids), \(times), \(starts)) AS repaired(id, due_time, start)
            WHERE todo_item.id = repaired.id
            """, logger: logger)
    }
}
