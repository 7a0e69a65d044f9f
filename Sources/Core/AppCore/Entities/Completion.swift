/// What completing items did: the items as they now are, and the next occurrences their
/// rules created (one per recurring item that was open; none when it was done already).
public struct Completion: Hashable, Sendable {
    /// The items given, as they now are, in the order given.
    public let items: [TodoItem]
    /// The occurrences created, in the order of the items that made them.
    public let next: [TodoItem]

    /// Creates a completion's result.
    public init(items: [TodoItem], next: [TodoItem] = []) {
        self.items = items
        self.next = next
    }
}
