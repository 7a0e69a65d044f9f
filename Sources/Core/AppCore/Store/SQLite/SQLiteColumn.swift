import GRDBSQLite

/// Reading a row's columns where SQLite keeps them.
enum SQLiteColumn {
    /// A text column, NUL characters included; empty for NULL.
    static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        String(decoding: bytes(statement, column), as: UTF8.self)
    }

    /// A text column's UTF-8 bytes where SQLite keeps them, valid until the next step:
    /// empty for NULL.
    static func bytes(_ statement: OpaquePointer, _ column: Int32) -> UnsafeBufferPointer<UInt8> {
        // The text first, then its length (SQLite's order: the text call may convert it).
        let start = sqlite3_column_text(statement, column)
        return UnsafeBufferPointer(
            start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(statement, column)))
    }
}
