import AppCore

/// The Sync module's presenter, shared by every front: runs the syncs the user asks for
/// and those a front starts by itself (through a ``SyncRunner``, off the main actor), and
/// tells its view what each did, in ``SyncWording``'s sentences.
///
/// What it says, decided here once for every front:
/// - A sync the user asked for says what it did (the summary line) or why it failed.
/// - A background sync says nothing when it succeeds (the list shows what came); a failure
///   is said once, and again only after a sync has succeeded or the failure changed.
/// - The state of the syncs, for a view with a place for it: "syncing…", "synced 2 min
///   ago", "sync failed: password refused".
@MainActor
public final class SyncPresenter {
    private let runner: SyncRunner
    private weak var view: (any SyncView)?
    /// The list, shown again after a sync the user waited for brought changes; held weakly.
    private weak var list: (any ListModuleInterface)?
    /// The background failure last said, not said again while it lasts.
    private var saidProblem: String?
    /// The state last shown.
    private var shownStatus: String?
    private let now: @Sendable () -> ContinuousClock.Instant

    /// Creates the presenter over a runner; `view` and `list` are held weakly; `now` reads
    /// the time the state's "2 min ago" is counted to (the continuous clock, but for tests).
    init(
        runner: SyncRunner, view: any SyncView, list: (any ListModuleInterface)?,
        now: @escaping @Sendable () -> ContinuousClock.Instant
    ) {
        self.runner = runner
        self.view = view
        self.list = list
        self.now = now
    }

    /// The state of the syncs in a few words, as `snapshot` has it.
    private func status(_ snapshot: SyncRunner.Snapshot) -> String? {
        if snapshot.running { return SyncWording.syncing(snapshot.progress) }
        guard let last = snapshot.last else { return nil }
        switch last.result {
        case .success: return SyncWording.synced(ago: now() - last.endedAt)
        case .failure(let failure): return SyncWording.failed(failure.short)
        }
    }

    private func showStatus(_ snapshot: SyncRunner.Snapshot? = nil) {
        let status = status(snapshot ?? runner.snapshot)
        guard status != shownStatus else { return }
        shownStatus = status
        view?.showSyncStatus(status)
    }

    /// Says what a sync the user asked for did.
    private func report(_ outcome: SyncOutcome) {
        switch outcome.result {
        case .success(let summary):
            saidProblem = nil
            view?.showSyncSummary(SyncWording.summary(summary))
        case .failure(let failure):
            view?.showSyncProblem(failure.message)
        }
    }

    /// Says what a background sync did: nothing, or a failure not said yet.
    private func reportBackground(_ outcome: SyncOutcome) {
        switch outcome.result {
        case .success: saidProblem = nil
        case .failure(let failure):
            guard failure.message != saidProblem else { return }
            saidProblem = failure.message
            view?.showSyncProblem(SyncWording.backgroundProblem(failure.message))
        }
    }
}

extension SyncPresenter: SyncModuleInterface {
    public func sync() async {
        let line = view?.progressLine
        let progress: (@Sendable (SyncProgress) -> Void)? = line.map { line in
            { @Sendable step in line(SyncWording.progress(step)) }
        }
        let task = runner.run(.asked, progress: progress)
        showStatus()
        let outcome = await task.value
        line?(nil)
        await update()
        report(outcome)
        showStatus()
        if case .success(let summary) = outcome.result, summary.received > 0 { await list?.handle(.refresh) }
    }

    public func startSync() {
        if runner.runUnlessBusy(.started) { showStatus() }
    }

    public func startBackgroundSyncs() {
        guard let interval = runner.service.interval else { return }
        runner.startSchedule(interval: interval)
    }

    public func update() async {
        let (outcomes, snapshot) = runner.takeUnreported()
        // The list first: a list read again after a change takes the last message away, and
        // what the sync says must stay (even a failed sync may have changed the list's
        // revision, giving it its sync identity).
        if !outcomes.isEmpty { await list?.handle(.refreshIfChanged) }
        for outcome in outcomes {
            if outcome.origin == .background { reportBackground(outcome) } else { report(outcome) }
        }
        showStatus(snapshot)
    }

    public func stopBackgroundSyncs() {
        runner.stopSchedule()
    }
}
