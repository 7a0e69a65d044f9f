import AppCore
import Presentation
import Synchronization

/// A sync service that syncs with no server: each sync reports two steps of progress and
/// ends as ``results`` say (the last one again when they run out), and the list's revision
/// is whatever the test sets.
final class FakeSyncService: SyncService {
    let interval: Duration?
    private let results: Mutex<[Result<SyncSummary, SyncError>]>
    private let revision = Mutex<Int64>(0)
    private let count = Mutex(0)
    private let held: Mutex<Bool>

    /// A service whose syncs end as `results` say; `holding`: each waits for ``release()``
    /// before it starts.
    init(interval: Duration? = nil, holding: Bool = false, _ results: [Result<SyncSummary, SyncError>]) {
        self.interval = interval
        self.results = Mutex(results)
        held = Mutex(holding)
    }

    /// Lets the syncs go.
    func release() {
        held.withLock { $0 = false }
    }

    /// How many syncs ran.
    var syncs: Int { count.withLock { $0 } }

    /// A change to the list.
    func change() {
        revision.withLock { $0 += 1 }
    }

    func sync(progress: @escaping @Sendable (SyncProgress) -> Void) async throws -> SyncSummary {
        while held.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
        progress(SyncProgress(done: 0, total: 1_500))
        progress(SyncProgress(done: 1_500, total: 1_500))
        let result = results.withLock { results in results.count > 1 ? results.removeFirst() : results[0] }
        count.withLock { $0 += 1 }
        return try result.get()
    }

    func listRevision() async throws -> Int64 {
        revision.withLock { $0 }
    }

    /// A summary from `dav.example.net`.
    static func summary(sent: Int = 0, received: Int = 0) -> SyncSummary {
        var summary = SyncSummary(host: "dav.example.net")
        summary.sent = sent
        summary.received = received
        return summary
    }
}

/// A Sync view that remembers what it was shown, and the progress lines written to it.
@MainActor
final class SpySyncView: SyncView {
    /// The lines a progress line was given, from any thread.
    final class Lines: Sendable {
        let written = Mutex<[String?]>([])
    }

    var summaries: [String] = []
    var problems: [String] = []
    var states: [String?] = []
    private let lines = Lines()

    /// The progress lines written, `nil` for the line cleared.
    var progress: [String?] { lines.written.withLock { $0 } }

    func showSyncSummary(_ summary: String) { summaries.append(summary) }
    func showSyncProblem(_ message: String) { problems.append(message) }
    func showSyncStatus(_ status: String?) { states.append(status) }

    var progressLine: (@Sendable (String?) -> Void)? {
        { [lines] line in lines.written.withLock { $0.append(line) } }
    }
}
