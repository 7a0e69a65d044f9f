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

    /// Creates an edit.
    public init(
        title: String? = nil, dueText: String? = nil, notes: String? = nil, addTags: [String] = [],
        removeTags: [String] = [], priority: Priority?? = nil
    ) {
        self.title = title
        self.dueText = dueText
        self.notes = notes
        self.addTags = addTags
        self.removeTags = removeTags
        self.priority = priority
    }

    /// Whether the edit names nothing to change.
    public var isEmpty: Bool {
        title == nil && dueText == nil && notes == nil && addTags.isEmpty && removeTags.isEmpty && priority == nil
    }
}
