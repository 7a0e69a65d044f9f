/// What an edit changes: each field given is typed text, each left `nil` stays as it is.
public struct ItemEdit: Hashable, Sendable {
    /// A new title.
    public var title: String?
    /// A new due date, as typed (`someday` for none).
    public var dueText: String?
    /// New notes (empty to remove them).
    public var notes: String?

    /// Creates an edit.
    public init(title: String? = nil, dueText: String? = nil, notes: String? = nil) {
        self.title = title
        self.dueText = dueText
        self.notes = notes
    }

    /// Whether the edit names nothing to change.
    public var isEmpty: Bool { title == nil && dueText == nil && notes == nil }
}
