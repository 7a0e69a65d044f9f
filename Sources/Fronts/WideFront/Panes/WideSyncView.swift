import Presentation

/// The wide front's view of the Sync module: the state of the syncs for the title bar
/// ("synced 2 min ago"), and what a sync did or why it failed in the footer.
@MainActor
final class WideSyncView: SyncView {
    private let status: WideStatus
    /// The state of the syncs, for the title bar; `nil` before the first.
    private(set) var state: String?

    init(status: WideStatus) {
        self.status = status
    }

    func showSyncSummary(_ summary: String) {
        status.show(summary, problem: false)
    }

    func showSyncProblem(_ message: String) {
        status.show(message, problem: true)
    }

    func showSyncStatus(_ status: String?) {
        state = status
    }
}
