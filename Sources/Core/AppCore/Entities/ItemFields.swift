/// What an edit can change of an item: everything but its id, creation and completion.
public struct ItemFields: Hashable, Sendable {
    /// What to do.
    public var title: String
    /// The day it is due, or `nil` for someday.
    public var due: CalendarDay?
    /// The time of day it is due (`nil`: none; always `nil` without a due day).
    public var dueTime: TimeOfDay?
    /// The day it starts (hidden until), or `nil` for none.
    public var start: CalendarDay?
    /// Free text about it ("" for none).
    public var notes: String
    /// Its tags (the store keeps them normalised, see ``TagRules``).
    public var tags: [String]
    /// How urgent it is, or `nil` for no priority.
    public var priority: Priority?
    /// The rule by which it comes back when completed, or `nil` for none.
    public var recurrence: Recurrence?

    /// Creates the fields of an edit.
    public init(
        title: String, due: CalendarDay?, notes: String = "", tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil, dueTime: TimeOfDay? = nil, start: CalendarDay? = nil
    ) {
        self.dueTime = due == nil ? nil : dueTime
        self.start = start
        self.title = title
        self.due = due
        self.notes = notes
        self.tags = tags
        self.priority = priority
        self.recurrence = recurrence
    }
}
