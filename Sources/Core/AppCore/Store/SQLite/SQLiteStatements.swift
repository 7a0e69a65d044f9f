import GRDB
import GRDBSQLite

/// What todo's SQL needs of a connection, through SQLite's own interface: GRDB's `Database`
/// for a session (and while a schema is upgraded), a ``DirectConnection`` for one command.
/// The store's statements are written once, against this.
protocol SQLiteStatements {
    /// The connection's SQLite handle.
    var sqliteConnection: OpaquePointer? { get }

    /// The statement for `sql`, prepared once for the connection, reset and unbound.
    func statement(_ sql: String) throws -> OpaquePointer
}

extension SQLiteStatements {
    /// Runs one statement with `values` to its end.
    func run(_ sql: String, _ values: [SQLiteValue] = []) throws {
        let statement = try bound(sql, values)
        defer { sqlite3_reset(statement) }
        var code = sqlite3_step(statement)
        while code == SQLITE_ROW { code = sqlite3_step(statement) }
        guard code == SQLITE_DONE else { throw error(code, sql: sql) }
    }

    /// Steps through the rows of `sql` with `values`, handing each row's statement to `row`.
    func forEachRow(_ sql: String, _ values: [SQLiteValue] = [], _ row: (OpaquePointer) throws -> Void) throws {
        let statement = try bound(sql, values)
        defer { sqlite3_reset(statement) }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { throw error(code, sql: sql) }
            try row(statement)
        }
    }

    /// The first column of the first row as a whole number; `nil` for no row or NULL.
    func integer(_ sql: String, _ values: [SQLiteValue] = []) throws -> Int64? {
        let statement = try bound(sql, values)
        defer { sqlite3_reset(statement) }
        let code = sqlite3_step(statement)
        if code == SQLITE_DONE { return nil }
        guard code == SQLITE_ROW else { throw error(code, sql: sql) }
        return sqlite3_column_type(statement, 0) == SQLITE_NULL ? nil : sqlite3_column_int64(statement, 0)
    }

    /// The first column of every row as text (NULL as empty text).
    func texts(_ sql: String, _ values: [SQLiteValue] = []) throws -> [String] {
        var texts: [String] = []
        try forEachRow(sql, values) { statement in texts.append(SQLiteColumn.text(statement, 0)) }
        return texts
    }

    /// Runs statements that take no values, several separated by semicolons.
    func script(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(sqliteConnection, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw DatabaseError(
                resultCode: ResultCode(rawValue: code), message: message.map { String(cString: $0) }, sql: sql)
        }
    }

    /// The id of the row the last insert made.
    var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(sqliteConnection)
    }

    /// How many rows the last statement changed.
    var changesCount: Int {
        Int(sqlite3_changes(sqliteConnection))
    }

    /// An error for SQLite's result `code`, with the connection's message.
    func error(_ code: Int32, sql: String? = nil) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqliteConnection)),
            sql: sql)
    }

    /// The statement for `sql` with `values` bound to its parameters, in order.
    private func bound(_ sql: String, _ values: [SQLiteValue]) throws -> OpaquePointer {
        let statement = try statement(sql)
        var index: Int32 = 1
        for value in values {
            let code = value.bind(to: statement, at: index)
            guard code == SQLITE_OK else { throw error(code, sql: sql) }
            index += 1
        }
        return statement
    }
}

/// A GRDB connection runs todo's SQL on the statements it caches.
extension Database: SQLiteStatements {
    func statement(_ sql: String) throws -> OpaquePointer {
        let statement = try cachedStatement(sql: sql).sqliteStatement
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        return statement
    }
}
