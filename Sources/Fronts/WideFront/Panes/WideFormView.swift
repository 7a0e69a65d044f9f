import Presentation

/// A form pane that keys type into: the Add form, the detail's edit form. It keeps the
/// module's ``ItemForm``, draws it, and puts what is typed into it; the super presenter
/// routes the keys, and hands the actions the form returns to the form's module.
@MainActor
protocol WideFormView: AnyObject {
    /// The form's fields.
    associatedtype Field: Hashable & Sendable
    /// Enter: every field as it stands, to save (nothing while no form is shown).
    var submission: ItemFormAction<Field> { get }
    /// The active field is being left: what that asks of the module.
    func leaveField() -> ItemFormAction<Field>
    /// Changes the active field's text; returns what the change asks of the module.
    func apply(_ edit: FieldEdit) -> ItemFormAction<Field>
    /// Moves to the next field, or the previous one.
    func moveField(forward: Bool)
}
