import Presentation
import TerminalText

/// A Detail view that prints once: the item (as text or JSON), what changed, or why not.
@MainActor
final class PrintedDetailView: DetailView {
    /// How the item is printed.
    enum Output {
        /// As lines of text.
        case text(DetailTextRenderer)
        /// As one JSON object.
        case json
        /// Not at all (the item is read only to be changed).
        case none
    }

    /// How the item is printed: an edit prints it only once it is saved.
    var output: Output
    private let console: OneShotConsole
    /// Whether an error was shown.
    private(set) var failed = false

    init(output: Output, console: OneShotConsole) {
        self.output = output
        self.console = console
    }

    func showDetail(_ detail: DetailDisplayData) {
        switch output {
        case .text(let renderer): for line in renderer.lines(for: detail) { console.out(line) }
        case .json: console.out(DetailJSONWriter.json(for: detail.record))
        case .none: break
        }
    }

    func showNoItem(_ message: String) {}
    func showEditForm(_ form: ItemForm<DetailField>) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}
    func showFieldAccepted(_ field: DetailField) {}

    func showError(_ message: String, field: DetailField?) {
        failed = true
        console.error(message)
    }

    func showMessage(_ message: String) {
        console.out(TerminalSafeText.visible(message))
    }
}
