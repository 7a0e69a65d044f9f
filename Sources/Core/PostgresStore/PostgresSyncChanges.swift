import AppCore
import Foundation
import Logging
import PostgresNIO

/// The items changed since a sync last took them into account (table `todo_sync_change`,
/// kept by triggers, ``PostgresSyncChangesSchema``) and the reads of a sync that follow them.
enum PostgresSyncChanges {
    /// Where a sync starts: the state's meta, the changed ids and only their records (read
    /// in one statement, so that every changed id read comes with its record).
    static func start(_ connection: PostgresConnection, _ logger: Logger) async throws -> SyncStart {
        let state = try await PostgresSyncState.meta(connection, logger)
        let rows = try await connection.query(
            """
            SELECT change.item_id, record.uid, record.href, record.etag, record.body
            FROM todo_sync_change AS change LEFT JOIN todo_sync_item AS record ON record.item_id = change.item_id
            ORDER BY change.item_id
            """, logger: logger)
        var start = SyncStart(state: state, changedHere: [])
        for try await (id, uid, href, etag, body) in rows.decode((Int64, String?, String?, String?, String?).self) {
            start.changedHere.append(id)
            if let uid, let href, let body {
                start.state.records.append(SyncRecord(itemID: id, uid: uid, href: href, etag: etag, text: body))
            }
        }
        return start
    }

    /// The records whose href is one of `hrefs`, ordered by item id.
    static func records(hrefs: [String], _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [SyncRecord]
    {
        guard !hrefs.isEmpty else { return [] }
        return try await PostgresSyncState.records(
            connection.query(
                """
                SELECT item_id, uid, href, etag, body FROM todo_sync_item WHERE href = ANY(\(hrefs)) ORDER BY item_id
                """, logger: logger))
    }

    /// The items among `ids` that exist, ordered by id.
    static func present(_ ids: [TodoItem.ID], _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [TodoItem]
    {
        guard !ids.isEmpty else { return [] }
        let rows = try await connection.query(
            "SELECT \(unescaped: PostgresTodoStore.columns) FROM todo_item WHERE id = ANY(\(ids)) ORDER BY id",
            logger: logger)
        var items: [TodoItem] = []
        for try await row in rows.decode(PostgresTodoStore.Row.self) { items.append(try PostgresTodoStore.item(row)) }
        return items
    }

    /// The ids among `seen` whose item is still as the sync read it (those it may forget
    /// changed), and the others (changed again since: they stay changed). Read before the
    /// sync writes anything.
    static func settled(_ seen: [SyncChanges.Seen], _ connection: PostgresConnection, _ logger: Logger)
        async throws -> (settled: [TodoItem.ID], changedSince: [TodoItem.ID])
    {
        var current: [TodoItem.ID: TodoItem] = [:]
        for item in try await present(seen.map(\.id), connection, logger) { current[item.id] = item }
        var settled: [TodoItem.ID] = []
        var changedSince: [TodoItem.ID] = []
        for entry in seen {
            if current[entry.id] == entry.item {
                settled.append(entry.id)
            } else {
                changedSince.append(entry.id)
            }
        }
        return (settled, changedSince)
    }

    /// Forgets that `forgotten` changed and remembers that `changed` did, once the sync's
    /// writes (whose triggers mark what they write) are done.
    static func mark(
        forgetting forgotten: [TodoItem.ID], changed: [TodoItem.ID], _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws {
        if !forgotten.isEmpty {
            try await connection.query(
                "DELETE FROM todo_sync_change WHERE item_id = ANY(\(forgotten))", logger: logger)
        }
        if !changed.isEmpty {
            try await connection.query(
                "INSERT INTO todo_sync_change (item_id) SELECT unnest(\(changed)) ON CONFLICT DO NOTHING",
                logger: logger)
        }
    }
}
