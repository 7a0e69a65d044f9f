import Presentation
import TerminalText

/// The List module's view on the compact front: prints the list as text lines each time
/// the presenter shows it, with confirmations and problems.
@MainActor
public final class CompactListView: ListView {
    private let console: CompactConsole

    /// Creates a view writing to `console`.
    public init(console: CompactConsole) {
        self.console = console
    }

    public func showList(_ list: ListDisplayData) {
        let renderer = ListTextRenderer(style: console.style, width: console.width())
        console.show(renderer.lines(for: list))
    }

    public func showMessage(_ message: String) {
        console.show(message)
    }

    public func showError(_ message: String) {
        console.report(message)
    }
}
