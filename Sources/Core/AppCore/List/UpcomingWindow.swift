/// A window onto the upcoming list: some consecutive open items, and whether more come
/// before or after them. The wide front reads only what it can show.
public struct UpcomingWindow: Hashable, Sendable {
    /// The day the window was read for.
    public let today: CalendarDay
    /// The items in the window, in list order.
    public let items: [UpcomingItem]
    /// Whether open items come before the first one.
    public let hasEarlier: Bool
    /// Whether open items come after the last one.
    public let hasLater: Bool

    /// Creates a window.
    public init(today: CalendarDay, items: [UpcomingItem], hasEarlier: Bool, hasLater: Bool) {
        self.today = today
        self.items = items
        self.hasEarlier = hasEarlier
        self.hasLater = hasLater
    }
}

/// Where a window onto the upcoming list starts or ends.
public enum WindowAnchor: Hashable, Sendable {
    /// At the top of the list.
    case top
    /// At the bottom of the list.
    case bottom
    /// Starting at this item's position (or the next one, if it is gone).
    case from(ListPosition)
    /// Ending at this item's position (or the one before, if it is gone).
    case through(ListPosition)
}

/// How many open items each non-empty section of the upcoming list holds.
public struct UpcomingCounts: Hashable, Sendable {
    /// One section's count.
    public struct Section: Hashable, Sendable {
        /// The section.
        public let relation: DateRelation
        /// Its number of open items.
        public let count: Int

        /// Creates a section count.
        public init(relation: DateRelation, count: Int) {
            self.relation = relation
            self.count = count
        }
    }

    /// The day the counts were made for.
    public let today: CalendarDay
    /// Each non-empty section and its number of items, in list order.
    public let sections: [Section]

    /// Creates counts.
    public init(today: CalendarDay, sections: [Section]) {
        self.today = today
        self.sections = sections
    }

    /// All the items in all the sections.
    public var total: Int { sections.reduce(0) { $0 + $1.count } }
}
