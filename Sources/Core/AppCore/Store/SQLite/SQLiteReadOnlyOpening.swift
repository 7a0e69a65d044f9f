import Foundation
import GRDB
import GRDBSQLite

/// Opens a todo database for reading only: nothing is created, upgraded or changed, and a
/// database its user may only read (a 0444 file, a read-only folder) can still be read.
///
/// The one write it may leave to SQLite is the rollback of a change that a killed process
/// left half-done, which puts back what was there (as any program reading the file would).
enum SQLiteReadOnlyOpening {
    /// Connections that read the todo database at `path`: a read-only pool, or an empty
    /// todo database in memory when the file is empty (as `mktemp` makes it), so that it
    /// lists as empty and stays as it is. Throws ``TodoStoreError/noDatabase(path:)`` when
    /// nothing is there. For ``StoreUse/oneCommand``, one read-only connection of todo's own
    /// (``DirectConnection``) instead of a pool.
    static func open(_ path: String, use: StoreUse) throws -> SQLiteStoreConnection {
        // Nothing there, whether or not its folder exists: nothing to read, nothing to make.
        if !path.isEmpty, access(path, F_OK) != 0, errno == ENOENT { throw TodoStoreError.noDatabase(path: path) }
        var recovered = false
        // Each turn settles one thing (a rollback); a few are always enough.
        for _ in 0..<3 {
            switch try DatabaseFileCheck(path: path).inspect(ignoringJournal: recovered) {
            case .missing:
                throw TodoStoreError.noDatabase(path: path)
            case .needsRecovery:
                try SQLiteTodoStore.rollBackInterruptedWrite(path)
                recovered = true
            case .empty where DatabaseFileCheck.size(of: path) == 0:
                return try emptyDatabase(use: use)
            case .empty, .unknownUntilLogIsRead, .todoDatabase:
                return try checkedConnection(path, use: use)
            }
        }
        throw TodoStoreError.unusable(path: path, reason: "it kept changing while todo opened it; try again")
    }

    /// Read-only connections on a todo database of a version this program knows (an SQLite
    /// file with no schema yet reads as an empty database).
    private static func checkedConnection(_ path: String, use: StoreUse) throws -> SQLiteStoreConnection {
        let (connection, identity, opened) = try readableConnection(path, use: use)
        switch identity {
        case .empty:
            try connection.close()
            return try emptyDatabase(use: use)
        case .foreign: throw TodoStoreError.unusable(path: path, reason: DatabaseFileCheck.anotherProgramsDatabase)
        case .todo(let applied):
            try SQLiteSchema.refuse(applied, path: path)
            if applied != Set(SQLiteSchema.migrator.migrations) {
                try connection.close()
                return try upgradedCopy(of: opened, use: use)
            }
        }
        return connection
    }

    /// A database written by an earlier release, read without changing its file: copied
    /// into memory and brought up to date there, so that every query finds the columns it
    /// reads (a command that writes upgrades the file itself). `path` is the file or URI
    /// that could be opened.
    private static func upgradedCopy(of path: String, use: StoreUse) throws -> SQLiteStoreConnection {
        let file = try DatabaseQueue(path: path, configuration: readOnlyConfiguration)
        let memory = try DatabaseQueue(configuration: SQLiteConnectionSettings.configuration(label: "todo.memory"))
        try file.backup(to: memory)
        try file.close()
        try SQLiteSchema.migrator.migrate(memory)
        return .grdb(memory, use)
    }

    /// Read-only connections that have read the file's identity, and the path or URI they
    /// opened. A WAL database with no log beside it, in a folder nobody may write to, cannot
    /// be read the usual way (SQLite cannot make the log and shared memory it wants), but no
    /// log holds anything to read: it is read as a file that nobody changes.
    private static func readableConnection(_ path: String, use: StoreUse) throws -> (
        SQLiteStoreConnection, SQLiteSchema.Identity, String
    ) {
        do {
            return try identified(path, use: use)
        } catch let error as DatabaseError
            where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) && canReadAsUnchanging(path)
        {
            return try identified(immutableURI(path), use: use)
        }
    }

    /// An empty todo database in memory, for a file that holds no database yet.
    private static func emptyDatabase(use: StoreUse) throws -> SQLiteStoreConnection {
        let memory = try DatabaseQueue(configuration: SQLiteConnectionSettings.configuration(label: "todo.memory"))
        try SQLiteSchema.migrator.migrate(memory)
        return .grdb(memory, use)
    }

    /// Read-only connections on `path` (a file or an SQLite URI) with the identity they
    /// read: a pool for a session, todo's own single connection for one command.
    private static func identified(_ path: String, use: StoreUse) throws -> (
        SQLiteStoreConnection, SQLiteSchema.Identity, String
    ) {
        switch use {
        case .session:
            let pool = try DatabasePool(path: path, configuration: readOnlyConfiguration)
            return (.grdb(pool, use), try pool.read { db in try SQLiteSchema.identity(db) }, path)
        case .oneCommand:
            let connection = try DirectConnection(path: path, readOnly: true)
            return (.direct(connection), try connection.access(writing: false) { try SQLiteSchema.identity($0) }, path)
        }
    }

    /// The configuration of GRDB's read-only connections.
    private static var readOnlyConfiguration: Configuration {
        SQLiteConnectionSettings.configuration(readOnly: true, label: "todo.read-only")
    }

    /// Whether the database may be read as a file that nobody changes: its write-ahead log
    /// is missing or empty (so the file holds everything), and SQLite reads URI file names.
    private static func canReadAsUnchanging(_ path: String) -> Bool {
        DatabaseFileCheck.size(of: path + "-wal") == 0 && sqlite3_compileoption_used("USE_URI") == 1
    }

    /// `file:/path?immutable=1`, the path percent-encoded.
    private static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:\(encoded)?immutable=1"
    }
}
