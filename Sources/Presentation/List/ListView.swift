/// What the List presenter asks of a view. Fronts implement it; the presenter holds
/// its view weakly.
@MainActor
public protocol ListView: AnyObject {
    /// Shows the upcoming list (or its empty message).
    func showList(_ list: ListDisplayData)
    /// Shows a short confirmation: "Done: 3 Buy milk".
    func showMessage(_ message: String)
    /// Shows what went wrong and what to do instead.
    func showError(_ message: String)
    /// How many rows the view can show at once, to be given a window of the list that
    /// long; `nil` (the default) to be given every row; 0 for a view that shows no list
    /// at all (it is then given nothing, and nothing is read for it).
    var visibleRowLimit: Int? { get }
    /// Shows every tag of an open item with its count (``ListIntent/showTags``).
    func showTags(_ tags: TagListDisplayData)
    /// Shows the journal's last changes (``ListIntent/showHistory``).
    func showHistory(_ history: HistoryDisplayData)
    /// How the front names its filtering commands, for the sentences that say what to
    /// type; `nil` (the default) for a front that types none.
    var commandNames: ListCommandNames? { get }
    /// Moves the selection to this item's row, in the list just shown: the item just added.
    /// A view without a selection (the default) ignores it.
    func selectItem(_ id: Int64)
    /// Takes away the message last shown, if it is still on screen: a change made elsewhere
    /// may have made it untrue ("Deleted: 16 …" after another terminal's undo). A view
    /// whose messages scroll away with what follows them (the default) ignores it.
    func withdrawMessage()
}

extension ListView {
    /// Nothing, by default: a view that offers no tag list ignores it.
    public func showTags(_ tags: TagListDisplayData) {}

    /// Nothing, by default: a view that offers no history ignores it.
    public func showHistory(_ history: HistoryDisplayData) {}

    /// Every row, by default.
    public var visibleRowLimit: Int? { nil }

    /// No command names, by default.
    public var commandNames: ListCommandNames? { nil }

    /// No selection, by default.
    public func selectItem(_ id: Int64) {}

    /// Nothing to take away, by default.
    public func withdrawMessage() {}
}
