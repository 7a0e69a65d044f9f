import Foundation
import GRDB
import GRDBSQLite

/// Inserts many items inside the caller's transaction, in one statement: an import of a
/// million items costs about what SQLite does.
///
/// The items are first staged, through SQLite's C interface, in a temporary table without
/// triggers, then moved into `item` by one `INSERT … SELECT`. One statement matters: the
/// triggers that keep the search tables in step run inside it, and FTS5 writes its pending
/// terms once, instead of once per statement (see Docs/Performance.md, "Why import is
/// slower").
enum SQLiteItemWriter {
    /// The temporary table that holds an import's items on their way into `item`.
    static let stagingTable = "temp.item_import"

    /// Inserts `items`, keeping the ids they give; returns every item's id. Items without
    /// one get the ids inserting them one by one would give (``SQLiteImportIDs``). Throws
    /// ``TodoStoreError/idAlreadyExists(_:)`` naming the first item, in order, whose given
    /// id is taken, by a stored item or an earlier one of `items`.
    static func insert(_ items: [ImportedTodoItem], into db: Database) throws -> [TodoItem.ID] {
        if items.isEmpty { return [] }
        let ids = SQLiteImportIDs.assign(items.map(\.id), after: try SQLiteImportIDs.highest(db))
        try db.execute(sql: "DROP TABLE IF EXISTS \(stagingTable)")
        try db.execute(
            sql: """
                CREATE TABLE \(stagingTable) (
                    position INTEGER PRIMARY KEY, id INTEGER NOT NULL, title TEXT NOT NULL, due TEXT NOT NULL,
                    created INTEGER NOT NULL, completed INTEGER, notes TEXT NOT NULL, tags TEXT NOT NULL,
                    priority INTEGER NOT NULL, recurrence TEXT, source TEXT)
                """)
        // The connection is reused: the table goes, whatever happens (a transaction rolled
        // back has taken it already).
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS \(stagingTable)") }
        try stage(items.prefix(ids.count), ids: ids, db)
        try moveStaged(ids: ids, db)
        // An item without an id came once the highest id SQLite allows was taken: SQLite's
        // error, as one by one, where a taken id before that item is reported first.
        if ids.count < items.count {
            throw DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        }
        return ids
    }

    /// Writes the items, with their ids, into the staging table, in order.
    private static func stage(_ items: ArraySlice<ImportedTodoItem>, ids: [TodoItem.ID], _ db: Database) throws {
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO \(stagingTable)
                    (position, id, title, due, created, completed, notes, tags, priority, recurrence, source)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        for (position, (item, id)) in zip(items, ids).enumerated() {
            sqlite3_reset(handle)
            sqlite3_bind_int64(handle, 1, Int64(position))
            sqlite3_bind_int64(handle, 2, id)
            bind(item.title, at: 3, of: handle)
            bind(SQLiteDue.text(item.due), at: 4, of: handle)
            sqlite3_bind_int64(handle, 5, seconds(item.created))
            if let completed = item.completed {
                sqlite3_bind_int64(handle, 6, seconds(completed))
            } else {
                sqlite3_bind_null(handle, 6)
            }
            bind(item.notes, at: 7, of: handle)
            bind(SQLiteSearchSchema.text(TagRules.normalized(item.tags)), at: 8, of: handle)
            sqlite3_bind_int64(handle, 9, Int64(Priority.rank(item.priority)))
            if let recurrence = item.recurrence {
                bind(recurrence.storageText, at: 10, of: handle)
            } else {
                sqlite3_bind_null(handle, 10)
            }
            if let source = item.source {
                bind(source, at: 11, of: handle)
            } else {
                sqlite3_bind_null(handle, 11)
            }
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
            }
        }
    }

    /// Moves the staged items into `item`, in order, in one statement; a taken id fails it
    /// whole, and is named.
    private static func moveStaged(ids: [TodoItem.ID], _ db: Database) throws {
        do {
            try db.execute(
                sql: """
                    INSERT INTO item (id, title, due, created, completed, notes, tags, priority, recurrence, source)
                        SELECT id, title, due, created, completed, notes, tags, priority, recurrence, source
                        FROM \(stagingTable) ORDER BY position
                    """)
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw TodoStoreError.sourceAlreadyImported(
                try String.fetchOne(
                    db,
                    sql: """
                        SELECT staged.source FROM \(stagingTable) AS staged
                        WHERE EXISTS (SELECT 1 FROM item WHERE item.source = staged.source)
                            OR EXISTS (SELECT 1 FROM \(stagingTable) AS earlier
                                WHERE earlier.source = staged.source AND earlier.position < staged.position)
                        ORDER BY staged.position LIMIT 1
                        """) ?? "")
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
            guard let position = try firstTakenPosition(ids, db) else { throw error }
            throw TodoStoreError.idAlreadyExists(ids[position])
        }
    }

    /// The position of the first staged item whose id is taken, by a stored item or an
    /// earlier staged one. Read after the failed move, which SQLite has undone.
    private static func firstTakenPosition(_ ids: [TodoItem.ID], _ db: Database) throws -> Int? {
        let stored = try Int.fetchOne(
            db,
            sql: """
                SELECT min(position) FROM \(stagingTable) AS staged
                    WHERE EXISTS (SELECT 1 FROM item WHERE item.id = staged.id)
                """)
        var seen = Set<TodoItem.ID>()
        let repeated = ids.indices.first { !seen.insert(ids[$0]).inserted }
        return [stored, repeated].compactMap { $0 }.min()
    }

    /// SQLite's SQLITE_TRANSIENT: copy the bytes now (a C macro Swift cannot import).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds text (copied by SQLite, NUL characters included).
    private static func bind(_ text: String, at index: Int32, of handle: OpaquePointer) {
        var text = text
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(
                handle, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                Int32(bytes.count), transient)
        }
    }

    private static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
