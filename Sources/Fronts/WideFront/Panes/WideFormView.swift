/// A form pane that keys type into: the Add form, the detail's edit form. The super
/// presenter edits it as a text field is edited, and tells the form's module the rest.
@MainActor
protocol WideFormView: AnyObject {
    /// Changes the active field's text.
    func apply(_ edit: FieldEdit)
    /// Moves to the next field, or the previous one.
    func moveField(forward: Bool)
}
