/// Which items a read takes by their state: the open ones, the completed ones, or both.
public enum ItemScope: Hashable, Sendable {
    /// Items not completed.
    case open
    /// Completed items.
    case completed
    /// Every item.
    case any

    /// Whether `item` is in the scope.
    public func contains(_ item: TodoItem) -> Bool {
        switch self {
        case .open: !item.isCompleted
        case .completed: item.isCompleted
        case .any: true
        }
    }
}
