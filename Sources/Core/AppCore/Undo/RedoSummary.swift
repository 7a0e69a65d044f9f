/// The use-case result of a redo: what kind of change was re-applied, and the items it
/// concerned. Presenters see this, never the entities.
public struct RedoSummary: Hashable, Sendable {
    /// The kind of change re-applied.
    public let kind: ChangeKind
    /// The items concerned (at most ``UndoneChange/itemLimit``).
    public let items: [ItemSummary]
    /// How many items the change concerned.
    public let count: Int

    /// Creates a summary.
    public init(kind: ChangeKind, items: [ItemSummary], count: Int) {
        self.kind = kind
        self.items = items
        self.count = count
    }

    init(_ change: RedoneChange) {
        self.init(kind: change.kind, items: change.items.map(ItemSummary.init), count: change.count)
    }
}
