import Foundation
import Glibc

/// One sync of a list at a time on this machine: an advisory lock (`flock`) on a file
/// beside the SQLite database (or, for a PostgreSQL list, in the temporary folder, named
/// after the server and database). A second `todo sync` waits for the first to end; the
/// lock goes with the process, even when it is killed.
struct SyncLock: Sendable {
    /// How a sync waits for another that holds the lock.
    enum Wait: Sendable {
        /// In the thread, after saying `waiting` through `tell` (`todo sync`, which does
        /// nothing else meanwhile).
        case blocking(tell: @Sendable (String) -> Void, waiting: String)
        /// Trying again every ``pollInterval``, holding no thread (the interactive fronts,
        /// whose syncs run beside the user's keys).
        case polling
    }

    /// How often a polling sync tries the lock again.
    static let pollInterval: Duration = .milliseconds(200)

    private let descriptor: Int32

    /// Takes the lock at `path`, saying `waiting` through `tell` when another sync holds it.
    init(path: String, tell: (String) -> Void, waiting: String) throws {
        descriptor = try Self.open(path)
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            tell(waiting)
            guard flock(descriptor, LOCK_EX) == 0 else {
                close(descriptor)
                throw CommandError("cannot lock \(path) for the sync")
            }
        }
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Takes the lock at `path`, waiting for another sync as `wait` says.
    static func take(path: String, wait: Wait) async throws -> SyncLock {
        switch wait {
        case .blocking(let tell, let waiting):
            return try SyncLock(path: path, tell: tell, waiting: waiting)
        case .polling:
            let descriptor = try open(path)
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                do { try await Task.sleep(for: pollInterval) } catch {
                    close(descriptor)
                    throw error
                }
            }
            return SyncLock(descriptor: descriptor)
        }
    }

    private static func open(_ path: String) throws -> Int32 {
        let descriptor = Glibc.open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CommandError("cannot create the sync lock file \(path)") }
        return descriptor
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
