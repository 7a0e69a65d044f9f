import Synchronization

/// How far a sync has come: of the tasks it has to receive and send (known once the
/// server has said what changed), how many it has done. ``SyncInteractor`` reports it as it
/// goes, so that a long first sync can show that it is moving.
public struct SyncProgress: Sendable, Hashable {
    /// The tasks received or sent so far.
    public var done: Int
    /// The tasks the sync has to receive and send.
    public var total: Int

    /// Creates a report of `done` tasks of `total`.
    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }
}

/// The progress of one round of a sync, told to the caller's closure, if any.
final class SyncProgressCount: Sendable {
    private let report: (@Sendable (SyncProgress) -> Void)?
    private let counts = Mutex(SyncProgress(done: 0, total: 0))

    init(report: (@Sendable (SyncProgress) -> Void)?) {
        self.report = report
    }

    /// A round starts with `total` tasks to receive and send.
    func start(total: Int) {
        tell { $0 = SyncProgress(done: 0, total: total) }
    }

    /// `count` more are done.
    func add(_ count: Int) {
        tell { $0.done = min($0.done + count, $0.total) }
    }

    private func tell(_ change: (inout SyncProgress) -> Void) {
        guard let report else { return }
        report(
            counts.withLock {
                change(&$0)
                return $0
            })
    }
}
