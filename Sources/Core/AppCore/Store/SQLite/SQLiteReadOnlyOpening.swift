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
    /// nothing is there. For ``StoreUse/oneCommand``, one read-only connection instead of a
    /// pool.
    static func open(_ path: String, use: StoreUse) throws -> any DatabaseWriter {
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
                return try emptyDatabase()
            case .empty, .unknownUntilLogIsRead, .todoDatabase:
                return try checkedPool(path, use: use)
            }
        }
        throw TodoStoreError.unusable(path: path, reason: "it kept changing while todo opened it; try again")
    }

    /// A read-only pool on a todo database of a version this program knows (an SQLite file
    /// with no schema yet reads as an empty database).
    private static func checkedPool(_ path: String, use: StoreUse) throws -> any DatabaseWriter {
        let (pool, identity) = try readablePool(path, use: use)
        switch identity {
        case .empty:
            try pool.close()
            return try emptyDatabase()
        case .foreign: throw TodoStoreError.unusable(path: path, reason: DatabaseFileCheck.anotherProgramsDatabase)
        case .todo(let applied):
            try SQLiteSchema.refuse(applied, path: path)
            if applied != Set(SQLiteSchema.migrator.migrations) { return try upgradedCopy(of: pool) }
        }
        return pool
    }

    /// A database written by an earlier release, read without changing its file: copied
    /// into memory and brought up to date there, so that every query finds the columns it
    /// reads (a command that writes upgrades the file itself).
    private static func upgradedCopy(of pool: any DatabaseWriter) throws -> any DatabaseWriter {
        let memory = try DatabaseQueue(configuration: SQLiteConnectionSettings.configuration(label: "todo.memory"))
        try pool.backup(to: memory)
        try pool.close()
        try SQLiteSchema.migrator.migrate(memory)
        return memory
    }

    /// A read-only pool that has read the file's identity. A WAL database with no log
    /// beside it, in a folder nobody may write to, cannot be read the usual way (SQLite
    /// cannot make the log and shared memory it wants), but no log holds anything to read:
    /// it is read as a file that nobody changes.
    private static func readablePool(_ path: String, use: StoreUse) throws -> (
        any DatabaseWriter, SQLiteSchema.Identity
    ) {
        do {
            let pool = try reader(path, use: use)
            return (pool, try pool.read(SQLiteSchema.identity))
        } catch let error as DatabaseError
            where [.SQLITE_CANTOPEN, .SQLITE_READONLY].contains(error.resultCode) && canReadAsUnchanging(path)
        {
            let pool = try reader(immutableURI(path), use: use)
            return (pool, try pool.read(SQLiteSchema.identity))
        }
    }

    /// An empty todo database in memory, for a file that holds no database yet.
    private static func emptyDatabase() throws -> any DatabaseWriter {
        let memory = try DatabaseQueue(configuration: SQLiteConnectionSettings.configuration(label: "todo.memory"))
        try SQLiteSchema.migrator.migrate(memory)
        return memory
    }

    /// Read-only connections: a pool for a session, one connection for one command.
    private static func reader(_ path: String, use: StoreUse) throws -> any DatabaseWriter {
        let configuration = SQLiteConnectionSettings.configuration(readOnly: true, label: "todo.read-only")
        switch use {
        case .session: return try DatabasePool(path: path, configuration: configuration)
        case .oneCommand: return try DatabaseQueue(path: path, configuration: configuration)
        }
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
