/// What the Detail presenter asks of a view. Fronts implement it; the presenter holds its
/// view weakly.
@MainActor
public protocol DetailView: AnyObject {
    /// Shows one item whole.
    func showDetail(_ detail: DetailDisplayData)
    /// Shows that no item is selected (the list is empty): "No item selected."
    func showNoItem(_ message: String)
    /// Shows the edit form, each field holding the item's current value: the view keeps
    /// it, and puts what is typed into it.
    func showEditForm(_ form: ItemForm<DetailField>)
    /// Shows the day the due text is understood as (live, as it is typed).
    func showDueInterpretation(_ interpretation: DueInterpretation)
    /// The field will do: move on to the next one.
    func showFieldAccepted(_ field: DetailField)
    /// Shows why nothing was changed; `field` is the field to correct, or `nil` when the
    /// problem is not the input's (no such item, the database). The form, if any, is kept.
    func showError(_ message: String, field: DetailField?)
    /// Shows what changed: "Changed 3: Call mum and dad, due Monday 23 November 2026".
    func showMessage(_ message: String)
    /// Whether the view shows the selected item as the selection moves (a pane beside the
    /// list); `false` (the default) for a view shown only when an item is opened.
    var followsSelection: Bool { get }
    /// Whether the edit form this view is shown has a start day (hidden until), last: a
    /// form shown whole, and the REPL's at a terminal.
    var asksStart: Bool { get }
}

extension DetailView {
    /// Only opened items, by default.
    public var followsSelection: Bool { false }
    /// No start day asked, by default.
    public var asksStart: Bool { false }
}
