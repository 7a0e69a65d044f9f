import Foundation

/// An item about to be stored: everything but the id, which the store assigns.
public struct NewTodoItem: Hashable, Sendable {
    /// What to do.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// The time of day it is due (`nil`: none; always `nil` without a due day).
    public let dueTime: TimeOfDay?
    /// The day it starts (hidden until), or `nil` for none.
    public let start: CalendarDay?
    /// When it was added.
    public let created: Date
    /// Free text about it ("" for none).
    public let notes: String
    /// Its tags, each once, sorted (``TagRules``).
    public let tags: [String]
    /// How urgent it is, or `nil` for no priority.
    public let priority: Priority?
    /// The rule by which it comes back when completed, or `nil` for none.
    public let recurrence: Recurrence?

    /// Creates a new item.
    public init(
        title: String, due: CalendarDay?, created: Date, notes: String = "", tags: [String] = [],
        priority: Priority? = nil, recurrence: Recurrence? = nil, dueTime: TimeOfDay? = nil, start: CalendarDay? = nil
    ) {
        self.dueTime = due == nil ? nil : dueTime
        self.start = start
        self.recurrence = recurrence
        self.title = title
        self.due = due
        self.created = created
        self.notes = notes
        self.tags = tags
        self.priority = priority
    }
}
