/// The open items that share one ``DateRelation``, in list order.
public struct UpcomingSection: Hashable, Sendable {
    /// The section's relation to today.
    public let relation: DateRelation
    /// Its items, by due day and then in the order they were added.
    public let items: [UpcomingItem]

    /// Creates a section.
    public init(relation: DateRelation, items: [UpcomingItem]) {
        self.relation = relation
        self.items = items
    }
}
