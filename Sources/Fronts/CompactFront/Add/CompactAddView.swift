import Presentation

/// The Add module's view on the compact front: the Add form asked one line per field (name,
/// then due date), as the form says.
@MainActor
public final class CompactAddView: AddView {
    private let console: CompactConsole
    /// The form being filled in.
    private(set) var form: ItemForm<AddFormField>?

    /// Creates a view writing to `console`.
    public init(console: CompactConsole) {
        self.console = console
    }

    /// The field the next line answers.
    var field: ItemFormField<AddFormField>? { form?.activeField }

    /// Puts a line into the form as the answer to the field asked; returns what it asks of
    /// the Add module.
    func answer(_ line: String) -> ItemFormAction<AddFormField> {
        form?.answer(line) ?? .cancel
    }

    public func showForm(_ form: ItemForm<AddFormField>) {
        self.form = form
        console.hint(form.introduction)
    }

    public func showNameAccepted() {
        form?.answerAccepted(.name)
    }

    /// At a terminal the add asks for notes too; a script (piped input) is asked a name and
    /// a due date only, as before notes were asked, so that scripts written then still work.
    public var asksNote: Bool { console.mode == .interactive }

    public func showDueAccepted() {
        form?.answerAccepted(.due)
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        console.show(interpretation.sentence)
    }

    public func showError(_ message: String, field: AddFormField?) {
        console.report(message)
        form?.showProblem(message, on: field)
    }

    public func showSaved(_ message: String) {
        console.show(message)
    }

    public func showCancelled(_ message: String) {
        console.show(message)
    }
}
