/// The List use case's result for one open item: the item's parts and where its due
/// day stands relative to today.
public struct UpcomingItem: Hashable, Sendable {
    /// The item's stable id.
    public let id: TodoItem.ID
    /// The item's title.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// Its section.
    public let relation: DateRelation
    /// Where it stands in list order, to read the items next to it.
    public let position: ListPosition
    /// Its tags, sorted.
    public let tags: [String]
    /// Its priority, or `nil` for none.
    public let priority: Priority?
    /// Its repeat rule, or `nil` for none.
    public let recurrence: Recurrence?

    /// Creates an upcoming item.
    public init(
        id: TodoItem.ID, title: String, due: CalendarDay?, relation: DateRelation, position: ListPosition,
        tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil
    ) {
        self.recurrence = recurrence
        self.id = id
        self.title = title
        self.due = due
        self.relation = relation
        self.position = position
        self.tags = tags
        self.priority = priority
    }

    /// The upcoming item of a stored item in a known section.
    init(_ item: TodoItem, relation: DateRelation) {
        self.init(
            id: item.id, title: item.title, due: item.due, relation: relation, position: ListPosition(of: item),
            tags: item.tags, priority: item.priority, recurrence: item.recurrence)
    }
}
