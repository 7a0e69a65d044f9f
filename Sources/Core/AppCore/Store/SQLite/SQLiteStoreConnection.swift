import GRDB

/// Where an SQLite store's statements run: GRDB's connections, or todo's own single
/// connection for one command (``DirectConnection``).
enum SQLiteStoreConnection: Sendable {
    /// GRDB's: a pool for a session; for one command, a single connection on a database
    /// that GRDB had to bring up to date or into WAL mode as it opened, or a database in
    /// memory (an empty file, or an older one read without changing it).
    case grdb(any DatabaseWriter, StoreUse)
    /// todo's own connection, for one command.
    case direct(DirectConnection)

    /// Runs `body` in a read or write transaction. A session's pool runs it on GRDB's
    /// queue, so that a front's actor never waits on the disk. One command's connection
    /// runs it on the thread that asks: nothing else waits in that process, and a queue
    /// then needs no thread of its own to hand the work to and back (about 1 ms of a
    /// one-shot command, Docs/Performance.md).
    func access<T: Sendable>(
        writing: Bool, _ body: @escaping @Sendable (any SQLiteStatements) throws -> T
    ) async throws -> T {
        switch self {
        case .direct(let connection):
            return try connection.access(writing: writing, body)
        case .grdb(let pool, .oneCommand):
            return try Self.accessHere(pool, writing: writing, body)
        case .grdb(let pool, .session):
            return try await writing ? pool.write { db in try body(db) } : pool.read { db in try body(db) }
        }
    }

    /// Runs `body` outside any transaction (a checkpoint).
    func withoutTransaction(_ body: @escaping @Sendable (any SQLiteStatements) throws -> Void) async throws {
        switch self {
        case .direct(let connection): try connection.withoutTransaction(body)
        case .grdb(let pool, _): try await pool.writeWithoutTransaction { db in try body(db) }
        }
    }

    /// Closes the connections: the last to close copies the write-ahead log into the
    /// database file and syncs both. Nothing may use them afterwards.
    func close() throws {
        switch self {
        case .direct(let connection): try connection.close()
        case .grdb(let pool, _): try pool.close()
        }
    }

    /// GRDB's blocking read or write (a synchronous function, so that they are the ones
    /// chosen over the `async` ones).
    private static func accessHere<T>(
        _ pool: any DatabaseWriter, writing: Bool, _ body: (any SQLiteStatements) throws -> T
    ) throws -> T {
        try writing ? pool.write { db in try body(db) } : pool.read { db in try body(db) }
    }
}
