/// The use-case result of completing or deleting items: the items concerned, the next
/// occurrences their repeat rules added, and the items that were done already. Presenters
/// see this, never the entities.
public struct CompletionSummary: Hashable, Sendable {
    /// The items completed (or deleted) now, in the order given.
    public let items: [ItemSummary]
    /// The occurrences added, in the order of the items that made them.
    public let next: [ItemSummary]
    /// The items given that were done already: nothing changed for them (completing what is
    /// done is not an error, Docs/Decisions.md "done and undone on an item already so").
    public let alreadyDone: [ItemSummary]

    /// Creates a summary.
    public init(items: [ItemSummary], next: [ItemSummary] = [], alreadyDone: [ItemSummary] = []) {
        self.items = items
        self.next = next
        self.alreadyDone = alreadyDone
    }

    init(_ completion: Completion) {
        let already = completion.alreadyCompleted
        self.init(
            items: completion.items.filter { !already.contains($0.id) }.map(ItemSummary.init),
            next: completion.next.map(ItemSummary.init),
            alreadyDone: completion.items.filter { already.contains($0.id) }.map(ItemSummary.init))
    }
}
