import Foundation

/// An item about to be stored: everything but the id, which the store assigns.
public struct NewTodoItem: Hashable, Sendable {
    /// What to do.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// When it was added.
    public let created: Date
    /// Free text about it ("" for none).
    public let notes: String

    /// Creates a new item.
    public init(title: String, due: CalendarDay?, created: Date, notes: String = "") {
        self.title = title
        self.due = due
        self.created = created
        self.notes = notes
    }
}
