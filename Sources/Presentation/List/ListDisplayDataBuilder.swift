import AppCore

/// Turns the List use case's result into display data: section titles, row titles and
/// day labels.
enum ListDisplayDataBuilder {
    /// The message shown when nothing is due (or nothing matches the filter).
    static func emptyMessage(showsLater: Bool, filter: ItemFilter? = nil) -> String {
        if let filter { return ListWording.noMatch(filter) }
        return showsLater ? "Nothing to do: no open items." : "Nothing due until the end of next week."
    }

    /// The display data of the completed items: one section, most recently completed
    /// first, each row's day label the day it was completed.
    static func displayData(
        forDone items: [CompletedItem], today: CalendarDay, filter: ItemFilter?, names: ListCommandNames? = nil
    ) -> ListDisplayData {
        let rows = items.map { item in
            ListDisplayRow(
                id: item.id, title: item.title, dayLabel: DayText.short(item.completedDay, today: today),
                due: item.completedDay.iso, tagList: item.tags, priorityName: item.priority?.name,
                recurrence: item.recurrence)
        }
        let sections =
            rows.isEmpty ? [] : [ListDisplaySection(title: ListWording.doneHeading, tone: .normal, rows: rows)]
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: rows.isEmpty ? ListWording.noneDone(filter) : nil, showsLater: false,
            filterText: filter.map { ListWording.filterLine($0, done: true, names: names) }, showsDone: true,
            heading: ListWording.doneHeading, countText: ListWording.doneCount(rows.count),
            scopeText: ListWording.scope(done: true, showsLater: false, filter: filter))
    }

    static func displayData(
        for upcoming: UpcomingItems, showsLater: Bool, filter: ItemFilter?, names: ListCommandNames? = nil
    ) -> ListDisplayData {
        let today = upcoming.today
        var days = DayWording(today: today)
        let sections = upcoming.sections.map { section in
            ListDisplaySection(
                title: section.relation.title,
                tone: section.relation == .overdue ? .alert : .normal,
                rows: section.items.map { days.row(for: $0) })
        }
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: sections.isEmpty ? emptyMessage(showsLater: showsLater, filter: filter) : nil,
            showsLater: showsLater, filterText: filter.map { ListWording.filterLine($0, done: false, names: names) },
            scopeText: ListWording.scope(done: false, showsLater: showsLater, filter: filter),
            hiddenText: ListWording.hidden(upcoming.hiddenCount, names: names))
    }

    /// The display data of a window of the list: every non-empty section with its count,
    /// and the rows of the window under their sections, numbered in a column `numberWidth`
    /// digits wide.
    static func displayData(
        for window: UpcomingWindow, counts: UpcomingCounts, showsLater: Bool, filter: ItemFilter?,
        names: ListCommandNames? = nil, numberWidth: Int = 1
    ) -> ListDisplayData {
        let today = window.today
        var days = DayWording(today: today)
        let rowsBySection = Dictionary(grouping: window.items, by: \.relation)
        let sections = counts.sections.map { section in
            ListDisplaySection(
                title: section.relation.title, tone: section.relation == .overdue ? .alert : .normal,
                rows: (rowsBySection[section.relation] ?? []).map { days.row(for: $0) }, itemCount: section.count)
        }
        return ListDisplayData(
            today: today.iso, todayTitle: DayText.long(today), sections: sections,
            emptyMessage: counts.total == 0 ? emptyMessage(showsLater: showsLater, filter: filter) : nil,
            showsLater: showsLater, hasRowsBefore: window.hasEarlier, hasRowsAfter: window.hasLater,
            filterText: filter.map { ListWording.filterLine($0, done: false, names: names) }, numberWidth: numberWidth,
            scopeText: ListWording.scope(done: false, showsLater: showsLater, filter: filter))
    }

    /// Empty for today; the weekday for this and next week; how late an overdue item is;
    /// the date for later items.
    /// Empty too for an item with no due day (it is in the Someday section).
    static func dayLabel(for item: UpcomingItem, today: CalendarDay) -> String {
        guard let due = item.due else { return "" }
        return switch item.relation {
        case .today, .someday: ""
        case .tomorrow, .laterThisWeek, .nextWeek: due.weekday.name
        case .overdue: DayText.late(due, today: today)
        case .later: DayText.short(due, today: today)
        }
    }
}

/// Words each due day once while rows repeat it: rows come in due order, so a long list
/// of many rows asks for each of its few days once.
struct DayWording {
    let today: CalendarDay
    private var last: (day: CalendarDay?, iso: String?, label: String)?

    init(today: CalendarDay) {
        self.today = today
    }

    /// The display row of `item`.
    mutating func row(for item: UpcomingItem) -> ListDisplayRow {
        let wording: (day: CalendarDay?, iso: String?, label: String)
        if let last, last.day == item.due {
            wording = last
        } else {
            wording = (item.due, item.due?.iso, ListDisplayDataBuilder.dayLabel(for: item, today: today))
            last = wording
        }
        var label = DayText.label(wording.label, time: item.dueTime, relation: item.relation, hasPassed: item.hasPassed)
        if let start = item.hiddenUntil { label = ListWording.startsLater(label, start: start, today: today) }
        return ListDisplayRow(
            id: item.id, title: item.title, dayLabel: label, due: wording.iso, tagList: item.tags,
            priorityName: item.priority?.name, recurrence: item.recurrence, start: item.hiddenUntil?.iso)
    }
}
