import GRDB
import GRDBSQLite

/// The settings of every connection todo opens on a database file, GRDB's (the pool's, and
/// the short read-only looks and roll-back before it) and todo's own
/// (``DirectConnection``). Each waits for other processes (SQLite's busy timeout) instead
/// of failing at once: a connection without it fails the moment another process writes.
enum SQLiteConnectionSettings {
    /// How long a connection waits for another process's write before giving up.
    static let busyTimeout: Double = 10

    /// A GRDB connection's configuration: read-write, or read-only.
    static func configuration(readOnly: Bool = false, label: String = "todo") -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = label
        // The schema declares no foreign keys: GRDB's `PRAGMA foreign_keys = ON` at every
        // opening would enforce nothing.
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in SQLiteFilterFunction.register(on: db.sqliteConnection) }
        return configuration
    }

    /// Settles a connection todo opened itself as ``configuration(readOnly:label:)``
    /// settles GRDB's: the busy timeout and the filter function.
    static func prepare(_ handle: OpaquePointer) {
        sqlite3_busy_timeout(handle, Int32(busyTimeout * 1_000))
        SQLiteFilterFunction.register(on: handle)
    }

    /// Keeps the write-ahead log when the last connection closes (SQLite would delete it),
    /// so that the next `todo` opens the database without writing to it first; and bounds
    /// it: when SQLite starts the log over, it gives back the space beyond
    /// ``logSizeLimit`` (after a big import, say).
    static func keepWriteAheadLog(_ connection: some SQLiteStatements) throws {
        var keep: Int32 = 1
        _ = sqlite3_file_control(connection.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
        try connection.script("PRAGMA journal_size_limit = \(logSizeLimit)")
    }

    /// The size the write-ahead log is cut back to when SQLite starts it over.
    static let logSizeLimit = 4 * 1_024 * 1_024
}
