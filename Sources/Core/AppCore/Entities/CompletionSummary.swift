import Foundation

/// The use-case result of completing or deleting items: the items concerned, the next
/// occurrences their repeat rules added, and the series that ended. Presenters see this,
/// never the entities.
public struct CompletionSummary: Hashable, Sendable {
    /// The items completed or deleted, in the order given.
    public let items: [ItemSummary]
    /// The occurrences added, in the order of the items that made them.
    public let next: [ItemSummary]
    /// The repeating items completed now whose series ended with them (its end day passed,
    /// its times used up), in the order given.
    public let ended: [ItemSummary]

    /// Creates a summary.
    public init(items: [ItemSummary], next: [ItemSummary] = [], ended: [ItemSummary] = []) {
        self.items = items
        self.next = next
        self.ended = ended
    }

    /// The summary of a deletion, or of a completion made at `time` when today is `today`
    /// (which names the series that ended).
    init(_ completion: Completion, completedAt time: Date? = nil, today: CalendarDay? = nil) {
        let ended = completion.items.filter { item in
            guard let time, let today, item.completed == time else { return false }
            return item.endsSeries(today: today)
        }
        self.init(
            items: completion.items.map(ItemSummary.init), next: completion.next.map(ItemSummary.init),
            ended: ended.map(ItemSummary.init))
    }
}
