import AppCore
import Presentation

/// The Detail module's view on the wide front: the item beside the list (or over the whole
/// screen on a narrow terminal), and its edit form, with a Title, a Due, a Note, a Tags and
/// a Priority field.
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

    /// The edit form, as the Detail module opened it and the keys changed it since.
    struct EditForm {
        let heading: String
        var fields: FormFields<DetailField>
        var interpretation: DueInterpretation
        let dueHint: String
        let tagsHint: String
        let priorityHint: String
        let everyHint: String
    }

    private let status: WideStatus
    private(set) var content = Content.nothing
    private(set) var form: EditForm?
    /// Whether the pane shows the item the list selects: the super presenter sets it while
    /// the pane is beside the list.
    var followsSelection = false

    /// Creates the view; messages go to `status`.
    init(status: WideStatus) {
        self.status = status
    }

    /// Whether the edit form is open.
    var isEditing: Bool { form != nil }
    /// The form field keys type into, while editing.
    var field: DetailField? { form?.fields.active }
    /// The problem the form shows, if any.
    var problem: String? { form?.fields.problem }
    /// The form's fields, all of them, as an edit to save.
    var edit: ItemEdit? {
        form.map {
            ItemEdit(
                title: $0.fields[.title], dueText: $0.fields[.due], notes: $0.fields[.notes],
                tags: .replace($0.fields[.tags]), priorityText: $0.fields[.priority],
                everyText: $0.fields[.every])
        }
    }
    /// The tags field's text, while editing.
    var tagsText: String? { form?.fields[.tags] }
    /// The due field's text, while editing.
    var dueText: String? { form?.fields[.due] }

    func showDetail(_ detail: DetailDisplayData) {
        content = .item(detail)
        form = nil
    }

    func showNoItem(_ message: String) {
        content = .noItem(message)
        form = nil
    }

    func showEditForm(_ form: DetailEditFormDisplayData) {
        self.form = EditForm(
            heading: form.heading,
            fields: FormFields(
                [
                    .title: form.title, .due: form.dueText, .notes: form.notes, .tags: form.tagsText,
                    .priority: form.priorityText, .every: form.everyText,
                ], active: .title),
            interpretation: form.dueInterpretation, dueHint: form.dueHint, tagsHint: form.tagsHint,
            priorityHint: form.priorityHint, everyHint: form.everyHint)
    }

    func showDueInterpretation(_ interpretation: DueInterpretation) {
        form?.interpretation = interpretation
    }

    func showFieldAccepted(_ field: DetailField) {
        form?.fields.accept()
    }

    func showError(_ message: String, field: DetailField?) {
        guard form == nil else {
            form?.fields.showProblem(message, on: field)
            return
        }
        content = .problem(message)
        status.show(message, problem: true)
    }

    func showMessage(_ message: String) {
        status.show(message, problem: false)
    }

    func apply(_ edit: FieldEdit) {
        form?.fields.apply(edit)
    }

    func moveField(forward: Bool) {
        form?.fields.move(forward: forward)
    }

    /// The pane was taken away: a form it held is gone with it.
    func dismissed() {
        form = nil
    }

    /// How many rows the note field takes.
    static let noteRows = 4

    /// Draws the pane into `rect`: the form while editing, else the item. Returns where the
    /// text cursor goes, if anywhere.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) -> Point? {
        guard let form else {
            DetailDrawing.draw(content, on: surface, in: rect)
            return nil
        }
        let active = focused ? form.fields.active : nil
        return FormDrawing.draw(
            heading: form.heading,
            rows: [
                FormDrawing.Row(label: "Title", text: form.fields[.title], isActive: active == .title),
                FormDrawing.Row(
                    label: "Due", text: form.fields[.due], isActive: active == .due, meaning: form.interpretation),
                FormDrawing.Row(
                    label: "Note", text: form.fields[.notes], isActive: active == .notes, height: Self.noteRows),
                FormDrawing.Row(label: "Tags", text: form.fields[.tags], isActive: active == .tags),
                FormDrawing.Row(label: "Priority", text: form.fields[.priority], isActive: active == .priority),
                FormDrawing.Row(label: "Repeat", text: form.fields[.every], isActive: active == .every),
            ],
            problem: form.fields.problem, hint: hint(for: form, active: active), on: surface, in: rect)
    }

    /// The hint under the form: what the active field takes (the due forms by default).
    private func hint(for form: EditForm, active: DetailField?) -> String {
        switch active {
        case .tags: "Tags: \(form.tagsHint)."
        case .priority: "Priority: \(form.priorityHint)."
        case .every: "Repeat: \(form.everyHint)."
        default: "Due: \(form.dueHint)."
        }
    }
}
