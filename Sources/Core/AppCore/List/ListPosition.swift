import Foundation

/// Where an open item stands in list order: by due day, then time of day (items without one
/// first: any time that day), then priority (higher first, none last), then creation time,
/// then id.
/// Reading a page "from" or "after" a position is an index seek, however deep it lies.
public struct ListPosition: Hashable, Comparable, Sendable {
    /// The item's due day (`nil`: none; such items come after every day).
    public let due: CalendarDay?
    /// The item's time of day (`nil`: none; such items come first in their day).
    public let time: TimeOfDay?
    /// The item's priority (`nil`: none; such items come after the others of their day).
    public let priority: Priority?
    /// When the item was added.
    public let created: Date
    /// The item's id.
    public let id: TodoItem.ID

    /// Creates a position.
    public init(due: CalendarDay?, time: TimeOfDay? = nil, priority: Priority? = nil, created: Date, id: TodoItem.ID) {
        self.due = due
        self.time = time
        self.priority = priority
        self.created = created
        self.id = id
    }

    /// The position of `item`.
    public init(of item: TodoItem) {
        self.init(due: item.due, time: item.dueTime, priority: item.priority, created: item.created, id: item.id)
    }

    public static func < (lhs: ListPosition, rhs: ListPosition) -> Bool {
        if lhs.due != rhs.due {
            guard let left = lhs.due else { return false }
            guard let right = rhs.due else { return true }
            return left < right
        }
        return (lhs.timeRank, lhs.rank, lhs.created, lhs.id) < (rhs.timeRank, rhs.rank, rhs.created, rhs.id)
    }

    /// The time's sort rank, as stores keep it: minutes since midnight, -1 for none.
    public var timeRank: Int {
        time?.minutes ?? -1
    }

    /// The priority's sort rank (``Priority/rank(_:)``), as stores keep it.
    public var rank: Int {
        Priority.rank(priority)
    }
}
