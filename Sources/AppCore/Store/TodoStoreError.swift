/// A store operation that could not be done. Nothing was changed when it is thrown.
public enum TodoStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No item has this id.
    case itemNotFound(TodoItem.ID)
    /// An import gave an id another item already has.
    case idAlreadyExists(TodoItem.ID)
    /// The database could not be opened or used; `reason` says why and what to do.
    case unusable(path: String, reason: String)

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .itemNotFound(let id): "there is no item \(id); list the items to see their numbers"
        case .idAlreadyExists(let id): "an item with id \(id) already exists"
        case .unusable(let path, let reason): "cannot use the database \(path): \(reason)"
        }
    }
}
