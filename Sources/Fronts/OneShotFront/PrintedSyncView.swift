import Presentation
import TerminalText

/// `todo sync`'s view: the summary line on standard output, a failure as `Error: ...` on
/// standard error (exit status 1), and on a terminal the progress line the composition
/// root gives.
@MainActor
final class PrintedSyncView: SyncView {
    private let console: OneShotConsole
    let progressLine: (@Sendable (String?) -> Void)?
    /// Whether a failure was shown.
    private(set) var failed = false

    init(console: OneShotConsole, progressLine: (@Sendable (String?) -> Void)?) {
        self.console = console
        self.progressLine = progressLine
    }

    func showSyncSummary(_ summary: String) {
        console.out(TerminalSafeText.visibleLines(summary))
    }

    func showSyncProblem(_ message: String) {
        failed = true
        console.error(message)
    }
}
