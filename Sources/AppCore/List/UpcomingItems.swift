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

    /// Groups items already in list order (by due day) into sections, asking `relation`
    /// once per due day rather than once per item.
    init(today: CalendarDay, orderedItems: [TodoItem], relation: (CalendarDay?) -> DateRelation) {
        var sections: [UpcomingSection] = []
        var sectionRelation: DateRelation?
        var sectionItems: [UpcomingItem] = []
        var lastDay: (day: CalendarDay?, relation: DateRelation)?
        for item in orderedItems {
            let itemRelation: DateRelation
            if let lastDay, lastDay.day == item.due {
                itemRelation = lastDay.relation
            } else {
                itemRelation = relation(item.due)
                lastDay = (item.due, itemRelation)
            }
            if let open = sectionRelation, open != itemRelation {
                sections.append(UpcomingSection(relation: open, items: sectionItems))
                sectionItems = []
            }
            sectionRelation = itemRelation
            sectionItems.append(UpcomingItem(item, relation: itemRelation))
        }
        if let sectionRelation { sections.append(UpcomingSection(relation: sectionRelation, items: sectionItems)) }
        self.init(today: today, sections: sections)
    }

    /// Whether nothing is due.
    public var isEmpty: Bool { sections.isEmpty }

    /// Every item, in list order.
    public var items: [UpcomingItem] { sections.flatMap(\.items) }
}
