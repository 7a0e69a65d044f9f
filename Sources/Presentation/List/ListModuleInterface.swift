/// What the List module accepts from the outside: the user's actions on the list.
///
/// A front routes its input here; it never decides what is shown next.
@MainActor
public protocol ListModuleInterface: AnyObject {
    /// Presents the list in its host and fills it; with `showingLater`, the Later
    /// section is shown from the start.
    func start(showingLater: Bool) async
    /// Reads the items again and shows them.
    func updateView() async
    /// Presents the Add module (the reference's "+").
    func addNewEntry()
    /// Completes an item.
    func completeItem(id: Int64) async
    /// Makes a completed item open again.
    func reopenItem(id: Int64) async
    /// Deletes an item.
    func deleteItem(id: Int64) async
    /// Shows or hides the Later section.
    func toggleLaterSection() async
    /// Moves the window of rows a view with a ``ListView/visibleRowLimit`` is shown.
    func scroll(_ request: ListScroll) async
    /// From now on, notes the store's revision with every read, so that
    /// ``refreshIfChanged()`` can tell when another process or machine changed the items.
    /// Call it before ``start(showingLater:)``.
    func watchForChanges()
    /// Reads the items again if they changed since they were last shown (another process,
    /// or another machine, changed them). Cheap to call several times a second. When the
    /// store cannot tell (its server went away), the view is told why, once, and keeps
    /// what it shows; the list is read again when the store is back.
    func refreshIfChanged() async
}

extension ListModuleInterface {
    /// Presents the list in its host and fills it, without the Later section.
    public func start() async {
        await start(showingLater: false)
    }
}

/// Where to move the window of rows.
public enum ListScroll: Hashable, Sendable {
    /// To the first rows.
    case top
    /// To the last rows.
    case bottom
    /// That many rows further down.
    case down(Int)
    /// That many rows further up.
    case up(Int)
}
