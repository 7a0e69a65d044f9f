import AppCore

/// Turns the List use case's result into display data: section titles, row titles and
/// day labels.
enum ListDisplayDataBuilder {
    /// The message shown when nothing is due.
    static func emptyMessage(showsLater: Bool) -> String {
        showsLater ? "Nothing to do: no open items." : "Nothing due until the end of next week."
    }

    static func displayData(for upcoming: UpcomingItems, showsLater: Bool) -> ListDisplayData {
        let today = upcoming.today
        let sections = upcoming.sections.map { section in
            ListDisplaySection(
                title: section.relation.title,
                tone: section.relation == .overdue ? .alert : .normal,
                rows: section.items.map { item in
                    ListDisplayRow(
                        id: item.id, title: item.title, dayLabel: dayLabel(for: item, today: today), due: item.due.iso)
                })
        }
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: sections.isEmpty ? emptyMessage(showsLater: showsLater) : nil, showsLater: showsLater)
    }

    /// Empty for today; the weekday for this and next week; how late an overdue item is;
    /// the date for later items.
    static func dayLabel(for item: UpcomingItem, today: CalendarDay) -> String {
        switch item.relation {
        case .today: ""
        case .tomorrow, .laterThisWeek, .nextWeek: item.due.weekday.name
        case .overdue:
            item.due.days(until: today) == 1 ? "1 day late" : "\(item.due.days(until: today)) days late"
        case .later: DayText.short(item.due, today: today)
        }
    }
}
