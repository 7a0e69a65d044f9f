import Foundation

/// The Detail use case's result: one item, whole, and where its due day stands today.
/// Presenters see this, never the ``TodoItem`` entity.
public struct ItemDetail: Hashable, Sendable {
    /// The item's stable id.
    public let id: TodoItem.ID
    /// Its title.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// The time of day it is due, or `nil` for none.
    public let dueTime: TimeOfDay?
    /// Its section in the list while it is open.
    public let relation: DateRelation
    /// When it was added.
    public let created: Date
    /// When it was completed, or `nil` while open.
    public let completed: Date?
    /// Its notes ("" for none).
    public let notes: String
    /// The day the detail was read on.
    public let today: CalendarDay
    /// The zone the clock reads today in, to word `created` and `completed` as local times.
    public let timeZone: TimeZone
    /// Its tags, sorted.
    public let tags: [String]
    /// Its priority, or `nil` for none.
    public let priority: Priority?
    /// Its repeat rule, or `nil` for none.
    public let recurrence: Recurrence?
    /// The day it starts (hidden until), or `nil` for none.
    public let start: CalendarDay?

    /// Creates a detail.
    public init(
        id: TodoItem.ID, title: String, due: CalendarDay?, relation: DateRelation, created: Date, completed: Date?,
        notes: String, today: CalendarDay, timeZone: TimeZone, tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil, dueTime: TimeOfDay? = nil, start: CalendarDay? = nil
    ) {
        self.start = start
        self.dueTime = dueTime
        self.recurrence = recurrence
        self.tags = tags
        self.priority = priority
        self.id = id
        self.title = title
        self.due = due
        self.relation = relation
        self.created = created
        self.completed = completed
        self.notes = notes
        self.today = today
        self.timeZone = timeZone
    }

    /// The one-line summary of the item.
    public var summary: ItemSummary {
        ItemSummary(
            id: id, title: title, due: due, tags: tags, priority: priority, recurrence: recurrence, dueTime: dueTime)
    }
}
