/// What the Add presenter asks of a view. Fronts implement it; the presenter holds its
/// view weakly.
@MainActor
public protocol AddView: AnyObject {
    /// Shows an empty form, ready for a new item: the view keeps it, and puts what is typed
    /// into it.
    func showForm(_ form: ItemForm<AddFormField>)
    /// Shows the day the due text is understood as (live, as it is typed).
    func showDueInterpretation(_ interpretation: DueInterpretation)
    /// Shows why the item was not saved; `field` is the field to correct, or `nil` when
    /// the problem is not the input's (the database, say). The form is kept.
    func showError(_ message: String, field: AddFormField?)
    /// The name will do: move on to the due date.
    func showNameAccepted()
    /// Shows what was saved: "Added 7: Buy milk, due Friday 20 November 2026".
    func showSaved(_ message: String)
    /// Shows that the add was abandoned and nothing stored: "Not added."
    func showCancelled(_ message: String)
    /// Whether the form this view is shown asks for notes, after the due date (the REPL
    /// asks them at a terminal; a form the view never asks them in leaves them out).
    var asksNote: Bool { get }
    /// The due date will do: move on to the notes (asked only when ``asksNote``).
    func showDueAccepted()
    /// Whether the form this view is shown has a start day (hidden until) after the due
    /// date: a form shown whole, and the REPL's at a terminal.
    var asksStart: Bool { get }
    /// The start day will do: move on to the next field (on a form asked a field at a time).
    func showStartAccepted()
}

extension AddView {
    /// No notes asked: the form is a name and a due date.
    public var asksNote: Bool { false }
    /// Nothing to move on to.
    public func showDueAccepted() {}
    /// No start day asked.
    public var asksStart: Bool { false }
    /// Nothing to move on to.
    public func showStartAccepted() {}
}
