import Foundation
import GRDB
import GRDBSQLite

/// The sync state in an SQLite database (tables `sync_item` and `sync_meta`), read and
/// written in the transaction of the items it describes (``TodoStore/applySync(_:expected:)``).
enum SQLiteSyncState {
    /// The state as stored.
    static func read(_ db: any SQLiteStatements) throws -> SyncState {
        var state = try meta(db)
        state.records = try records("ORDER BY item_id", [], db)
        return state
    }

    /// The state without its records.
    static func meta(_ db: any SQLiteStatements) throws -> SyncState {
        var state = SyncState()
        try db.forEachRow("SELECT key, value FROM sync_meta") { row in
            let value = SQLiteColumn.text(row, 1)
            switch SQLiteColumn.text(row, 0) {
            case "collection": state.collection = value
            case "token": state.token = value
            case "identity": state.identity = value
            case "generation": state.generation = Int64(value) ?? 0
            default: break
            }
        }
        return state
    }

    /// The stored identity, or `candidate` stored now.
    static func identity(_ candidate: String, _ db: any SQLiteStatements) throws -> String {
        if let stored = try db.texts("SELECT value FROM sync_meta WHERE key = 'identity'").first { return stored }
        try db.run("INSERT INTO sync_meta (key, value) VALUES ('identity', ?)", [.text(candidate)])
        return candidate
    }

    /// Applies a sync's changes over the state `expected` (see ``TodoStore/applySync(_:expected:)``).
    static func apply(_ changes: SyncChanges, expected: SyncState, made: Date, _ db: any SQLiteStatements) throws
        -> [TodoItem.ID]
    {
        let generation = try db.texts("SELECT value FROM sync_meta WHERE key = 'generation'").first.flatMap {
            Int64($0)
        }
        guard (generation ?? 0) == expected.generation else { throw TodoStoreError.changedDuringSync }
        let touched = changes.changed.map(\.before) + changes.deleted
        let found: [TodoItem]
        do { found = try SQLiteItemChanges.existing(touched.map(\.id), db) } catch TodoStoreError.itemsNotFound {
            throw TodoStoreError.changedDuringSync
        }
        guard Set(found) == Set(touched) else { throw TodoStoreError.changedDuringSync }
        let seen = try SQLiteSyncChanges.settled(changes.seen, db)
        for item in changes.deleted { try db.run("DELETE FROM item WHERE id = ?", [.integer(item.id)]) }
        for change in changes.changed { try SQLiteItemChanges.write(change.after, db) }
        let ids: [TodoItem.ID]
        do { ids = try SQLiteItemWriter.insert(changes.added.map(\.item), into: db) } catch TodoStoreError
            .sourceAlreadyImported
        {
            throw TodoStoreError.changedDuringSync
        }
        for id in changes.forgotten { try db.run("DELETE FROM sync_item WHERE item_id = ?", [.integer(id)]) }
        var records = changes.records
        for (addition, id) in zip(changes.added, ids) {
            var record = addition.record
            record.itemID = id
            records.append(record)
        }
        for record in records { try put(record, db) }
        try setMeta("collection", changes.collection, db)
        try SQLiteSyncChanges.mark(
            forgetting: seen.settled + ids + changes.changed.map(\.after.id) + changes.deleted.map(\.id),
            changed: seen.changedSince, db)
        try setMeta("token", changes.token, db)
        try setMeta("generation", String(expected.generation + 1), db)
        if changes.changesItems {
            try SQLiteUndoJournal.record(
                .sync, created: ids, before: touched, after: changes.changed.map(\.after) + changes.deleted,
                made: made, db)
        }
        return ids
    }

    /// Applies ``SyncUndoRules`` to the records of an undone sync step, before its items are
    /// put back: `created` are the ranges of ids the sync added, `restored` the ids of the
    /// items it changed or deleted.
    static func undo(created: [ClosedRange<TodoItem.ID>], restored: [TodoItem.ID], _ db: any SQLiteStatements) throws {
        var createdRecords: [SyncRecord] = []
        for range in created {
            createdRecords += try records(
                "WHERE item_id BETWEEN ? AND ?", [.integer(range.lowerBound), .integer(range.upperBound)], db)
        }
        var restoredRecords: [SyncRecord] = []
        for id in restored { restoredRecords += try records("WHERE item_id = ?", [.integer(id)], db) }
        let changes = SyncUndoRules.changes(createdRecords: createdRecords, restoredRecords: restoredRecords)
        for id in changes.forgotten { try db.run("DELETE FROM sync_item WHERE item_id = ?", [.integer(id)]) }
        for record in changes.records { try put(record, db) }
        let generation = try db.texts("SELECT value FROM sync_meta WHERE key = 'generation'").first.flatMap {
            Int64($0)
        }
        try setMeta("generation", String((generation ?? 0) + 1), db)
        try setMeta("token", nil, db)
    }

    /// The records `condition` (`WHERE ...`, `ORDER BY ...`) selects.
    static func records(_ condition: String, _ values: [SQLiteValue], _ db: any SQLiteStatements) throws
        -> [SyncRecord]
    {
        var found: [SyncRecord] = []
        try db.forEachRow("SELECT item_id, uid, href, etag, body FROM sync_item \(condition)", values) { row in
            found.append(record(row))
        }
        return found
    }

    private static func record(_ row: OpaquePointer) -> SyncRecord {
        let etag = sqlite3_column_type(row, 3) == SQLITE_NULL ? nil : SQLiteColumn.text(row, 3)
        return SyncRecord(
            itemID: sqlite3_column_int64(row, 0), uid: SQLiteColumn.text(row, 1), href: SQLiteColumn.text(row, 2),
            etag: etag, text: SQLiteColumn.text(row, 4))
    }

    private static func put(_ record: SyncRecord, _ db: any SQLiteStatements) throws {
        try db.run(
            "INSERT OR REPLACE INTO sync_item (item_id, uid, href, etag, body) VALUES (?, ?, ?, ?, ?)",
            [
                .integer(record.itemID), .text(record.uid), .text(record.href), .textOrNull(record.etag),
                .text(record.text),
            ])
    }

    private static func setMeta(_ key: String, _ value: String?, _ db: any SQLiteStatements) throws {
        guard let value else {
            try db.run("DELETE FROM sync_meta WHERE key = ?", [.text(key)])
            return
        }
        try db.run("INSERT OR REPLACE INTO sync_meta (key, value) VALUES (?, ?)", [.text(key), .text(value)])
    }
}
