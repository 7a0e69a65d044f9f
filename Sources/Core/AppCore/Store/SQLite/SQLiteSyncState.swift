import Foundation
import GRDB
import GRDBSQLite

/// The sync state in an SQLite database (tables `sync_item` and `sync_meta`), read and
/// written in the transaction of the items it describes (``TodoStore/applySync(_:expected:)``).
enum SQLiteSyncState {
    /// The state as stored.
    static func read(_ db: any SQLiteStatements) throws -> SyncState {
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
        try db.forEachRow("SELECT item_id, uid, href, etag, body FROM sync_item ORDER BY item_id") { row in
            let etag = sqlite3_column_type(row, 3) == SQLITE_NULL ? nil : SQLiteColumn.text(row, 3)
            state.records.append(
                SyncRecord(
                    itemID: sqlite3_column_int64(row, 0), uid: SQLiteColumn.text(row, 1),
                    href: SQLiteColumn.text(row, 2), etag: etag, text: SQLiteColumn.text(row, 4)))
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
        for record in records {
            try db.run(
                "INSERT OR REPLACE INTO sync_item (item_id, uid, href, etag, body) VALUES (?, ?, ?, ?, ?)",
                [
                    .integer(record.itemID), .text(record.uid), .text(record.href), .textOrNull(record.etag),
                    .text(record.text),
                ])
        }
        try setMeta("collection", changes.collection, db)
        try setMeta("token", changes.token, db)
        try setMeta("generation", String(expected.generation + 1), db)
        if changes.changesItems {
            try SQLiteUndoJournal.record(
                .sync, created: ids, before: touched, after: changes.changed.map(\.after) + changes.deleted,
                made: made, db)
        }
        return ids
    }

    private static func setMeta(_ key: String, _ value: String?, _ db: any SQLiteStatements) throws {
        guard let value else {
            try db.run("DELETE FROM sync_meta WHERE key = ?", [.text(key)])
            return
        }
        try db.run("INSERT OR REPLACE INTO sync_meta (key, value) VALUES (?, ?)", [.text(key), .text(value)])
    }
}
