import AppCore
import Foundation
import Logging
import PostgresNIO

/// The sync state on a PostgreSQL database (tables `todo_sync_item` and `todo_sync_meta`),
/// read and written in the transaction of the items it describes, under the
/// ``PostgresJournalLock`` like every change.
enum PostgresSyncState {
    /// The state as stored.
    static func read(_ connection: PostgresConnection, _ logger: Logger) async throws -> SyncState {
        var state = try await meta(connection, logger)
        state.records = try await records(
            connection.query(
                "SELECT item_id, uid, href, etag, body FROM todo_sync_item ORDER BY item_id", logger: logger))
        return state
    }

    /// The state without its records.
    static func meta(_ connection: PostgresConnection, _ logger: Logger) async throws -> SyncState {
        var state = SyncState()
        let meta = try await connection.query("SELECT key, value FROM todo_sync_meta", logger: logger)
        for try await (key, value) in meta.decode((String, String).self) {
            switch key {
            case "collection": state.collection = value
            case "token": state.token = value
            case "identity": state.identity = value
            case "generation": state.generation = Int64(value) ?? 0
            default: break
            }
        }
        return state
    }

    /// Applies a sync's changes over the state `expected` (see ``TodoStore/applySync(_:expected:)``).
    static func apply(
        _ changes: SyncChanges, expected: SyncState, made: Date, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [TodoItem.ID] {
        let rows = try await connection.query(
            "SELECT value FROM todo_sync_meta WHERE key = 'generation' FOR UPDATE", logger: logger)
        var generation: Int64 = 0
        for try await value in rows.decode(String.self) { generation = Int64(value) ?? 0 }
        guard generation == expected.generation else { throw TodoStoreError.changedDuringSync }
        let touched = changes.changed.map(\.before) + changes.deleted
        let found: [TodoItem]
        do {
            found = try await PostgresItemChanges.existing(touched.map(\.id), connection, logger)
        } catch TodoStoreError.itemsNotFound {
            throw TodoStoreError.changedDuringSync
        }
        guard Set(found) == Set(touched) else { throw TodoStoreError.changedDuringSync }
        let seen = try await PostgresSyncChanges.settled(changes.seen, connection, logger)
        if !changes.deleted.isEmpty {
            try await connection.query(
                "DELETE FROM todo_item WHERE id = ANY(\(changes.deleted.map(\.id)))", logger: logger)
        }
        try await PostgresItemChanges.write(changes.changed.map(\.after), connection, logger)
        let ids: [TodoItem.ID]
        do {
            ids = try await PostgresImport.insert(
                changes.added.map(\.item), made: made, connection: connection, logger: logger, recordingStep: false)
        } catch TodoStoreError.sourceAlreadyImported {
            throw TodoStoreError.changedDuringSync
        }
        if !changes.forgotten.isEmpty {
            try await connection.query(
                "DELETE FROM todo_sync_item WHERE item_id = ANY(\(changes.forgotten))", logger: logger)
        }
        var records = changes.records
        for (addition, id) in zip(changes.added, ids) {
            var record = addition.record
            record.itemID = id
            records.append(record)
        }
        try await put(records, connection, logger)
        try await setMeta("collection", changes.collection, connection, logger)
        try await PostgresSyncChanges.mark(
            forgetting: seen.settled + ids + changes.changed.map(\.after.id) + changes.deleted.map(\.id),
            changed: seen.changedSince, connection, logger)
        try await setMeta("token", changes.token, connection, logger)
        try await setMeta("generation", String(expected.generation + 1), connection, logger)
        if changes.changesItems {
            try await PostgresUndoJournal.record(
                .sync, created: ids, before: touched, after: changes.changed.map(\.after) + changes.deleted,
                made: made, connection, logger)
        }
        return ids
    }

    /// Applies ``SyncUndoRules`` to the records of an undone sync step, before its items are
    /// put back: `created` are the ranges of ids the sync added, `restored` the ids of the
    /// items it changed or deleted.
    static func undo(
        created: [ClosedRange<TodoItem.ID>], restored: [TodoItem.ID], _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws {
        var createdRecords: [SyncRecord] = []
        for range in created {
            createdRecords += try await records(
                connection.query(
                    """
                    SELECT item_id, uid, href, etag, body FROM todo_sync_item
                    WHERE item_id BETWEEN \(range.lowerBound) AND \(range.upperBound)
                    """, logger: logger))
        }
        let restoredRecords = try await records(
            connection.query(
                "SELECT item_id, uid, href, etag, body FROM todo_sync_item WHERE item_id = ANY(\(restored))",
                logger: logger))
        let changes = SyncUndoRules.changes(createdRecords: createdRecords, restoredRecords: restoredRecords)
        if !changes.forgotten.isEmpty {
            try await connection.query(
                "DELETE FROM todo_sync_item WHERE item_id = ANY(\(changes.forgotten))", logger: logger)
        }
        try await put(changes.records, connection, logger)
        let rows = try await connection.query(
            "SELECT value FROM todo_sync_meta WHERE key = 'generation' FOR UPDATE", logger: logger)
        var generation: Int64 = 0
        for try await value in rows.decode(String.self) { generation = Int64(value) ?? 0 }
        try await setMeta("generation", String(generation + 1), connection, logger)
        try await setMeta("token", nil, connection, logger)
    }

    /// The records `rows` hold (`item_id, uid, href, etag, body`).
    static func records(_ rows: PostgresRowSequence) async throws -> [SyncRecord] {
        var found: [SyncRecord] = []
        for try await (id, uid, href, etag, body) in rows.decode((Int64, String, String, String?, String).self) {
            found.append(SyncRecord(itemID: id, uid: uid, href: href, etag: etag, text: body))
        }
        return found
    }

    private static func put(_ records: [SyncRecord], _ connection: PostgresConnection, _ logger: Logger)
        async throws
    {
        guard !records.isEmpty else { return }
        try await connection.query(
            """
            INSERT INTO todo_sync_item (item_id, uid, href, etag, body)
            SELECT item_id, uid, href, NULLIF(etag, \(noETag)), body
            FROM unnest(\(records.map(\.itemID)), \(records.map(\.uid)), \(records.map(\.href)),
                \(records.map { $0.etag ?? noETag }), \(records.map(\.text)))
                AS record(item_id, uid, href, etag, body)
            ON CONFLICT (item_id) DO UPDATE SET uid = EXCLUDED.uid, href = EXCLUDED.href, etag = EXCLUDED.etag,
                body = EXCLUDED.body
            """, logger: logger)
    }

    /// Stands for "no ETag" in an array (arrays of optionals do not bind); no ETag is empty.
    private static let noETag = ""

    private static func setMeta(_ key: String, _ value: String?, _ connection: PostgresConnection, _ logger: Logger)
        async throws
    {
        guard let value else {
            try await connection.query("DELETE FROM todo_sync_meta WHERE key = \(key)", logger: logger)
            return
        }
        try await connection.query(
            """
            INSERT INTO todo_sync_meta (key, value) VALUES (\(key), \(value))
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
            """, logger: logger)
    }
}
