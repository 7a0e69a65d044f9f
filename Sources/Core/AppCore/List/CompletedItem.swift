import Foundation

/// The List use case's result for one completed item: its parts and the day it was
/// completed on, by the clock's time zone.
public struct CompletedItem: Hashable, Sendable {
    /// The item's stable id.
    public let id: TodoItem.ID
    /// The item's title.
    public let title: String
    /// The day it was completed on.
    public let completedDay: CalendarDay
    /// Its tags, sorted.
    public let tags: [String]
    /// Its priority, or `nil` for none.
    public let priority: Priority?
    /// Its repeat rule, or `nil` for none.
    public let recurrence: Recurrence?

    /// Creates a completed item.
    public init(
        id: TodoItem.ID, title: String, completedDay: CalendarDay, tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil
    ) {
        self.recurrence = recurrence
        self.id = id
        self.title = title
        self.completedDay = completedDay
        self.tags = tags
        self.priority = priority
    }

    /// The completed item of a stored item, or `nil` for an item still open.
    init?(_ item: TodoItem, in zone: TimeZone) {
        guard let completed = item.completed else { return nil }
        self.init(
            id: item.id, title: item.title, completedDay: CalendarDay(containing: completed, in: zone),
            tags: item.tags, priority: item.priority, recurrence: item.recurrence)
    }
}
