import Foundation
import GRDB
import GRDBSQLite

/// Inserts many items through SQLite's C interface, inside the caller's transaction: an
/// import of a million items costs about what SQLite does.
enum SQLiteItemWriter {
    /// Inserts `items`, keeping the ids they give; returns every item's id. Throws
    /// ``TodoStoreError/idAlreadyExists(_:)`` when a given id is taken.
    static func insert(_ items: [ImportedTodoItem], into db: Database) throws -> [TodoItem.ID] {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO item (id, title, due, created, completed, notes, tags, priority)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let handle = statement.sqliteStatement
        var ids: [TodoItem.ID] = []
        ids.reserveCapacity(items.count)
        for item in items {
            sqlite3_reset(handle)
            if let id = item.id { sqlite3_bind_int64(handle, 1, id) } else { sqlite3_bind_null(handle, 1) }
            bind(item.title, at: 2, of: handle)
            bind(SQLiteDue.text(item.due), at: 3, of: handle)
            sqlite3_bind_int64(handle, 4, seconds(item.created))
            if let completed = item.completed {
                sqlite3_bind_int64(handle, 5, seconds(completed))
            } else {
                sqlite3_bind_null(handle, 5)
            }
            bind(item.notes, at: 6, of: handle)
            bind(SQLiteSearchSchema.text(TagRules.normalized(item.tags)), at: 7, of: handle)
            sqlite3_bind_int64(handle, 8, Int64(Priority.rank(item.priority)))
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
                let isTakenID =
                    sqlite3_extended_errcode(db.sqliteConnection) == ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.rawValue
                sqlite3_reset(handle)
                if isTakenID, let id = item.id { throw TodoStoreError.idAlreadyExists(id) }
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
            }
            ids.append(db.lastInsertedRowID)
        }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        return ids
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
