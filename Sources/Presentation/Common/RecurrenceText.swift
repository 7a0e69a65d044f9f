import AppCore

/// How a repeat rule is written for people, from the rule and the day the item is due:
/// "every month on the 1st", "every 2 weeks on Friday", "every Monday and Thursday",
/// "every month on the last day until 30 June 2027", "every month on the first Tuesday,
/// this and 9 more times".
enum RecurrenceText {
    /// The rule in words, for an item due on `due`, with where the series ends.
    static func rule(_ recurrence: Recurrence, due: CalendarDay) -> String {
        repeats(recurrence, due: due) + (recurrence.end.map(end) ?? "")
    }

    /// Where a series ends, after its rule: " until 30 June 2027", ", this and 9 more
    /// times", ", this is the last time".
    static func end(_ end: RecurrenceEnd) -> String {
        switch end {
        case .until(let day): " until \(day.day) \(DayText.monthName(day.month)) \(day.year)"
        case .times(1): ", this is the last time"
        case .times(let left): ", this and \(left - 1) more time\(left == 2 ? "" : "s")"
        }
    }

    /// What repeats, in words.
    private static func repeats(_ recurrence: Recurrence, due: CalendarDay) -> String {
        switch recurrence.pattern {
        case .interval(let count, .day):
            return count == 1 ? "every day" : "every \(count) days"
        case .interval(let count, .week):
            return (count == 1 ? "every week" : "every \(count) weeks") + " on \(due.weekday.name)"
        case .interval(let count, .month):
            let day = recurrence.dayOfMonth ?? due.day
            return (count == 1 ? "every month" : "every \(count) months") + " on the \(ordinal(day))"
                + (day > 28 ? " (the last day of shorter months)" : "")
        case .interval(let count, .year):
            let day = recurrence.dayOfMonth ?? due.day
            return (count == 1 ? "every year" : "every \(count) years") + " on \(day) \(DayText.monthName(due.month))"
        case .weekdays(let days) where days == RecurrencePattern.workingDays:
            return "every weekday (Monday to Friday)"
        case .weekdays(let days):
            return "every " + list(RecurrencePattern.mondayFirst(days).map(\.name))
        case .monthly(let count, let place):
            return (count == 1 ? "every month" : "every \(count) months") + " on the " + self.place(place)
        }
    }

    /// "last day", "first Tuesday", "last Friday".
    private static func place(_ place: MonthDay) -> String {
        switch place {
        case .lastDay: "last day"
        case .weekday(let week, let day): "\(week.word) \(day.name)"
        }
    }

    /// "due Friday 20 November 2026", and a repeating item's rule after it: "due Tuesday 1
    /// December 2026, every month on the 1st".
    static func due(_ item: ItemSummary) -> String {
        guard let rule = item.recurrence, let due = item.due else { return DayText.due(item.due, at: item.dueTime) }
        return DayText.due(due, at: item.dueTime) + ", " + self.rule(rule, due: due)
    }

    /// A row's short mark of a rule: "~daily", "~weekly", "~monthly", "~yearly", "~2w",
    /// "~3d", "~6m", "~weekdays", "~mon,thu" (a rule on a day's place in the month is marked
    /// as its months are: "~monthly", "~2m").
    static func mark(_ pattern: RecurrencePattern) -> String {
        switch pattern {
        case .interval(1, .day): "~daily"
        case .interval(1, .week): "~weekly"
        case .interval(1, .month), .monthly(1, _): "~monthly"
        case .interval(1, .year): "~yearly"
        case .interval(let count, let unit): "~\(count)\(unit.rawValue.prefix(1))"
        case .weekdays(let days) where days == RecurrencePattern.workingDays: "~weekdays"
        case .weekdays: "~" + pattern.canonical
        case .monthly(let count, _): "~\(count)m"
        }
    }

    /// "1st", "2nd", "3rd", "11th", "22nd", "31st".
    static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (_, 11...13): "th"
            case (1, _): "st"
            case (2, _): "nd"
            case (3, _): "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }

    /// "Monday", "Monday and Thursday", "Monday, Wednesday and Friday".
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
