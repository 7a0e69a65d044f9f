import Logging
import PostgresNIO

/// The lock that every change to a list on PostgreSQL takes first, across every client:
/// undo, redo, add, edit, complete, reopen, delete and import (whatever records an undo
/// step, or reverts one). It is a transaction-level advisory lock, held until the change's
/// transaction ends, and taken before the change reads anything. So changes take turns as
/// they do on SQLite (one writer at a time): undo reads the last step and reverts it with
/// no change committing in between, and a change made meanwhile waits, then reads what
/// undo left and records its step after undo removed the one it reverted.
///
/// ``PostgresTodoStore`` takes it at the start of every write transaction (its `change`):
/// a use case that writes goes through there, and nothing else takes it.
enum PostgresJournalLock {
    /// The lock's key: "undo" in ASCII, the key undo alone took in earlier versions, so
    /// that an earlier client's undo and this version's changes also take turns.
    static let key: Int64 = 0x756E_646F

    /// Takes the lock for the rest of the caller's transaction, waiting while another
    /// client's change holds it.
    static func take(_ connection: PostgresConnection, _ logger: Logger) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(key))", logger: logger)
    }
}
