import Presentation
import TerminalText

/// The Detail module's view on the compact front: prints the item when it is opened, and
/// asks its edit form one line per field, as the form says, each offered with its current
/// value.
@MainActor
public final class CompactDetailView: DetailView {
    private let console: CompactConsole
    /// The edit form while an edit is under way.
    private(set) var form: ItemForm<DetailField>?
    /// The item on show.
    private(set) var itemID: Int64?

    /// Creates a view writing to `console`.
    public init(console: CompactConsole) {
        self.console = console
    }

    /// The field the next line answers, or `nil` when no edit is under way.
    var field: ItemFormField<DetailField>? { form?.activeField }

    /// The value the field being asked was shown with, which an empty answer keeps.
    var currentValue: String { field?.text ?? "" }

    /// Puts a line into the form as the answer to the field asked; returns what it asks of
    /// the Detail module.
    func answer(_ line: String) -> ItemFormAction<DetailField> {
        form?.answer(line) ?? .none
    }

    public func showDetail(_ detail: DetailDisplayData) {
        itemID = detail.id
        form = nil
        console.show(DetailTextRenderer(style: console.style).lines(for: detail))
    }

    public func showNoItem(_ message: String) {
        itemID = nil
        console.show(message)
    }

    public func showEditForm(_ form: ItemForm<DetailField>) {
        self.form = form
        console.hint(form.introduction)
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        console.show(interpretation.sentence)
    }

    public func showFieldAccepted(_ accepted: DetailField) {
        form?.answerAccepted(accepted)
    }

    public func showError(_ message: String, field: DetailField?) {
        console.report(message)
        form?.showProblem(message, on: field)
    }

    public func showMessage(_ message: String) {
        form = nil
        console.show(message)
    }

    /// At a terminal the edit asks for a start day too, last; a script (piped input) is not
    /// asked it, so that scripts written before it still work.
    public var asksStart: Bool { console.mode == .interactive }
}
