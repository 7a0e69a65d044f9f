import AppCore
import Presentation
import Synchronization
import Testing

/// The Sync module, shared by every front: what a sync the user asked for says, the state
/// a title bar shows, and the syncs a front starts by itself.
@MainActor
@Suite struct SyncPresenterTests {
    /// A time that stands still until the test moves it.
    final class Time: Sendable {
        private let value = Mutex(ContinuousClock.now)
        var instant: ContinuousClock.Instant {
            get { value.withLock { $0 } }
            set { value.withLock { $0 = newValue } }
        }
    }

    let time = Time()
    let view = SpySyncView()

    func presenter(_ service: FakeSyncService, list: (any ListModuleInterface)? = nil) -> SyncPresenter {
        SyncAssembly(service: service).assemble(view: view, list: list, now: { [time] in time.instant })
    }

    /// Calls `update()` until `condition` holds (the syncs run off the main actor), at most
    /// `seconds`.
    func updateUntil(_ presenter: SyncPresenter, seconds: Double = 60, _ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
            await presenter.update()
        }
    }

    @Test func aSyncTheUserAskedForSaysWhatItDidAndTheStateSaysJustNow() async {
        let sync = presenter(FakeSyncService([.success(FakeSyncService.summary(sent: 3, received: 2))]))
        await sync.sync()
        #expect(view.summaries == ["Synced with tasks at dav.example.net: 3 sent, 2 received."])
        #expect(view.problems.isEmpty)
        #expect(view.states.last == "synced just now")
    }

    @Test func theStateCountsTheTimeSinceTheLastSync() async {
        let sync = presenter(FakeSyncService([.success(FakeSyncService.summary())]))
        await sync.sync()
        for (seconds, state) in [
            (59, "synced just now"), (120, "synced 2 min ago"), (3 * 3600, "synced 3 h ago"),
            (2 * 86_400, "synced 2 days ago"),
        ] {
            let start = time.instant
            time.instant = start + .seconds(seconds)
            await sync.update()
            #expect(view.states.last == state)
            time.instant = start
        }
    }

    @Test func aFailedSyncSaysWhyAndTheStateSaysItInAFewWords() async {
        let sync = presenter(FakeSyncService([.failure(.unauthorized(host: "dav.example.net"))]))
        await sync.sync()
        #expect(view.summaries.isEmpty)
        #expect(view.problems.count == 1)
        #expect(view.problems.first?.contains("(401)") == true)
        #expect(view.states.last == "sync failed: password refused")
    }

    @Test func theProgressLineCountsTheTasksAndIsClearedAtTheEnd() async {
        let sync = presenter(FakeSyncService([.success(FakeSyncService.summary(received: 1_500))]))
        await sync.sync()
        #expect(view.progress == ["Syncing: 0 of 1,500 tasks", "Syncing: 1,500 of 1,500 tasks", nil])
    }

    @Test func aSyncThatBroughtChangesShowsTheListAgain() async {
        let harness = ModuleHarness()
        await harness.modules.list.start()
        let before = harness.listView.lists.count
        let quiet = FakeSyncService([.success(FakeSyncService.summary(sent: 1))])
        await presenter(quiet, list: harness.modules.list).sync()
        #expect(harness.listView.lists.count == before)
        let busy = FakeSyncService([.success(FakeSyncService.summary(received: 2))])
        await presenter(busy, list: harness.modules.list).sync()
        #expect(harness.listView.lists.count == before + 1)
    }

    @Test func aStartedSyncReturnsAtOnceAndIsReportedByTheNextUpdate() async {
        let service = FakeSyncService(holding: true, [.success(FakeSyncService.summary(received: 1))])
        let sync = presenter(service)
        sync.startSync()
        #expect(view.states.last == "syncing…")
        service.release()
        await updateUntil(sync) { !view.summaries.isEmpty }
        #expect(view.summaries == ["Synced with tasks at dav.example.net: 0 sent, 1 received."])
        #expect(view.states.last == "synced just now")
    }

    @Test func backgroundSyncsRunAtOnceThenAfterAChangeAndSayAFailureOnce() async {
        let service = FakeSyncService(
            interval: .seconds(3600), [.failure(.timedOut(host: "dav.example.net", seconds: 30))])
        let sync = presenter(service)
        sync.startBackgroundSyncs()
        await updateUntil(sync, seconds: 900) { !view.problems.isEmpty }
        #expect(service.syncs == 1)
        #expect(
            view.problems.first?.hasPrefix("the sync in the background failed: dav.example.net did not answer") == true)
        service.change()
        // The schedule runs off the main actor and the presenter on it: with the whole suite
        // beside it on two cores, the main actor can be busy for minutes with other tests.
        await updateUntil(sync, seconds: 900) { service.syncs == 2 && view.states.last == "sync failed: no answer" }
        #expect(service.syncs == 2)
        #expect(view.problems.count == 1, "the same failure is said once")
        #expect(view.states.last == "sync failed: no answer")
        sync.stopBackgroundSyncs()
    }

    @Test func withoutAnIntervalNoSyncStartsByItself() async {
        let service = FakeSyncService([.success(FakeSyncService.summary())])
        let sync = presenter(service)
        sync.startBackgroundSyncs()
        try? await Task.sleep(for: .milliseconds(300))
        await sync.update()
        #expect(service.syncs == 0)
        #expect(view.states.isEmpty || view.states.last == nil)
    }

    @Test func numbersAreGroupedByThousands() {
        #expect(SyncWording.progress(SyncProgress(done: 300, total: 1_000)) == "Syncing: 300 of 1,000 tasks")
        #expect(SyncWording.progress(SyncProgress(done: 1, total: 1)) == "Syncing: 1 of 1 task")
        #expect(SyncWording.syncing(SyncProgress(done: 12_345, total: 1_234_567)) == "syncing 12,345 of 1,234,567")
    }
}
