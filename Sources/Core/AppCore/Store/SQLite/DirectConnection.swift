import Foundation
import GRDB
import GRDBSQLite

/// One connection to a todo database on SQLite's own interface, without GRDB: what a
/// store that serves one command (``StoreUse/oneCommand``) runs on.
///
/// It keeps every setting of todo's GRDB connections (the busy timeout, the filter
/// function, the write-ahead log kept and bounded, `synchronous = FULL` for a writer,
/// immediate write transactions) and leaves out what a command that runs a few statements
/// and ends does not use: GRDB's set-up of each connection (its own SQL functions and
/// collations, the authorizer that follows every column a statement reads, a queue to run
/// on), which cost a one-shot command about a quarter of its instructions
/// (Docs/Performance.md). Schema upgrades stay with GRDB's migrator.
///
/// Its statements run one access at a time (a lock), on the thread that asks.
final class DirectConnection: SQLiteStatements, @unchecked Sendable {
    /// The SQLite handle; `nil` once closed.
    private(set) var sqliteConnection: OpaquePointer?
    /// The statements prepared so far, by their SQL: a command runs a handful.
    private var prepared: [(sql: String, statement: OpaquePointer)] = []
    private let lock = NSLock()

    /// Opens the database file at `path` (or an SQLite URI), read-write or read-only.
    init(path: String, readOnly: Bool) throws {
        var handle: OpaquePointer?
        // As GRDB opens its connections: SQLite's multi-thread mode (no lock of SQLite's
        // around every call: this connection's own lock keeps its use to one thread at a
        // time) and extended result codes (SQLITE_OPEN_EXRESCODE).
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let flags = access | SQLITE_OPEN_NOMUTEX | 0x0200_0000
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        sqliteConnection = handle
        sqlite3_extended_result_codes(handle, 1)
        SQLiteConnectionSettings.prepare(handle)
    }

    deinit {
        try? close()
    }

    /// Runs `body` in a transaction: an immediate one to write (another process's write
    /// waits for it, or it for theirs, within the busy timeout), a deferred one to read.
    /// The transaction commits when `body` returns and rolls back when it throws.
    func access<T>(writing: Bool, _ body: (DirectConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try run(writing ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let result = try body(self)
            try run("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(sqliteConnection) == 0 { try? run("ROLLBACK") }
            throw error
        }
    }

    /// Runs `body` outside any transaction (a checkpoint, a pragma).
    func withoutTransaction<T>(_ body: (DirectConnection) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(self)
    }

    func statement(_ sql: String) throws -> OpaquePointer {
        if let known = prepared.first(where: { $0.sql == sql }) {
            sqlite3_reset(known.statement)
            sqlite3_clear_bindings(known.statement)
            return known.statement
        }
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(sqliteConnection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw error(code, sql: sql)
        }
        prepared.append((sql, statement))
        return statement
    }

    /// Finalizes the statements and closes the connection: the last connection to close
    /// copies the write-ahead log into the database file. Does nothing the second time.
    func close() throws {
        lock.lock()
        defer { lock.unlock() }
        guard let handle = sqliteConnection else { return }
        for entry in prepared { sqlite3_finalize(entry.statement) }
        prepared = []
        let code = sqlite3_close(handle)
        guard code == SQLITE_OK else { throw error(code) }
        sqliteConnection = nil
    }
}
