import Presentation

/// The Detail module's view on the wide front: the item beside the list (or over the whole
/// screen on a narrow terminal), and its edit form, drawn from the form's own fields.
@MainActor
final class WideDetailView: DetailView, WideFormView {
    /// What the pane shows while no form is open.
    enum Content: Equatable {
        /// Nothing yet.
        case nothing
        /// The item.
        case item(DetailDisplayData)
        /// That no item is selected (the list is empty).
        case noItem(String)
        /// Why the item cannot be shown.
        case problem(String)
    }

    private let status: WideStatus
    private(set) var content = Content.nothing
    /// The edit form, as the Detail module showed it and the keys changed it since.
    private(set) var form: ItemForm<DetailField>?
    /// Whether the pane shows the item the list selects: while it is beside the list.
    private(set) var followsSelection = false
    /// The edit form shown whole has a Start field, last.
    var asksStart: Bool { true }

    /// Creates the view; messages go to `status`.
    init(status: WideStatus) {
        self.status = status
    }

    /// Whether the edit form is open.
    var isEditing: Bool { form != nil }
    /// The form field keys type into, while editing.
    var field: DetailField? { form?.active }
    /// The problem the form shows, if any.
    var problem: String? { form?.problem }

    /// Places the pane beside the list (where it shows the item the list selects) or alone.
    func arrange(besideList: Bool) {
        followsSelection = besideList
    }

    func showDetail(_ detail: DetailDisplayData) {
        content = .item(detail)
        form = nil
    }

    func showNoItem(_ message: String) {
        content = .noItem(message)
        form = nil
    }

    func showEditForm(_ form: ItemForm<DetailField>) {
        self.form = form
    }

    func showDueInterpretation(_ interpretation: DueInterpretation) {
        form?.interpretation = interpretation
    }

    func showFieldAccepted(_ field: DetailField) {
        form?.accept()
    }

    func showError(_ message: String, field: DetailField?) {
        guard form == nil else {
            form?.showProblem(message, on: field)
            return
        }
        content = .problem(message)
        status.show(message, problem: true)
    }

    func showMessage(_ message: String) {
        status.show(message, problem: false)
    }

    var submission: ItemFormAction<DetailField> { form?.submission ?? .none }

    func leaveField() -> ItemFormAction<DetailField> {
        form?.leaveField() ?? .none
    }

    func apply(_ edit: FieldEdit) -> ItemFormAction<DetailField> {
        form?.edit(edit.apply(to:)) ?? .none
    }

    func moveField(forward: Bool) {
        form?.moveField(forward: forward)
    }

    /// The pane was taken away: a form it held is gone with it.
    func dismissed() {
        form = nil
    }

    /// Draws the pane into `rect`: the form while editing, else the item. Returns where the
    /// text cursor goes, if anywhere.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) -> Point? {
        guard let form else {
            DetailDrawing.draw(content, on: surface, in: rect)
            return nil
        }
        return FormDrawing.draw(form, focused: focused, on: surface, in: rect)
    }
}
