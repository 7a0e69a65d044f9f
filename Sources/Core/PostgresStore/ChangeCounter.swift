import Foundation

/// Counts the changes this client made and those other clients announced (through
/// LISTEN/NOTIFY), and the reconnections after which some may have been missed; read as
/// the store's revision, a number the fronts compare several times a second at no cost to
/// the server.
final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count: Int64 = 0
    private var watching = false

    var value: Int64 { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }

    /// Returns `true` once: to the first caller, who then starts watching for changes.
    func beginWatching() -> Bool {
        lock.withLock {
            defer { watching = true }
            return !watching
        }
    }
}
