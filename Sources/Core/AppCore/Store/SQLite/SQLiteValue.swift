import GRDBSQLite

/// A value bound to a `?` of todo's SQL: a whole number, a text or NULL (todo stores
/// nothing else).
enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case text(String)
    case null

    /// A whole number given as an `Int`.
    static func number(_ value: Int) -> SQLiteValue {
        .integer(Int64(value))
    }

    /// A text, or NULL for `nil`.
    static func textOrNull(_ value: String?) -> SQLiteValue {
        value.map { .text($0) } ?? .null
    }

    /// Binds the value to the parameter `index` (from 1) of `statement`; SQLite's result code.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .integer(let value): return sqlite3_bind_int64(statement, index, value)
        case .null: return sqlite3_bind_null(statement, index)
        case .text(let value):
            var text = value
            return text.withUTF8 { bytes in
                sqlite3_bind_text(
                    statement, index,
                    bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                    Int32(bytes.count), Self.transient)
            }
        }
    }

    /// SQLite's `SQLITE_TRANSIENT`: SQLite copies the text before the call returns.
    static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
