import AppCore

/// Everything a user can do to the list, in any front: a line typed in the REPL, a key
/// in the wide front and a one-shot command's arguments all become one of these, handed
/// to ``ListModuleInterface/handle(_:)``. What happens to the data, and every sentence
/// that says so, is decided by the List module, never by a front.
public enum ListIntent: Hashable, Sendable {
    /// Read the items again and show them.
    case refresh
    /// Read the items again only if another process or machine changed them, or the day
    /// changed since they were read (a front left open past midnight moves to the new day).
    case refreshIfChanged
    /// Present the Add module; with a name, the form starts with it (and asks for the
    /// rest).
    case add(name: String?)
    /// Complete these items, all or none. This and every other change (reopen, delete,
    /// undo, a save in the Add or Detail module) shows the open items afterwards, the filter
    /// kept, even from the completed list.
    case complete([Int64])
    /// Make these completed items open again, all or none.
    case reopen([Int64])
    /// Delete these items, all or none (undo brings them back).
    case delete([Int64])
    /// Move these open items' due days later by the span `by` names, as typed
    /// (``AppCore/PostponeSpan``: "" for a day, `3d`, `1w`, `1m`, `mon`), all or none.
    case postpone([Int64], by: String)
    /// Complete every open item the filter `filterText` asks for matches (read as
    /// ``filter(text:)`` reads it), and say each one; when none matches, nothing changes
    /// and the view is told so as an error.
    case completeMatching(filterText: String)
    /// Make every completed item the filter matches open again, as ``completeMatching(filterText:)``.
    case reopenMatching(filterText: String)
    /// Delete every open item the filter matches, as ``completeMatching(filterText:)``.
    case deleteMatching(filterText: String)
    /// Postpone every open item with a due day the filter matches by `by`, as
    /// ``completeMatching(filterText:)``.
    case postponeMatching(filterText: String, by: String)
    /// Change the tags and priority of every open item the filter matches, as `edit` gives
    /// them (nothing else may be given), as ``completeMatching(filterText:)``.
    case editMatching(filterText: String, ItemEdit)
    /// Add `line` as the last line of this item's notes, keeping the notes it has.
    case addNote(Int64, line: String)
    /// Revert the most recent change to the list not yet undone, whoever made it.
    case undo
    /// Show or hide the Later section.
    case toggleLater
    /// The selection moved to this item (`nil`: none): the list's delegate is told (the
    /// Detail module beside the list follows it).
    case select(Int64?)
    /// Open this item: the list's delegate shows it whole.
    case open(Int64)
    /// Open this item to change it.
    case edit(Int64)
    /// Move the window of rows a view with a ``ListView/visibleRowLimit`` is shown.
    case scroll(ListScroll)
    /// Show only the open items that match the filter `text` asks for
    /// (``AppCore/ItemFilter``'s grammar: `+tag` and words), until another filter is given;
    /// blank text: every open item. From the completed list too: a filter applies to the
    /// open items unless ``show(filterText:done:)`` asks for the completed ones.
    /// Text with nothing to find (`+`, `?!`) is refused, saying so, and the list stays as
    /// it was. Fronts hand the text as typed; the List module alone reads it.
    case filter(text: String)
    /// Show the completed items (most recently completed first) or the open ones, matching
    /// the filter `text` asks for (as ``filter(text:)`` reads it): both at once, so that
    /// the list is read once.
    case show(filterText: String, done: Bool)
    /// The text of a search line that filters as it is typed, after each key: the list
    /// shows what the text asks for so far. Text with nothing to find yet (a lone `+`)
    /// asks for nothing, and text that asks for the filter already on reads nothing again.
    case search(text: String)
    /// Show every tag of an open item, with how many open items carry it.
    case showTags
    /// Re-apply the change undone most recently, whoever undid it.
    case redo
    /// Show the journal's last changes, newest first: what each did, when, and whether it
    /// was undone.
    case showHistory
}
