import Presentation

/// The Add module's view in the wide front: the form pane, with a Name and a Due field,
/// the day the due text means shown live under it, and problems inline.
@MainActor
public final class WideAddView: AddView, WideFormView {
    private let status: WideStatus
    private(set) var heading = "New item"
    private var fields = FormFields<AddFormField>([.name: "", .due: ""], active: .name)
    private(set) var interpretation: DueInterpretation?
    private var dueHint = ""

    /// Creates the view; "added" messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    /// The name typed.
    var name: String { fields[.name] }
    /// The due date typed.
    var dueText: String { fields[.due] }
    /// The field keys type into.
    var field: AddFormField { fields.active }
    /// The problem the form shows, if any.
    var problem: String? { fields.problem }

    public func showForm(_ form: AddFormDisplayData) {
        heading = form.heading
        fields = FormFields([.name: form.name, .due: form.dueText], active: .name)
        interpretation = form.dueInterpretation
        dueHint = form.dueHint
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        self.interpretation = interpretation
    }

    public func showError(_ message: String, field: AddFormField?) {
        fields.showProblem(message, on: field)
    }

    public func showNameAccepted() {
        fields.accept()
    }

    public func showSaved(_ message: String) {
        status.show(message, problem: false)
    }

    public func showCancelled(_ message: String) {
        status.show(message, problem: false)
    }

    func apply(_ edit: FieldEdit) {
        fields.apply(edit)
    }

    func moveField(forward: Bool) {
        fields.move(forward: forward)
    }

    /// Draws the form into `rect`; returns where the text cursor goes, if anywhere.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) -> Point? {
        FormDrawing.draw(
            heading: heading,
            rows: [
                FormDrawing.Row(label: "Name", text: name, isActive: focused && field == .name),
                FormDrawing.Row(
                    label: "Due", text: dueText, isActive: focused && field == .due, meaning: interpretation),
            ],
            problem: problem, hint: "Due: \(dueHint).", on: surface, in: rect)
    }
}
