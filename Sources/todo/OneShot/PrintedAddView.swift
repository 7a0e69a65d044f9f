import Presentation
import TerminalText

/// An Add view that prints once: what was saved, or why not.
@MainActor
final class PrintedAddView: AddView {
    /// Whether an error was shown.
    private(set) var failed = false

    func showForm(_ form: AddFormDisplayData) {}
    func showDueInterpretation(_ interpretation: DueInterpretation) {}

    func showError(_ message: String, field: AddFormField?) {
        failed = true
        Console.error(message)
    }

    func showSaved(_ message: String) {
        Console.out(TerminalSafeText.visible(message))
    }
}
