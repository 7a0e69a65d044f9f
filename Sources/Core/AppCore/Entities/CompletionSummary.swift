/// The use-case result of completing or deleting items: the items concerned, and the next
/// occurrences their repeat rules added. Presenters see this, never the entities.
public struct CompletionSummary: Hashable, Sendable {
    /// The items completed or deleted, in the order given.
    public let items: [ItemSummary]
    /// The occurrences added, in the order of the items that made them.
    public let next: [ItemSummary]

    /// Creates a summary.
    public init(items: [ItemSummary], next: [ItemSummary] = []) {
        self.items = items
        self.next = next
    }

    init(_ completion: Completion) {
        self.init(items: completion.items.map(ItemSummary.init), next: completion.next.map(ItemSummary.init))
    }
}
