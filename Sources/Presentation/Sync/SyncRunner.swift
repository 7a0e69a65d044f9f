import AppCore
import Synchronization

/// Runs the syncs of one front, one at a time, off the main actor: a front that waits for
/// a line or a key (the REPL's prompt holds the main thread) never holds a sync up, and a
/// sync never holds up a key. What ended is kept here, under a lock, for the presenter to
/// take on the main actor when the front next asks (``SyncPresenter/update()``).
///
/// With an interval, a schedule of its own starts syncs: one at once, then whenever the
/// interval has passed since the last sync ended, and ``changeDelay`` after a change to the
/// list is first seen (it looks for changes every ``checkEvery``).
final class SyncRunner: Sendable {
    /// How long after a change is seen the background sync starts: changes made in a row
    /// go together, and the change is on the server a few seconds after it was made.
    static let changeDelay: Duration = .seconds(2)
    /// How often the schedule looks at the list for a change.
    static let checkEvery: Duration = .seconds(1)

    /// What the runner knows, shared by the syncs, the schedule and the presenter.
    struct State {
        /// The last sync asked for: the next one starts after it.
        var last: Task<SyncOutcome, Never>?
        /// How many syncs are asked for and not ended.
        var pending = 0
        /// The progress of the sync under way, if it said any.
        var progress: SyncProgress?
        /// The syncs that ended and were not waited for, not yet reported.
        var unreported: [SyncOutcome] = []
        /// The last sync that ended.
        var lastOutcome: SyncOutcome?
        /// The list's revision when the last sync ended.
        var syncedRevision: Int64?
        /// How many syncs have ended.
        var ended = 0
        /// The schedule of background syncs, while it runs.
        var schedule: Task<Void, Never>?
    }

    let service: any SyncService
    private let state = Mutex(State())
    /// The time a sync ends at.
    private let now: @Sendable () -> ContinuousClock.Instant

    init(service: any SyncService, now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.service = service
        self.now = now
    }

    /// What the runner knows now, in one look.
    struct Snapshot: Sendable {
        /// Whether a sync is under way or waiting.
        let running: Bool
        /// The progress of the sync under way, if it said any.
        let progress: SyncProgress?
        /// The last sync that ended.
        let last: SyncOutcome?
    }

    /// What the runner knows now.
    var snapshot: Snapshot {
        state.withLock { Snapshot(running: $0.pending > 0, progress: $0.progress, last: $0.lastOutcome) }
    }

    /// Takes the syncs that ended unwaited for since the last call, oldest first, with what
    /// the runner knows at that moment (so that a state that says a sync ended comes with it).
    func takeUnreported() -> (outcomes: [SyncOutcome], snapshot: Snapshot) {
        state.withLock { state in
            defer { state.unreported = [] }
            return (
                state.unreported,
                Snapshot(running: state.pending > 0, progress: state.progress, last: state.lastOutcome)
            )
        }
    }

    /// Starts a sync once those asked for before it have ended; `progress` hears how far it
    /// has come. The task ends with what it did.
    @discardableResult
    func run(_ origin: SyncOutcome.Origin, progress: (@Sendable (SyncProgress) -> Void)? = nil)
        -> Task<SyncOutcome, Never>
    {
        state.withLock { state in
            let previous = state.last
            state.pending += 1
            let task = Task.detached { [self] in
                _ = await previous?.value
                return await perform(origin, progress: progress)
            }
            state.last = task
            return task
        }
    }

    /// Starts a sync unless one is under way or waiting; returns whether it started one.
    func runUnlessBusy(_ origin: SyncOutcome.Origin) -> Bool {
        let busy = state.withLock { $0.pending > 0 }
        if !busy { run(origin) }
        return !busy
    }

    private func perform(_ origin: SyncOutcome.Origin, progress: (@Sendable (SyncProgress) -> Void)?) async
        -> SyncOutcome
    {
        let result: Result<SyncSummary, SyncFailure>
        do {
            let summary = try await service.sync { [self] step in
                state.withLock { $0.progress = step }
                progress?(step)
            }
            result = .success(summary)
        } catch {
            result = .failure(SyncFailure(error))
        }
        // A failed sync counts too: what it did not send goes with the next one, at the
        // interval or after the next change, not again and again at once.
        let revision = try? await service.listRevision()
        let outcome = SyncOutcome(origin: origin, result: result, endedAt: now())
        state.withLock { state in
            state.pending -= 1
            state.progress = nil
            state.lastOutcome = outcome
            state.ended += 1
            if origin != .asked { state.unreported.append(outcome) }
            if let revision { state.syncedRevision = revision }
        }
        return outcome
    }

    /// Starts the background syncs at `interval` (nothing when they run already).
    func startSchedule(interval: Duration) {
        state.withLock { state in
            guard state.schedule == nil else { return }
            state.schedule = Task.detached { [self] in await schedule(interval: interval) }
        }
    }

    /// Stops the background syncs.
    func stopSchedule() {
        state.withLock { state in
            state.schedule?.cancel()
            state.schedule = nil
        }
    }

    private func schedule(interval: Duration) async {
        // Times on the continuous clock itself: the schedule waits real seconds.
        let clock = ContinuousClock()
        var changeSeen: ContinuousClock.Instant?
        var lastEnd = clock.now
        var seenEnded = 0
        _ = await run(.background).value
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.checkEvery)
            guard !Task.isCancelled else { return }
            let (busy, synced, ended) = state.withLock { ($0.pending > 0, $0.syncedRevision, $0.ended) }
            guard !busy else { continue }
            if ended != seenEnded {
                // A sync ended since the last look (this schedule's, or one the user asked for).
                seenEnded = ended
                lastEnd = clock.now
            }
            if changeSeen == nil, let revision = try? await service.listRevision(), revision != synced {
                changeSeen = clock.now
            }
            let now = clock.now
            let changed = changeSeen.map { now - $0 >= Self.changeDelay } ?? false
            guard changed || now - lastEnd >= interval else { continue }
            changeSeen = nil
            _ = await run(.background).value
        }
    }
}
