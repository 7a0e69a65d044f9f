import Foundation

/// A shared, ordered record of what happened, for checking the order of events across
/// the store, the host and a delegate.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ event: String) {
        lock.withLock { recorded.append(event) }
    }

    var events: [String] { lock.withLock { recorded } }
}
