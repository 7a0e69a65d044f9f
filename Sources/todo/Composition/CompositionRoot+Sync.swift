import Presentation

extension CompositionRoot {
    /// The Sync module's assembly for an interactive front: the account of the settings,
    /// looked up at the first sync; a sync waits for another of the same list without
    /// holding a thread.
    func makeInteractiveSyncAssembly() -> SyncAssembly {
        SyncAssembly(
            service: AccountSyncService(root: self, variables: ProcessEnvironment.variables(), lockWait: .polling))
    }
}
