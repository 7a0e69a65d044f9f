/// The use-case result of an undo: what kind of change was reverted, and the items it
/// concerned. Presenters see this, never the entities.
public struct UndoSummary: Hashable, Sendable {
    /// The kind of change reverted.
    public let kind: ChangeKind
    /// The items concerned (at most ``UndoneChange/itemLimit``).
    public let items: [ItemSummary]
    /// How many items the change concerned.
    public let count: Int
    /// The items the change had created beside them, which the undo took away (the next
    /// occurrences of an undone completion).
    public let removed: [ItemSummary]

    /// Creates a summary.
    public init(kind: ChangeKind, items: [ItemSummary], count: Int, removed: [ItemSummary] = []) {
        self.removed = removed
        self.kind = kind
        self.items = items
        self.count = count
    }

    init(_ change: UndoneChange) {
        self.init(
            kind: change.kind, items: change.items.map(ItemSummary.init), count: change.count,
            removed: change.removed.map(ItemSummary.init))
    }
}
