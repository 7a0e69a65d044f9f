import Presentation

/// The Add module's view in the wide front: the form pane, drawing the Add form's fields
/// (a Name and a Due), the day the due text means shown live under it, and problems inline.
@MainActor
public final class WideAddView: AddView, WideFormView {
    private let status: WideStatus
    /// The form, as the Add module showed it and the keys changed it since.
    private(set) var form: ItemForm<AddFormField>?

    /// Creates the view; "added" messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    /// The field keys type into.
    var field: AddFormField { form?.active ?? .name }
    /// The problem the form shows, if any.
    var problem: String? { form?.problem }

    public func showForm(_ form: ItemForm<AddFormField>) {
        self.form = form
    }

    public func showDueInterpretation(_ interpretation: DueInterpretation) {
        form?.interpretation = interpretation
    }

    public func showError(_ message: String, field: AddFormField?) {
        form?.showProblem(message, on: field)
    }

    public func showNameAccepted() {
        form?.accept()
    }

    /// The form shown whole has a Start field after the Due one.
    public var asksStart: Bool { true }

    public func showSaved(_ message: String) {
        status.show(message, problem: false)
    }

    public func showCancelled(_ message: String) {
        status.show(message, problem: false)
    }

    var submission: ItemFormAction<AddFormField> { form?.submission ?? .none }

    func leaveField() -> ItemFormAction<AddFormField> {
        form?.leaveField() ?? .none
    }

    func apply(_ edit: FieldEdit) -> ItemFormAction<AddFormField> {
        form?.edit(edit.apply(to:)) ?? .none
    }

    func moveField(forward: Bool) {
        form?.moveField(forward: forward)
    }

    /// Draws the form into `rect`; returns where the text cursor goes, if anywhere.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) -> Point? {
        guard let form else { return nil }
        return FormDrawing.draw(form, focused: focused, on: surface, in: rect)
    }
}
