/// The result of the List use case: today, and the open items grouped into sections.
public struct UpcomingItems: Hashable, Sendable {
    /// The day the list was made for.
    public let today: CalendarDay
    /// The non-empty sections, in the order Overdue, Today, Tomorrow, Later This Week,
    /// Next Week, Later.
    public let sections: [UpcomingSection]

    /// Creates a result.
    public init(today: CalendarDay, sections: [UpcomingSection]) {
        self.today = today
        self.sections = sections
    }

    /// Groups items already in list order (by due day) into sections.
    init(today: CalendarDay, orderedItems: [UpcomingItem]) {
        var sections: [UpcomingSection] = []
        var start = orderedItems.startIndex
        while start < orderedItems.endIndex {
            let relation = orderedItems[start].relation
            let end = orderedItems[start...].firstIndex { $0.relation != relation } ?? orderedItems.endIndex
            sections.append(UpcomingSection(relation: relation, items: Array(orderedItems[start..<end])))
            start = end
        }
        self.init(today: today, sections: sections)
    }

    /// Whether nothing is due.
    public var isEmpty: Bool { sections.isEmpty }

    /// Every item, in list order.
    public var items: [UpcomingItem] { sections.flatMap(\.items) }
}
