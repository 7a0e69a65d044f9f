import Foundation
import GRDB

/// Creates a new todo database all at once: it is built under a temporary name in the
/// same folder (schema, write-ahead logging, the todo stamp), closed, and then linked to
/// its real name. The path therefore holds either nothing or a whole database: a process
/// killed half-way leaves no half-made database behind, and processes creating the same
/// database at once need no lock (the first link wins; the others open what it made).
///
/// On a file system without hard links, an empty file is made instead and filled in place.
///
/// The file is readable by its owner only (0600); SQLite gives its `-wal` and `-shm`
/// files the same permissions.
enum DatabaseCreation {
    /// Creates the database at `path` unless another process got there first.
    static func create(at path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        removeAbandonedDrafts(beside: path)
        let draft =
            (folder.isEmpty ? "" : folder + "/") + ".\(name).new-\(getpid())-\(UInt32.random(in: .min ... .max))"
        let descriptor = open(draft, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(path, errno: errno) }
        // Safe to close: no SQLite connection of this process has the draft open yet.
        close(descriptor)
        defer { removeDraft(draft) }
        let queue = try DatabaseQueue(path: draft)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        try SQLiteSchema.migrator.migrate(queue)
        // Closing the only connection checkpoints the log into the file and deletes it.
        try queue.close()
        if link(draft, path) != 0 {
            switch errno {
            case EEXIST: return  // another process created it first
            case EPERM, ENOTSUP, EOPNOTSUPP, EMLINK: try createEmpty(at: path)
            default: throw failure(path, errno: errno)
            }
        }
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// On a file system without hard links: an empty file (0600), which the store then
    /// fills in place under SQLite's own locking.
    private static func createEmpty(at path: String) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 || errno == EEXIST else { throw failure(path, errno: errno) }
        // Safe to close: no SQLite connection of this process has the file open yet.
        if descriptor >= 0 { close(descriptor) }
    }

    /// Deletes the drafts of the database at `path` (and their logs) that processes killed
    /// while creating it left behind: only those whose process no longer runs, never a
    /// draft another process is still building. Called whenever the database is opened for
    /// writing, so that a draft never outlives the next write; reads the folder once.
    static func removeAbandonedDrafts(beside path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = Array(".\((path as NSString).lastPathComponent).new-".utf8)
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        var abandoned: [String] = []
        while let entry = readdir(directory) {
            // Only the names that start as a draft's are made into strings.
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                bytes.starts(with: prefix) ? String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) : nil
            }
            guard let name else { continue }
            let rest = String(decoding: name.utf8.dropFirst(prefix.count), as: UTF8.self)
            guard let pid = pid_t(rest.prefix { $0 != "-" }), pid > 0, kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            abandoned.append(name)
        }
        closedir(directory)
        for name in abandoned { unlink((folder.isEmpty ? "" : folder + "/") + name) }
    }

    private static func removeDraft(_ draft: String) {
        for suffix in ["", "-wal", "-shm", "-journal"] { unlink(draft + suffix) }
    }

    /// Makes the new name itself durable, as `synchronous = FULL` makes the commits.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ path: String, errno code: Int32) -> TodoStoreError {
        let reason: String
        switch code {
        case EACCES, EPERM:
            reason = "its folder is not writable, so the database cannot be created there; check its permissions"
        case EROFS: reason = "its folder is on a read-only file system, so the database cannot be created there"
        case ENOSPC, EDQUOT: reason = "the disk is full; free some space and try again"
        default: reason = "the database could not be created there (\(String(cString: strerror(code))))"
        }
        return .unusable(path: path, reason: reason)
    }
}
