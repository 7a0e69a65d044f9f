import Presentation
import TerminalText

/// An Add view that prints once: what was saved, or why not.
@MainActor
final class PrintedAddView: AddView {
    private let console: OneShotConsole
    /// Whether an error was shown.
    private(set) var failed = false

    init(console: OneShotConsole) {
        self.console = console
    }

    func showForm(_ form: ItemForm<AddFormField>) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}

    func showError(_ message: String, field: AddFormField?) {
        failed = true
        console.error(message)
    }

    func showNameAccepted() {}

    func showSaved(_ message: String) {
        console.out(TerminalSafeText.visible(message))
    }

    func showCancelled(_ message: String) {
        console.out(TerminalSafeText.visible(message))
    }
}
