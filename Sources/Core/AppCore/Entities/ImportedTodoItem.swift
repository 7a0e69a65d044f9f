import Foundation

/// An item brought in by an import: it may keep the id it had, and may be completed.
public struct ImportedTodoItem: Hashable, Sendable {
    /// The id to keep, or `nil` to let the store assign one.
    public let id: TodoItem.ID?
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
    /// When it was completed, or `nil` while open.
    public let completed: Date?
    /// Free text about it ("" for none).
    public let notes: String
    /// Its tags, each once, sorted (``TagRules``).
    public let tags: [String]
    /// How urgent it is, or `nil` for no priority.
    public let priority: Priority?
    /// The rule by which it comes back when completed, or `nil` for none.
    public let recurrence: Recurrence?
    /// Where the item came from, for an item of another program's file that has an
    /// identity: `taskwarrior:UUID`, `ical:UID` (`nil`: none). An import skips an item whose
    /// source an earlier import stored.
    public let source: String?

    /// Creates an imported item.
    public init(
        id: TodoItem.ID?, title: String, due: CalendarDay?, created: Date, completed: Date?, notes: String = "",
        tags: [String] = [], priority: Priority? = nil, recurrence: Recurrence? = nil,
        source: String? = nil, dueTime: TimeOfDay? = nil, start: CalendarDay? = nil
    ) {
        self.dueTime = due == nil ? nil : dueTime
        self.start = start
        self.source = source
        self.recurrence = recurrence
        self.tags = tags
        self.priority = priority
        self.id = id
        self.title = title
        self.due = due
        self.created = created
        self.completed = completed
        self.notes = notes
    }
}
