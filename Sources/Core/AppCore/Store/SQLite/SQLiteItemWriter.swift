import Foundation
import GRDB
import GRDBSQLite

/// Inserts many items inside the caller's transaction, all or none: an import of a million
/// items costs about what SQLite does.
///
/// The trigger that indexes each new item for search is set aside while the items go into
/// `item` one statement each, and the search tables then take all of them in one statement
/// each. The trigger would make every item's statement flush FTS5's pending terms to disk
/// (see Docs/Performance.md, "What keeps it flat"). The trigger that marks each new item
/// changed for the next sync is set aside too, and the batch marked in one statement. Setting
/// them aside is a schema change inside the transaction: no other connection ever sees the
/// table without them, and each comes back with its own text, whatever its migration wrote.
enum SQLiteItemWriter {
    /// The table of the imported items' ids, when some fill gaps below the highest id, for
    /// the search tables to read the right rows.
    static let importedIDsTable = "temp.item_imported_id"

    /// SQLite's page cache during an import, in KiB (the usual 2 MB would spill the indexes'
    /// pages to the write-ahead log and read them back by system call, item after item).
    static let importCacheKiB = 32_768

    /// Inserts `items`, keeping the ids they give; returns every item's id. Items without
    /// one get the ids inserting them one by one would give (``SQLiteImportIDs``). Throws
    /// ``TodoStoreError/idAlreadyExists(_:)`` naming the first item, in order, whose given
    /// id is taken, by a stored item or an earlier one of `items`, and leaves the database
    /// as it was; throws ``TodoStoreError/noItemNumberLeft`` when an item without an id
    /// comes once ``TodoItem/highestID`` is taken, and leaves it as it was too.
    static func insert(_ items: [ImportedTodoItem], into db: any SQLiteStatements) throws -> [TodoItem.ID] {
        if items.isEmpty { return [] }
        return try withTriggerAside(db) { db in try insertBatch(items, db) }
    }

    /// Inserts the items `feed` gives, a batch at a time, each batch less the items whose
    /// source the table holds (this import's earlier batches included), as ``insert(_:into:)``
    /// inserts them; returns every stored item's id. Throws what `feed` throws, and leaves
    /// the database as it was.
    static func insert(from feed: ImportFeed, into db: any SQLiteStatements) throws -> [TodoItem.ID] {
        try withTriggerAside(db) { db in
            var ids: [TodoItem.ID] = []
            while let batch = try feed.next() {
                let sources = batch.compactMap(\.source)
                let stored = sources.isEmpty ? [] : try knownSources(sources, db)
                let items = feed.fresh(batch, stored: stored)
                if !items.isEmpty { ids += try insertBatch(items, db) }
            }
            return ids
        }
    }

    /// Which of `sources` the table holds, asked within SQLite's limit on bound values.
    static func knownSources(_ sources: [String], _ db: any SQLiteStatements) throws -> Set<String> {
        var known = Set<String>()
        for start in stride(from: 0, to: sources.count, by: 500) {
            let chunk = Array(sources[start..<min(start + 500, sources.count)])
            let marks = String(repeating: "?,", count: chunk.count - 1) + "?"
            known.formUnion(try db.texts("SELECT source FROM item WHERE source IN (\(marks))", chunk.map { .text($0) }))
        }
        return known
    }

    /// Runs `body` with the triggers that index each new item and mark it changed for the
    /// next sync set aside, inside a savepoint: an import that fails part-way leaves the
    /// triggers and the items as they were, inside the caller's transaction. SQLite's page
    /// cache is widened to ``importCacheKiB`` meanwhile and put back after.
    private static func withTriggerAside<T>(_ db: any SQLiteStatements, _ body: (any SQLiteStatements) throws -> T)
        throws -> T
    {
        let cacheSize = try db.integer("PRAGMA cache_size") ?? -2_000
        try db.script("PRAGMA cache_size = -\(importCacheKiB)")
        defer { try? db.script("PRAGMA cache_size = \(cacheSize)") }
        try db.script("SAVEPOINT todo_import")
        do {
            let triggers = try asideTriggers.map { try setTriggerAside($0, db) }
            let result = try body(db)
            for trigger in triggers { try db.script(trigger) }
            try db.script("RELEASE todo_import")
            return result
        } catch {
            try? db.script("ROLLBACK TO todo_import; RELEASE todo_import")
            throw error
        }
    }

    /// The triggers on each new item that an import sets aside, doing their work once a batch.
    static let asideTriggers = [SQLiteSearchSchema.insertTrigger, "sync_change_insert"]

    /// Inserts one batch, its items with their ids and the others with the next ones, and
    /// indexes it for search; returns the ids.
    private static func insertBatch(_ items: [ImportedTodoItem], _ db: any SQLiteStatements) throws -> [TodoItem.ID] {
        let highest = try SQLiteImportIDs.highest(db)
        let ids = SQLiteImportIDs.assign(items.map(\.id), after: highest)
        try insertEach(items.prefix(ids.count), ids: ids, db)
        // An item without an id came once the highest id was taken: as one by one, a
        // taken id before that item is reported first.
        if ids.count < items.count { throw TodoStoreError.noItemNumberLeft }
        try index(ids, above: highest, db)
        return ids
    }

    /// Drops the trigger `name` and returns the statement that makes it again, as the
    /// schema holds it.
    private static func setTriggerAside(_ name: String, _ db: any SQLiteStatements) throws -> String {
        guard
            let statement = try db.texts(
                "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?", [.text(name)]
            ).first
        else { throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "the trigger \(name) is missing") }
        try db.script("DROP TRIGGER \(name)")
        return statement
    }

    /// Inserts the items with their ids, in order, one statement each; the first whose id or
    /// source is taken fails, and is named.
    private static func insertEach(
        _ items: ArraySlice<ImportedTodoItem>, ids: [TodoItem.ID], _ db: any SQLiteStatements
    ) throws {
        let handle = try db.statement(
            """
            INSERT INTO item
                (id, title, due, created, completed, notes, tags, priority, recurrence, source, words, tag_keys, due_time,
                start)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        defer { sqlite3_reset(handle) }
        for (item, id) in zip(items, ids) {
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, id)
            bind(item.title, at: 2, of: handle)
            bind(SQLiteDue.text(item.due), at: 3, of: handle)
            sqlite3_bind_int64(handle, 4, seconds(item.created))
            if let completed = item.completed {
                sqlite3_bind_int64(handle, 5, seconds(completed))
            } else {
                sqlite3_bind_null(handle, 5)
            }
            bind(item.notes, at: 6, of: handle)
            let tags = TagRules.normalized(item.tags)
            bind(SQLiteSearchSchema.text(tags), at: 7, of: handle)
            sqlite3_bind_int64(handle, 8, Int64(Priority.rank(item.priority)))
            if let recurrence = item.recurrence {
                bind(recurrence.storageText, at: 9, of: handle)
            } else {
                sqlite3_bind_null(handle, 9)
            }
            if let source = item.source {
                bind(source, at: 10, of: handle)
            } else {
                sqlite3_bind_null(handle, 10)
            }
            bind(SearchWords.indexText(title: item.title, notes: item.notes), at: 11, of: handle)
            bind(SQLiteSearchSchema.keysText(tags), at: 12, of: handle)
            sqlite3_bind_int64(handle, 13, SQLiteDue.number(item.dueTime))
            if let start = item.start {
                bind(start.iso, at: 14, of: handle)
            } else {
                sqlite3_bind_null(handle, 14)
            }
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                switch ResultCode(rawValue: sqlite3_extended_errcode(db.sqliteConnection)) {
                case .SQLITE_CONSTRAINT_PRIMARYKEY: throw TodoStoreError.idAlreadyExists(id)
                case .SQLITE_CONSTRAINT_UNIQUE: throw TodoStoreError.sourceAlreadyImported(item.source ?? "")
                default:
                    let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
                }
            }
        }
    }

    /// Indexes the new items for search, one statement a search table, and marks them
    /// changed for the next sync once the list has synced. When every id is
    /// above the highest the table held, the new rows are the ids above it; otherwise the
    /// ids are listed in a temporary table first.
    private static func index(_ ids: [TodoItem.ID], above highest: TodoItem.ID, _ db: any SQLiteStatements) throws {
        let text = SQLiteSearchSchema.textTable
        let tags = SQLiteSearchSchema.tagTable
        let fresh = ids.allSatisfy { $0 > highest }
        let rows = fresh ? "item WHERE id > \(highest)" : "item WHERE id IN \(importedIDsTable)"
        if !fresh { try listIDs(ids, db) }
        try db.script(
            """
            INSERT INTO \(text)(rowid, words) SELECT id, words FROM \(rows);
            INSERT INTO \(tags)(rowid, tag_keys) SELECT id, tag_keys FROM \(rows);
            INSERT OR IGNORE INTO sync_change (item_id) SELECT id FROM \(rows)
                AND EXISTS (SELECT 1 FROM sync_meta WHERE key = 'collection');
            """)
        if !fresh { try db.script("DROP TABLE \(importedIDsTable)") }
    }

    /// Writes `ids` into ``importedIDsTable``.
    private static func listIDs(_ ids: [TodoItem.ID], _ db: any SQLiteStatements) throws {
        try db.script("CREATE TABLE \(importedIDsTable) (id INTEGER PRIMARY KEY)")
        let handle = try db.statement("INSERT INTO \(importedIDsTable) (id) VALUES (?)")
        defer { sqlite3_reset(handle) }
        for id in ids {
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, id)
            guard sqlite3_step(handle) == SQLITE_DONE else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: sqlite3_errcode(db.sqliteConnection)),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
        }
    }

    /// Binds text (copied by SQLite, NUL characters included).
    private static func bind(_ text: String, at index: Int32, of handle: OpaquePointer) {
        _ = SQLiteValue.text(text).bind(to: handle, at: index)
    }

    private static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
