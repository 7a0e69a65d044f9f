import Foundation

/// An item about to be stored: everything but the id, which the store assigns.
public struct NewTodoItem: Hashable, Sendable {
    /// What to do.
    public let title: String
    /// The day it is due.
    public let due: CalendarDay
    /// When it was added.
    public let created: Date

    /// Creates a new item.
    public init(title: String, due: CalendarDay, created: Date) {
        self.title = title
        self.due = due
        self.created = created
    }
}
