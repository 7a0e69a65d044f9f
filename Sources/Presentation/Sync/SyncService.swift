import AppCore

/// What the Sync module asks of the composition root: one sync of the list with the
/// collection the settings name, with everything around it (the account and its password,
/// the lock that lets one sync of a list run at a time, the server's collection, the
/// store). A front never sees any of it.
public protocol SyncService: Sendable {
    /// How long the interactive fronts wait between the syncs they start by themselves
    /// (the settings' `sync.interval`); `nil`: they start none.
    var interval: Duration? { get }

    /// Syncs the list once, both ways, telling `progress` how far it has come. Throws an
    /// error whose description says what was wrong and what to do; a sync that failed
    /// changed nothing in the list.
    func sync(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncSummary

    /// A number that changes whenever the list changes, here or in another process
    /// (``AppCore/TodoStore/revision()``): a change seen this way is synced soon after.
    func listRevision() async throws -> Int64
}
