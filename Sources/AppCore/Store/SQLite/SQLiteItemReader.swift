import Foundation
import GRDB
import GRDBSQLite

/// Reads rows of `id, title, due, created, completed` into items straight from SQLite's
/// C interface: a long list costs about what SQLite does, without a generic row value
/// per column. The statement is GRDB's (prepared, cached and bound by it).
enum SQLiteItemReader {
    static func items(_ db: Database, sql: String, arguments: StatementArguments) throws -> [TodoItem] {
        let statement = try db.cachedStatement(sql: sql)
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var items: [TodoItem] = []
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            items.append(try item(handle))
        }
        return items
    }

    private static func item(_ handle: OpaquePointer) throws -> TodoItem {
        let id = sqlite3_column_int64(handle, 0)
        let title = text(handle, 1)
        let dueBytes = UnsafeBufferPointer(start: sqlite3_column_text(handle, 2), count: Int(sqlite3_column_bytes(handle, 2)))
        guard let due = CalendarDay(isoBytes: dueBytes) else {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "item \(id) has the unreadable due date \(text(handle, 2))")
        }
        let created = Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 3)))
        let completed = sqlite3_column_type(handle, 4) == SQLITE_NULL
            ? nil : Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 4)))
        return TodoItem(id: id, title: title, due: due, created: created, completed: completed)
    }

    /// A text column, NUL characters included.
    private static func text(_ handle: OpaquePointer, _ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
    }
}
