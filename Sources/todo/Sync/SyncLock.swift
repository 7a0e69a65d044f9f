import Foundation
import Glibc

/// One sync of a list at a time on this machine: an advisory lock (`flock`) on a file
/// beside the SQLite database (or, for a PostgreSQL list, in the temporary folder, named
/// after the server and database). A second `todo sync` waits for the first to end; the
/// lock goes with the process, even when it is killed.
struct SyncLock {
    private let descriptor: Int32

    /// Takes the lock for `name`, saying `waiting` through `tell` when another sync holds it.
    init(path: String, tell: (String) -> Void, waiting: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CommandError("cannot create the sync lock file \(path)") }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            tell(waiting)
            guard flock(descriptor, LOCK_EX) == 0 else {
                close(descriptor)
                throw CommandError("cannot lock \(path) for the sync")
            }
        }
    }

    /// Lets the next sync go.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file for a list kept at `location` (a file path or a server URL).
    static func path(forFile file: String?, server: String?) -> String {
        if let file { return file + ".sync-lock" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (server ?? "").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/todo-sync-\(String(hash, radix: 16)).lock"
    }
}
