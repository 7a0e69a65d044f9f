import Foundation
import GRDB
import GRDBSQLite

/// Reads rows of `id, title, due, created, completed[, notes, tags, priority, recurrence, source]` into items straight from SQLite's
/// C interface: a long list costs about what SQLite does, without a generic row value
/// per column. The statement is GRDB's (prepared, cached and bound by it).
enum SQLiteItemReader {
    static func items(_ db: Database, sql: String, arguments: StatementArguments) throws -> [TodoItem] {
        let statement = try db.cachedStatement(sql: sql)
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var items: [TodoItem] = []
        var days = DueDays()
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            items.append(try item(handle, days: &days))
        }
        return items
    }

    private static func item(_ handle: OpaquePointer, days: inout DueDays) throws -> TodoItem {
        let id = sqlite3_column_int64(handle, 0)
        let title = text(handle, 1)
        let dueBytes = bytes(handle, 2)
        let due: CalendarDay?
        if let day = days.day(isoBytes: dueBytes) {
            due = day
        } else if dueBytes.elementsEqual(SQLiteDue.none.utf8) {
            due = nil
        } else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "item \(id) has the unreadable due date \(text(handle, 2))")
        }
        let created = Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 3)))
        let completed =
            sqlite3_column_type(handle, 4) == SQLITE_NULL
            ? nil : Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 4)))
        // List reads leave the notes out (they are not in the list's index).
        let columns = sqlite3_column_count(handle)
        let notes = columns > 5 ? text(handle, 5) : ""
        let tags = columns > 6 ? SQLiteSearchSchema.tags(utf8: bytes(handle, 6)) : []
        let priority = columns > 7 ? Priority.fromRank(Int(sqlite3_column_int64(handle, 7))) : nil
        let recurrence = columns > 8 ? try rule(handle, 8, id: id) : nil
        let source = columns > 9 && sqlite3_column_type(handle, 9) != SQLITE_NULL ? text(handle, 9) : nil
        return TodoItem(
            id: id, title: title, due: due, created: created, completed: completed, notes: notes, tags: tags,
            priority: priority, recurrence: recurrence, source: source)
    }

    /// A recurrence column: `nil` for NULL, a rule, or an error naming the item.
    private static func rule(_ handle: OpaquePointer, _ column: Int32, id: TodoItem.ID) throws -> Recurrence? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        let stored = text(handle, column)
        guard let recurrence = Recurrence(storageText: stored) else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "item \(id) has the unreadable repeat rule \(stored)")
        }
        return recurrence
    }

    /// A text column, NUL characters included.
    private static func text(_ handle: OpaquePointer, _ column: Int32) -> String {
        String(decoding: bytes(handle, column), as: UTF8.self)
    }

    /// A text column's UTF-8 bytes where SQLite keeps them, valid until the next step:
    /// empty for NULL.
    private static func bytes(_ handle: OpaquePointer, _ column: Int32) -> UnsafeBufferPointer<UInt8> {
        // The text first, then its length (SQLite's order: the text call may convert it).
        let start = sqlite3_column_text(handle, column)
        return UnsafeBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(handle, column)))
    }
}

/// Reads due days, remembering the last one: rows come in due order, so most rows repeat
/// the day before them and cost a comparison of ten bytes instead of a parse.
private struct DueDays {
    private var lastBytes: (UInt64, UInt16) = (0, 0)
    private var lastDay: CalendarDay?

    mutating func day(isoBytes bytes: UnsafeBufferPointer<UInt8>) -> CalendarDay? {
        guard bytes.count == 10, let base = bytes.baseAddress else { return CalendarDay(isoBytes: bytes) }
        let raw = UnsafeRawPointer(base)
        let key = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
        if let lastDay, key == lastBytes { return lastDay }
        let day = CalendarDay(isoBytes: bytes)
        (lastBytes, lastDay) = (key, day)
        return day
    }
}
