/// The result of the List use case: today, and the open items grouped into sections.
public struct UpcomingItems: Hashable, Sendable {
    /// The day the list was made for.
    public let today: CalendarDay
    /// The non-empty sections, in the order Overdue, Today, Tomorrow, Later This Week,
    /// Next Week, Later.
    public let sections: [UpcomingSection]
    /// How many open items the list leaves out because they start after today (hidden until
    /// their start day; a list of every item shows them); 0 when it shows every item.
    public let hiddenCount: Int

    /// Creates a result.
    public init(today: CalendarDay, sections: [UpcomingSection], hiddenCount: Int = 0) {
        self.today = today
        self.sections = sections
        self.hiddenCount = hiddenCount
    }

    /// Groups items already in list order (by due day) into sections, asking `relation`
    /// once per due day rather than once per item.
    init(
        today: CalendarDay, now: TimeOfDay, orderedItems: [TodoItem], hiddenCount: Int = 0,
        relation: (CalendarDay?) -> DateRelation
    ) {
        // First where each section ends, then each section's items in an array of its
        // size: a long list's arrays are not copied again and again as they grow.
        var ends: [(relation: DateRelation, end: Int)] = []
        var lastDay: (day: CalendarDay?, relation: DateRelation)?
        for (index, item) in orderedItems.enumerated() {
            let itemRelation: DateRelation
            if let lastDay, lastDay.day == item.due {
                itemRelation = lastDay.relation
            } else {
                itemRelation = relation(item.due)
                lastDay = (item.due, itemRelation)
            }
            if let open = ends.last, open.relation == itemRelation {
                ends[ends.count - 1].end = index + 1
            } else {
                ends.append((itemRelation, index + 1))
            }
        }
        var start = 0
        let sections = ends.map { section in
            defer { start = section.end }
            return UpcomingSection(
                relation: section.relation,
                items: orderedItems[start..<section.end].map {
                    UpcomingItem($0, relation: section.relation, today: today, now: now)
                })
        }
        self.init(today: today, sections: sections, hiddenCount: hiddenCount)
    }

    /// Whether nothing is due.
    public var isEmpty: Bool { sections.isEmpty }

    /// Every item, in list order.
    public var items: [UpcomingItem] { sections.flatMap(\.items) }
}
