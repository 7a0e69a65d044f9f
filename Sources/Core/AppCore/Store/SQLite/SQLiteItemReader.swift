import Foundation
import GRDB
import GRDBSQLite

/// Reads rows of `id, title, due, created, completed[, notes, tags, priority, recurrence, source, due_time, start]` into items straight from SQLite's
/// C interface: a long list costs about what SQLite does, without a generic row value
/// per column.
enum SQLiteItemReader {
    /// The items the rows of `sql` (with `values` bound) describe, in row order.
    static func items(_ db: any SQLiteStatements, sql: String, _ values: [SQLiteValue]) throws -> [TodoItem] {
        var items: [TodoItem] = []
        var days = DueDays()
        try db.forEachRow(sql, values) { handle in items.append(try item(handle, days: &days)) }
        return items
    }

    private static func item(_ handle: OpaquePointer, days: inout DueDays) throws -> TodoItem {
        let id = sqlite3_column_int64(handle, 0)
        let title = SQLiteColumn.text(handle, 1)
        let dueBytes = SQLiteColumn.bytes(handle, 2)
        let due: CalendarDay?
        if let day = days.day(isoBytes: dueBytes) {
            due = day
        } else if dueBytes.elementsEqual(SQLiteDue.none.utf8) {
            due = nil
        } else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT,
                message: "item \(id) has the unreadable due date \(SQLiteColumn.text(handle, 2))")
        }
        let created = Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 3)))
        let completed =
            sqlite3_column_type(handle, 4) == SQLITE_NULL
            ? nil : Date(timeIntervalSince1970: Double(sqlite3_column_int64(handle, 4)))
        // List reads leave the notes out (they are not in the list's index).
        let columns = sqlite3_column_count(handle)
        let notes = columns > 5 ? SQLiteColumn.text(handle, 5) : ""
        let tags = columns > 6 ? SQLiteSearchSchema.tags(utf8: SQLiteColumn.bytes(handle, 6)) : []
        let priority = columns > 7 ? Priority.fromRank(Int(sqlite3_column_int64(handle, 7))) : nil
        let recurrence = columns > 8 ? try rule(handle, 8, id: id) : nil
        let source = columns > 9 && sqlite3_column_type(handle, 9) != SQLITE_NULL ? SQLiteColumn.text(handle, 9) : nil
        let time = columns > 10 ? SQLiteDue.time(sqlite3_column_int64(handle, 10)) : nil
        let start =
            columns > 11 && sqlite3_column_type(handle, 11) != SQLITE_NULL
            ? CalendarDay(isoBytes: SQLiteColumn.bytes(handle, 11)) : nil
        return TodoItem(
            id: id, title: title, due: due, created: created, completed: completed, notes: notes, tags: tags,
            priority: priority, recurrence: recurrence, source: source, dueTime: time, start: start)
    }

    /// A recurrence column: `nil` for NULL, a rule, or an error naming the item.
    private static func rule(_ handle: OpaquePointer, _ column: Int32, id: TodoItem.ID) throws -> Recurrence? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        let stored = SQLiteColumn.text(handle, column)
        guard let recurrence = Recurrence(storageText: stored) else {
            throw DatabaseError(
                resultCode: .SQLITE_CORRUPT, message: "item \(id) has the unreadable repeat rule \(stored)")
        }
        return recurrence
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
