import Presentation

/// The compact front's view of the Sync module: the summary line as the REPL's other
/// confirmations, a problem as its other problems (on standard error; the session carries
/// on).
@MainActor
final class CompactSyncView: SyncView {
    private let console: CompactConsole

    init(console: CompactConsole) {
        self.console = console
    }

    func showSyncSummary(_ summary: String) {
        console.show(summary)
    }

    func showSyncProblem(_ message: String) {
        console.report(message)
    }
}
