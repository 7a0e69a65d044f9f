/// A store operation that could not be done. Nothing was changed when it is thrown.
public enum TodoStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No item has these ids (in the order given).
    case itemsNotFound([TodoItem.ID])
    /// These items are open, so they cannot be reopened.
    case notCompleted([TodoItem.ID])
    /// These items are done already, so they cannot be completed (the completion use cases
    /// refuse them, as reopening refuses open items: Docs/Decisions.md, "done on a done item").
    case alreadyCompleted([TodoItem.ID])
    /// An import gave an id another item already has.
    case idAlreadyExists(TodoItem.ID)
    /// An import gave an item whose source (Taskwarrior uuid, iCalendar UID) a stored item has.
    case sourceAlreadyImported(String)
    /// The change needs a new item number, and the list has given out the highest
    /// (``TodoItem/highestID``): numbers are never given twice.
    case noItemNumberLeft
    /// The database could not be opened or used; `reason` says why and what to do.
    case unusable(path: String, reason: String)
    /// A command that only reads found no database at `path` (and created none).
    case noDatabase(path: String)
    /// A sync found the list changed since it read it (another command or sync wrote).
    case changedDuringSync

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .itemsNotFound(let ids):
            ids.count == 1
                ? "there is no item \(ids[0]); list the items to see their numbers"
                : "there are no items \(Self.list(ids)); nothing was changed; list the items to see their numbers"
        case .notCompleted(let ids):
            ids.count == 1
                ? "item \(ids[0]) is not done, so there is nothing to reopen; nothing was changed"
                : "items \(Self.list(ids)) are not done, so there is nothing to reopen; nothing was changed"
        case .alreadyCompleted(let ids):
            ids.count == 1
                ? "item \(ids[0]) is done already, so there is nothing to complete; nothing was changed"
                : "items \(Self.list(ids)) are done already, so there is nothing to complete; nothing was changed"
        case .idAlreadyExists(let id): "an item with id \(id) already exists"
        case .sourceAlreadyImported(let source):
            "an item from \(source) is already in the database (another import stored it meanwhile); import again"
        case .noItemNumberLeft:
            "no item number is left: this list has given out \(TodoItem.highestID), the highest todo gives; "
                + "to go on, export the list, remove the ids from the export (import numbers items without one), "
                + "and import it into a new database"
        case .unusable(let path, let reason): "cannot use the database \(path): \(reason)"
        case .noDatabase(let path): "there is no todo database at \(path) yet; `todo add` or `todo import` creates it"
        case .changedDuringSync:
            "the list changed while the sync ran, so the sync changed nothing here; run `todo sync` again"
        }
    }

    /// "3, 5 and 7".
    private static func list(_ ids: [TodoItem.ID]) -> String {
        guard let last = ids.last, ids.count > 1 else { return ids.first.map(String.init) ?? "" }
        return ids.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
    }
}
