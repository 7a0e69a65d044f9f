import Foundation

/// Makes opening a database one process at a time: an exclusive `flock` on the database
/// file, held while the store checks the file, opens its pool and brings the schema up to
/// date. Several `todo` processes creating the same new database at once then take turns
/// instead of racing to create the same tables.
///
/// `flock` locks are separate from the POSIX locks SQLite takes, so they never get in
/// SQLite's way, and taking one changes nothing in the file.
enum DatabaseOpenLock {
    /// Runs `body` holding the lock on `path` (created empty if missing); waits up to
    /// `timeout` seconds for another process to finish opening.
    static func holding<T>(_ path: String, timeout: TimeInterval, _ body: () throws -> T) throws -> T {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return try body() }  // SQLite will say what is wrong
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else { break }
            usleep(2_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
