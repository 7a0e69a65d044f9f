import Foundation
import GRDB
import GRDBSQLite

/// The items changed since a sync last took them into account (table `sync_change`, kept by
/// triggers, ``SQLiteSyncChangesSchema``) and the reads of a sync that follow them.
enum SQLiteSyncChanges {
    /// Where a sync starts: the state's meta, the changed ids and only their records.
    static func start(_ db: any SQLiteStatements) throws -> SyncStart {
        var state = try SQLiteSyncState.meta(db)
        state.records = try SQLiteSyncState.records(
            "WHERE item_id IN (SELECT item_id FROM sync_change) ORDER BY item_id", [], db)
        var changed: [TodoItem.ID] = []
        try db.forEachRow("SELECT item_id FROM sync_change ORDER BY item_id") { row in
            changed.append(sqlite3_column_int64(row, 0))
        }
        return SyncStart(state: state, changedHere: changed)
    }

    /// The records whose href is one of `hrefs`, ordered by item id.
    static func records(hrefs: [String], _ db: any SQLiteStatements) throws -> [SyncRecord] {
        let hrefs = Array(Set(hrefs)).sorted()
        var found: [SyncRecord] = []
        for start in stride(from: 0, to: hrefs.count, by: SQLiteItemChanges.idsPerRead) {
            let slice = hrefs[start..<min(start + SQLiteItemChanges.idsPerRead, hrefs.count)]
            let marks = String(repeating: "?,", count: slice.count - 1) + "?"
            found += try SQLiteSyncState.records("WHERE href IN (\(marks))", slice.map { .text($0) }, db)
        }
        return found.sorted { $0.itemID < $1.itemID }
    }

    /// The ids among `seen` whose item is still as the sync read it (those it may forget
    /// changed), and the others (changed again since: they stay changed). Read before the
    /// sync writes anything.
    static func settled(_ seen: [SyncChanges.Seen], _ db: any SQLiteStatements) throws
        -> (settled: [TodoItem.ID], changedSince: [TodoItem.ID])
    {
        let current = try SQLiteItemChanges.present(seen.map(\.id), db)
        var settled: [TodoItem.ID] = []
        var changedSince: [TodoItem.ID] = []
        for entry in seen {
            if SQLiteItemChanges.item(entry.id, in: current) == entry.item {
                settled.append(entry.id)
            } else {
                changedSince.append(entry.id)
            }
        }
        return (settled, changedSince)
    }

    /// Forgets that `forgotten` changed and remembers that `changed` did, once the sync's
    /// writes (whose triggers mark what they write) are done.
    static func mark(forgetting forgotten: [TodoItem.ID], changed: [TodoItem.ID], _ db: any SQLiteStatements) throws {
        // One prepared statement each, run once an id.
        for id in forgotten { try db.run("DELETE FROM sync_change WHERE item_id = ?", [.integer(id)]) }
        for id in changed { try db.run("INSERT OR IGNORE INTO sync_change (item_id) VALUES (?)", [.integer(id)]) }
    }
}
