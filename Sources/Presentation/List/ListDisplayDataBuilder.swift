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
                rows: section.items.map { row(for: $0, today: today) })
        }
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: sections.isEmpty ? emptyMessage(showsLater: showsLater) : nil, showsLater: showsLater)
    }

    /// The display data of a window of the list: every non-empty section with its count,
    /// and the rows of the window under their sections.
    static func displayData(for window: UpcomingWindow, counts: UpcomingCounts, showsLater: Bool) -> ListDisplayData {
        let today = window.today
        let rowsBySection = Dictionary(grouping: window.items, by: \.relation)
        let sections = counts.sections.map { section in
            ListDisplaySection(
                title: section.relation.title, tone: section.relation == .overdue ? .alert : .normal,
                rows: (rowsBySection[section.relation] ?? []).map { row(for: $0, today: today) }, itemCount: section.count)
        }
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: counts.total == 0 ? emptyMessage(showsLater: showsLater) : nil, showsLater: showsLater,
            hasRowsBefore: window.hasEarlier, hasRowsAfter: window.hasLater)
    }

    private static func row(for item: UpcomingItem, today: CalendarDay) -> ListDisplayRow {
        ListDisplayRow(id: item.id, title: item.title, dayLabel: dayLabel(for: item, today: today), due: item.due.iso)
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
