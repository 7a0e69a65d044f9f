import Foundation

/// The files SQLite keeps beside a database (`DB-journal`, `DB-wal`, `DB-shm`), looked at
/// before SQLite opens any of them: each must be missing or a regular file. SQLite would
/// wait for ever on a named pipe there (opening it, or reading it), deaf to signals, so
/// anything else is refused with a message that names the file.
///
/// Looked at with `stat` only, never opened. Beside a database reached through a symbolic
/// link they are where SQLite keeps them: beside the file the link leads to.
struct DatabaseCompanions {
    /// The rollback journal's size (0 when there is none).
    let journalSize: Int
    /// Whether a write-ahead log is there.
    let logExists: Bool
    /// The write-ahead log's size (0 when there is none).
    let logSize: Int
    /// The rollback journal's path.
    let journalPath: String

    /// Looks at the companions of the database at `path` (which `isLink` says is a symbolic
    /// link); throws when one is not a regular file.
    init(of path: String, isLink: Bool) throws(TodoStoreError) {
        let base = isLink ? Self.resolved(path) : path
        journalPath = base + "-journal"
        let journal = try Self.look(at: journalPath, role: "rollback journal", database: path)
        let log = try Self.look(at: base + "-wal", role: "write-ahead log", database: path)
        _ = try Self.look(at: base + "-shm", role: "shared-memory index", database: path)
        journalSize = journal ?? 0
        logExists = log != nil
        logSize = log ?? 0
    }

    /// The size of the regular file at `path`, or `nil` when nothing is there.
    private static func look(at path: String, role: String, database: String) throws(TodoStoreError) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFREG { return Int(status.st_size) }
        throw .unusable(
            path: database,
            reason: "its \(role) \(path) is \(DatabaseFileCheck.name(of: kind)), not a regular file (SQLite would "
                + "wait on it for ever); remove it (or move it away if another program uses it) and try again")
    }

    /// The path a symbolic link leads to, as SQLite names the companions; the path itself
    /// when it cannot be resolved.
    private static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
