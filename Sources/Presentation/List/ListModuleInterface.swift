/// What the List module accepts from the outside: the user's intents on the list.
///
/// A front maps its input (a line, a key, a command's arguments) to a ``ListIntent`` and
/// hands it here; it never decides what happens to the data or what is said about it.
@MainActor
public protocol ListModuleInterface: AnyObject {
    /// Presents the list in its host and fills it; with `showingLater`, the Later
    /// section is shown from the start; with `filterText`, only the items that match the
    /// filter it asks for (read as ``ListIntent/show(filterText:done:)`` reads it: text with
    /// nothing to find is refused, saying so, and nothing is shown); with `showingDone`,
    /// the completed items instead of the open ones.
    func start(showingLater: Bool, filterText: String, showingDone: Bool) async
    /// Carries out what the user asked for, and tells the view what happened.
    func handle(_ intent: ListIntent) async
    /// From now on, notes the store's revision with every read, so that
    /// ``ListIntent/refreshIfChanged`` can tell when another process or machine changed
    /// the items. Call it before ``start(showingLater:)``.
    func watchForChanges()
}

extension ListModuleInterface {
    /// Presents the list in its host and fills it, unfiltered; with `showingLater`, the
    /// Later section is shown from the start.
    public func start(showingLater: Bool) async {
        await start(showingLater: showingLater, filterText: "", showingDone: false)
    }

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
