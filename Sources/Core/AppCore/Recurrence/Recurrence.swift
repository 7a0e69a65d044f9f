/// A recurring item's rule as stored: the pattern, for monthly and yearly interval rules the
/// day of the month the series keeps (31 falls on the last day of shorter months, and
/// comes back in the months that have it: 31 January, 28 February, 31 March), and where the
/// series ends (for a number of times, how many are left, this occurrence counted).
public struct Recurrence: Hashable, Sendable {
    /// What the rule says.
    public let pattern: RecurrencePattern
    /// The day of the month kept by a monthly or yearly interval rule (1 to 31), else `nil`.
    public let dayOfMonth: Int?
    /// Where the series ends (`nil`: it goes on).
    public let end: RecurrenceEnd?

    /// The rule for a series whose occurrence is due on `due`: a monthly or yearly interval
    /// rule keeps its day of the month (a yearly one keeps its month by counting in years).
    public init(_ pattern: RecurrencePattern, startingOn due: CalendarDay, end: RecurrenceEnd? = nil) {
        self.pattern = pattern
        self.end = end
        switch pattern {
        case .interval(_, .month), .interval(_, .year): dayOfMonth = due.day
        default: dayOfMonth = nil
        }
    }

    /// The series `rule` makes for an occurrence due on `due` (``init(_:startingOn:end:)``).
    public init(_ rule: RecurrenceRule, startingOn due: CalendarDay) {
        self.init(rule.pattern, startingOn: due, end: rule.end)
    }

    private init(pattern: RecurrencePattern, dayOfMonth: Int?, end: RecurrenceEnd?) {
        self.pattern = pattern
        self.dayOfMonth = dayOfMonth
        self.end = end
    }

    /// The rule as a user would write it, with its end: what `--json` shows as `every`.
    public var rule: RecurrenceRule { RecurrenceRule(pattern, end: end) }

    /// The rule's words (``RecurrenceRule/canonical``): `1 month on the last day until 2027-06-30`.
    public var canonical: String { rule.canonical }

    /// The same series with another end.
    public func with(end: RecurrenceEnd?) -> Recurrence {
        Recurrence(pattern: pattern, dayOfMonth: dayOfMonth, end: end)
    }

    /// The rule as stored, with the day of the month it keeps and its end: `1 month;31`,
    /// `2 weeks`, `1 month on the last day;until 2027-06-30`, `1 week;7 times`. Earlier
    /// releases wrote the first two forms only; they read back unchanged.
    public var storageText: String {
        var parts = [pattern.canonical]
        if let dayOfMonth { parts.append(String(dayOfMonth)) }
        if let end { parts.append(end.words) }
        return parts.joined(separator: ";")
    }

    /// Reads ``storageText`` back (`nil` for text no rule writes).
    public init?(storageText text: String) {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, let pattern = try? RecurrencePattern.parse(first) else { return nil }
        parts.removeFirst()
        var dayOfMonth: Int?
        if let part = parts.first, let day = Int(part) {
            guard (1...31).contains(day) else { return nil }
            dayOfMonth = day
            parts.removeFirst()
        }
        var end: RecurrenceEnd?
        if let part = parts.first {
            guard parts.count == 1, let rule = try? RecurrenceRule.parse("day " + part), let written = rule.end,
                written.words == part
            else { return nil }
            end = written
        }
        self.init(pattern: pattern, dayOfMonth: dayOfMonth, end: end)
    }

    /// Whether the series has an occurrence after the one due on `due`, completed when
    /// today is `today`.
    public func continues(after due: CalendarDay, notBefore today: CalendarDay) -> Bool {
        nextOccurrence(after: due, notBefore: today) != nil
    }

    /// The next occurrence's due day after one due on `due`, completed when today is
    /// `today` (``nextOccurrence(after:notBefore:)``).
    public func next(after due: CalendarDay, notBefore today: CalendarDay) -> CalendarDay? {
        nextOccurrence(after: due, notBefore: today)?.due
    }

    /// The next occurrence after one due on `due`, completed when today is `today`: the
    /// first day of the rule after `due` that is not before `today` (missed occurrences are
    /// skipped, not piled up), with the series it continues (one time fewer left for each
    /// day the rule passed); `nil` when the series ends first (its end day passed, its
    /// times used up) or past the last day the program keeps.
    public func nextOccurrence(after due: CalendarDay, notBefore today: CalendarDay) -> (
        due: CalendarDay, recurrence: Recurrence
    )? {
        switch end {
        case nil:
            return ruleDay(after: due, notBefore: today).map { ($0, self) }
        case .until(let last):
            guard let next = ruleDay(after: due, notBefore: today), next <= last else { return nil }
            return (next, self)
        case .times(let left):
            var day = due
            var left = left
            while left > 1, let next = ruleDay(after: day, notBefore: day) {
                day = next
                left -= 1
                if day >= today { return (day, with(end: .times(left))) }
            }
            return nil
        }
    }

    /// The first day on or after `day` that the rule names: `day` itself, but for a rule
    /// on a day's place in the month (the last day, the first Tuesday), that day of `day`'s
    /// month, or else of the next month; `nil` past the last day the program keeps.
    public func firstDay(onOrAfter day: CalendarDay) -> CalendarDay? {
        guard case .monthly(_, let place) = pattern else { return day }
        if let this = place.day(month: day.month, year: day.year), this >= day { return this }
        let month = day.month % 12 + 1
        let year = day.year + (day.month == 12 ? 1 : 0)
        return year <= 9999 ? place.day(month: month, year: year) : nil
    }

    /// The first day of the rule after `due` that is not before `today`, whatever the end.
    private func ruleDay(after due: CalendarDay, notBefore today: CalendarDay) -> CalendarDay? {
        switch pattern {
        case .interval(let count, .day): return stepping(due, by: count, notBefore: today)
        case .interval(let count, .week): return stepping(due, by: count * 7, notBefore: today)
        case .interval(let count, .month):
            return monthly(due, every: count, from: 1, notBefore: today) { keptDay(due, $0, $1) }
        case .interval(let count, .year):
            return monthly(due, every: count * 12, from: 1, notBefore: today) { keptDay(due, $0, $1) }
        case .monthly(let count, let place):
            // From `due`'s own month: an occurrence due before its month's rule day (an
            // imported one, or one moved early) is followed by that month's.
            return monthly(due, every: count, from: 0, notBefore: today) { year, month in
                place.day(month: month, year: year)
            }
        case .weekdays(let days):
            var day = max(due.adding(days: 1), today)
            for _ in 0..<7 {
                if days.contains(day.weekday) { return day <= CalendarDay.latest ? day : nil }
                day = day.adding(days: 1)
            }
            return nil
        }
    }

    /// The kept day of the month (or the month's last) in `month` of `year`.
    private func keptDay(_ due: CalendarDay, _ year: Int, _ month: Int) -> CalendarDay? {
        CalendarDay(
            year: year, month: month, day: min(dayOfMonth ?? due.day, CalendarDay.daysIn(month: month, year: year)))
    }

    private func stepping(_ due: CalendarDay, by days: Int, notBefore today: CalendarDay) -> CalendarDay? {
        let behind = due.days(until: today)
        let steps = behind <= 0 ? 1 : max(1, (behind + days - 1) / days)
        let next = due.adding(days: steps * days)
        return next <= CalendarDay.latest ? next : nil
    }

    /// The first of `day(year, month)` after `due` and not before `today`, in every
    /// `months`th month counted from `due`'s month, starting `first` steps after it.
    private func monthly(
        _ due: CalendarDay, every months: Int, from first: Int, notBefore today: CalendarDay,
        day: (Int, Int) -> CalendarDay?
    ) -> CalendarDay? {
        var index = due.year * 12 + due.month - 1 + first * months
        let todayIndex = today.year * 12 + today.month - 1
        if index < todayIndex { index += (todayIndex - index) / months * months }
        while true {
            let year = index / 12
            let month = index % 12 + 1
            guard year <= 9999 else { return nil }
            if let next = day(year, month), next > due, next >= today { return next }
            index += months
        }
    }
}
