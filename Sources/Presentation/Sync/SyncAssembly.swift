import AppCore

/// Builds the Sync module for a front: the composition root creates it with its
/// ``SyncService``; a front calls ``assemble(view:list:)`` with its own view, and never
/// sees the service, the account, the lock or the server.
public struct SyncAssembly: Sendable {
    private let service: any SyncService

    /// Creates an assembly over the composition root's service.
    public init(service: any SyncService) {
        self.service = service
    }

    /// Wires the Sync module to a front's view (held weakly: the front owns it) and to the
    /// front's list (held weakly), which is shown again after a sync the user waited for
    /// brought changes; `now` reads the time a sync ends at and the state's "synced 2 min
    /// ago" counts to (the continuous clock, but for tests).
    @MainActor
    public func assemble(
        view: any SyncView, list: (any ListModuleInterface)?,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) -> SyncPresenter {
        SyncPresenter(runner: SyncRunner(service: service, now: now), view: view, list: list, now: now)
    }
}
