/// The use-case result for an action on one item (added, completed, reopened, deleted).
///
/// Presenters see this, never the ``TodoItem`` entity.
public struct ItemSummary: Hashable, Sendable {
    /// The item's stable id.
    public let id: TodoItem.ID
    /// The item's title.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// The time of day it is due, or `nil` for none.
    public let dueTime: TimeOfDay?
    /// Its tags, sorted.
    public let tags: [String]
    /// Its priority, or `nil` for none.
    public let priority: Priority?
    /// Its repeat rule, or `nil` for none.
    public let recurrence: Recurrence?

    /// Creates a summary.
    public init(
        id: TodoItem.ID, title: String, due: CalendarDay?, tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil, dueTime: TimeOfDay? = nil
    ) {
        self.dueTime = dueTime
        self.recurrence = recurrence
        self.id = id
        self.title = title
        self.due = due
        self.tags = tags
        self.priority = priority
    }

    /// Summarises an item.
    init(_ item: TodoItem) {
        self.init(
            id: item.id, title: item.title, due: item.due, tags: item.tags, priority: item.priority,
            recurrence: item.recurrence, dueTime: item.dueTime)
    }
}
