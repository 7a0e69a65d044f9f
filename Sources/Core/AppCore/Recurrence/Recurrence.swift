/// A recurring item's rule as stored: the pattern, and for monthly and yearly rules the
/// day of the month the series keeps (31 falls on the last day of shorter months, and
/// comes back in the months that have it: 31 January, 28 February, 31 March).
public struct Recurrence: Hashable, Sendable {
    /// What the rule says.
    public let pattern: RecurrencePattern
    /// The day of the month kept by a monthly or yearly rule (1 to 31), else `nil`.
    public let dayOfMonth: Int?

    /// The rule for a series whose occurrence is due on `due`: a monthly or yearly rule
    /// keeps its day of the month (a yearly one keeps its month by counting in years).
    public init(_ pattern: RecurrencePattern, startingOn due: CalendarDay) {
        self.pattern = pattern
        switch pattern {
        case .interval(_, .month), .interval(_, .year): dayOfMonth = due.day
        default: dayOfMonth = nil
        }
    }

    /// The rule as stored, with the day of the month it keeps: `1 month;31`, `2 weeks`.
    public var storageText: String {
        dayOfMonth.map { "\(pattern.canonical);\($0)" } ?? pattern.canonical
    }

    /// Reads ``storageText`` back (`nil` for text no rule writes).
    public init?(storageText text: String) {
        let parts = text.split(separator: ";", maxSplits: 1).map(String.init)
        guard let first = parts.first, let pattern = try? RecurrencePattern.parse(first) else { return nil }
        self.pattern = pattern
        if parts.count == 2 {
            guard let day = Int(parts[1]), (1...31).contains(day) else { return nil }
            dayOfMonth = day
        } else {
            dayOfMonth = nil
        }
    }

    /// The next occurrence's due day after one due on `due`, completed when today is
    /// `today`: the first day of the rule after `due` that is not before `today` (missed
    /// occurrences are skipped, not piled up); `nil` past the last day the program keeps.
    public func next(after due: CalendarDay, notBefore today: CalendarDay) -> CalendarDay? {
        switch pattern {
        case .interval(let count, .day): return stepping(due, by: count, notBefore: today)
        case .interval(let count, .week): return stepping(due, by: count * 7, notBefore: today)
        case .interval(let count, .month): return monthly(due, every: count, notBefore: today)
        case .interval(let count, .year): return monthly(due, every: count * 12, notBefore: today)
        case .weekdays(let days):
            var day = max(due.adding(days: 1), today)
            for _ in 0..<7 {
                if days.contains(day.weekday) { return day <= CalendarDay.latest ? day : nil }
                day = day.adding(days: 1)
            }
            return nil
        }
    }

    private func stepping(_ due: CalendarDay, by days: Int, notBefore today: CalendarDay) -> CalendarDay? {
        let behind = due.days(until: today)
        let steps = behind <= 0 ? 1 : max(1, (behind + days - 1) / days)
        let next = due.adding(days: steps * days)
        return next <= CalendarDay.latest ? next : nil
    }

    /// Every `months` months from `due`'s month, on the kept day (or the month's last).
    private func monthly(_ due: CalendarDay, every months: Int, notBefore today: CalendarDay) -> CalendarDay? {
        let start = due.year * 12 + due.month - 1
        var index = start + months
        let todayIndex = today.year * 12 + today.month - 1
        if index < todayIndex { index += (todayIndex - index) / months * months }
        while true {
            let year = index / 12
            let month = index % 12 + 1
            guard year <= 9999 else { return nil }
            let day = min(dayOfMonth ?? due.day, CalendarDay.daysIn(month: month, year: year))
            if let next = CalendarDay(year: year, month: month, day: day), next > due, next >= today { return next }
            index += months
        }
    }
}
