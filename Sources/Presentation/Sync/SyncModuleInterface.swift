/// What the Sync module accepts from a front: the user asking for a sync, and the front's
/// own rhythm (its tick, its prompt) to report the syncs that ran by themselves.
@MainActor
public protocol SyncModuleInterface: AnyObject {
    /// Syncs now and waits for the end (`todo sync`, the REPL's `sync`): says what the sync
    /// did, or why it failed; after a sync that brought changes, the list shows them.
    func sync() async
    /// Starts a sync and returns at once (the wide front's key): what it did is said by
    /// ``update()`` once it has ended. While a sync runs, another is not started.
    func startSync()
    /// With the service's interval set, syncs by itself from now on: at once, then at that
    /// interval and a few seconds after each change to the list. Never waits on the front.
    func startBackgroundSyncs()
    /// Reports what ended since the last call (a started sync's summary or problem; a
    /// background sync's problem, once), after the list shows what those syncs brought,
    /// and shows the state of the syncs as it now is ("synced 2 min ago"). A front calls it
    /// often: at its tick, before its prompt.
    func update() async
    /// Stops the background syncs (a sync under way ends by itself).
    func stopBackgroundSyncs()
}
