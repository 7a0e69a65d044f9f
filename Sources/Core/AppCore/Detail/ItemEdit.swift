/// What an edit changes: each field given is typed text, each left `nil` stays as it is.
public struct ItemEdit: Hashable, Sendable {
    /// A new title.
    public var title: String?
    /// A new due date, as typed (`someday` for none).
    public var dueText: String?
    /// New notes (empty to remove them).
    public var notes: String?
    /// Tags to give the item (those it has already stay once).
    public var addTags: [String]
    /// Tags to take off the item (compared ignoring case; one it lacks is no error).
    public var removeTags: [String]
    /// A new priority: `nil` keeps it, `.some(nil)` clears it.
    public var priority: Priority??
    /// Every tag the item is to have, as typed in a form's tags field ("+home work",
    /// ``tagsText``'s words with or without `+`, separated by spaces or commas; empty for
    /// none): it replaces the item's tags, before ``addTags`` and ``removeTags`` apply.
    public var tagsText: String?
    /// A new priority as typed in a form's priority field (`high`, `m`, `none`; empty for
    /// none); it wins over ``priority``.
    public var priorityText: String?
    /// A new repeat rule as typed (``RecurrencePattern`` forms; `none` or empty removes it).
    public var everyText: String?

    /// Creates an edit.
    public init(
        title: String? = nil, dueText: String? = nil, notes: String? = nil, addTags: [String] = [],
        removeTags: [String] = [], priority: Priority?? = nil, tagsText: String? = nil, priorityText: String? = nil,
        everyText: String? = nil
    ) {
        self.everyText = everyText
        self.title = title
        self.dueText = dueText
        self.notes = notes
        self.addTags = addTags
        self.removeTags = removeTags
        self.priority = priority
        self.tagsText = tagsText
        self.priorityText = priorityText
    }

    /// Whether the edit names nothing to change.
    public var isEmpty: Bool {
        title == nil && dueText == nil && notes == nil && addTags.isEmpty && removeTags.isEmpty && priority == nil
            && tagsText == nil && priorityText == nil && everyText == nil
    }
}
