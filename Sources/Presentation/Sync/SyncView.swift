/// What the Sync presenter asks of a view. Fronts implement it; the presenter holds its
/// view weakly.
@MainActor
public protocol SyncView: AnyObject {
    /// Shows what a sync the user asked for did: "Synced with tasks at HOST: 2 received."
    func showSyncSummary(_ summary: String)
    /// Shows why a sync failed and what to do.
    func showSyncProblem(_ message: String)
    /// Shows the state of the syncs in a few words, for a title bar: "synced 2 min ago",
    /// "syncing 300 of 1,000", "sync failed: password refused"; `nil` before the first. A
    /// view without a place for it (the default) ignores it.
    func showSyncStatus(_ status: String?)
    /// Where a view that shows a sync's progress as it happens writes it: called from any
    /// thread with "Syncing: 300 of 1,000 tasks", then with `nil` when the sync ends (the
    /// line goes). `nil` (the default) for a view that shows none.
    var progressLine: (@Sendable (String?) -> Void)? { get }
}

extension SyncView {
    /// Nothing, by default.
    public func showSyncStatus(_ status: String?) {}

    /// No progress, by default.
    public var progressLine: (@Sendable (String?) -> Void)? { nil }
}
