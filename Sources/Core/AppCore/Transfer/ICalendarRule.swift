import Foundation

/// RRULE values (RFC 5545, 3.3.10) and todo's repeat rules, both ways, for what both can say.
///
/// Read, anchored at the item's due day: `FREQ=DAILY`, `WEEKLY`, `MONTHLY` or `YEARLY` with
/// an `INTERVAL` of 1 to 999 are every N days, weeks, months or years; `BYDAY` with plain
/// days (`MO,TH`) on a weekly or daily rule of interval 1 is those days of the week (`MO` to
/// `FR` is `weekday`), and on a weekly rule of a longer interval is taken when it names the
/// due day's weekday only. On a monthly or yearly rule, `BYMONTH` and `BYMONTHDAY` are taken
/// when they say what the due day says already, and `BYMONTHDAY=-1` (the month's last day),
/// or `BYMONTHDAY=28,29,30;BYSETPOS=-1` (the 30th, or the last day of a shorter month), when
/// the due day is such a day: they keep that day of the month. `COUNT`, `UNTIL` and `WKST`
/// are ignored: todo's rules have no end. Anything else (`BYDAY=1MO`, `BYMONTHDAY=1,15`,
/// `FREQ=HOURLY`, an unknown or repeated part) has no rule of todo's like it.
enum ICalendarRule {
    /// The parts a rule may hold and still be read.
    private static let knownParts: Set = [
        "FREQ", "INTERVAL", "COUNT", "UNTIL", "WKST", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS",
    ]

    /// The rule `value` stands for, for an item due on `due`; `nil` when todo has no rule
    /// like it (the reader keeps it in the notes).
    static func recurrence(_ value: String, due: CalendarDay) -> Recurrence? {
        guard let parts = parts(value), parts.keys.allSatisfy(knownParts.contains), let unit = unit(parts["FREQ"])
        else { return nil }
        var count = 1
        if let interval = parts["INTERVAL"] {
            guard interval.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let number = Int(interval), (1...RecurrencePattern.maximumCount).contains(number)
            else { return nil }
            count = number
        }
        let pattern = RecurrencePattern.interval(count: count, unit: unit)
        if let byDay = parts["BYDAY"] {
            guard parts["BYMONTHDAY"] == nil, parts["BYMONTH"] == nil, parts["BYSETPOS"] == nil,
                let days = weekdays(byDay)
            else { return nil }
            if count == 1, unit == .day || unit == .week { return Recurrence(.weekdays(days), startingOn: due) }
            if unit == .week, days == [due.weekday] { return Recurrence(pattern, startingOn: due) }
            return nil
        }
        guard unit == .month || unit == .year else {
            let plain = parts["BYMONTHDAY"] == nil && parts["BYMONTH"] == nil && parts["BYSETPOS"] == nil
            return plain ? Recurrence(pattern, startingOn: due) : nil
        }
        if let month = parts["BYMONTH"] {
            guard unit == .year, Int(month) == due.month else { return nil }
        }
        guard let kept = dayOfMonth(parts["BYMONTHDAY"], position: parts["BYSETPOS"], due: due) else { return nil }
        return kept == due.day
            ? Recurrence(pattern, startingOn: due) : Recurrence(storageText: "\(pattern.canonical);\(kept)")
    }

    /// The RRULE value of `recurrence`, for an item due on `due`: `FREQ=WEEKLY;INTERVAL=2`,
    /// `FREQ=WEEKLY;BYDAY=MO,TH`, and for a monthly or yearly series that keeps a later day
    /// than the short month it is due in, the day it keeps (`FREQ=MONTHLY;BYMONTHDAY=-1` for
    /// the 31st); ``recurrence(_:due:)`` reads each back as it was.
    static func value(_ recurrence: Recurrence, due: CalendarDay?) -> String {
        switch recurrence.pattern {
        case .weekdays(let days):
            return "FREQ=WEEKLY;BYDAY=" + RecurrencePattern.mondayFirst(days).map(code).joined(separator: ",")
        case .interval(let count, let unit):
            var value = "FREQ=" + frequency(unit)
            if count > 1 { value += ";INTERVAL=\(count)" }
            if unit == .month || unit == .year, let due, let kept = recurrence.dayOfMonth, kept != due.day,
                due.day == min(kept, lastDay(of: due))
            {
                if unit == .year { value += ";BYMONTH=\(due.month)" }
                value +=
                    kept == 31
                    ? ";BYMONTHDAY=-1"
                    : ";BYMONTHDAY=" + (28...kept).map(String.init).joined(separator: ",") + ";BYSETPOS=-1"
            }
            return value
        }
    }

    /// `FREQ=WEEKLY;INTERVAL=2` as its parts, names and values in upper case; `nil` when a
    /// part has no `=` or comes twice.
    private static func parts(_ value: String) -> [String: String]? {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") where !part.allSatisfy(\.isWhitespace) {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            let name = part[..<equals].trimmingCharacters(in: .whitespaces).uppercased()
            let text = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces).uppercased()
            guard parts.updateValue(text, forKey: name) == nil else { return nil }
        }
        return parts
    }

    private static func unit(_ frequency: String?) -> RecurrenceUnit? {
        RecurrenceUnit.allCases.first { self.frequency($0) == frequency }
    }

    private static func frequency(_ unit: RecurrenceUnit) -> String {
        switch unit {
        case .day: "DAILY"
        case .week: "WEEKLY"
        case .month: "MONTHLY"
        case .year: "YEARLY"
        }
    }

    /// `MO,TH` as days of the week; `nil` for an empty list or a day with a number (`1MO`).
    private static func weekdays(_ text: String) -> Set<Weekday>? {
        var days = Set<Weekday>()
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = Weekday.allCases.first(where: { code($0) == word }) else { return nil }
            days.insert(day)
        }
        return days.isEmpty ? nil : days
    }

    private static func code(_ day: Weekday) -> String {
        day.shortName.prefix(2).uppercased()
    }

    /// The day of the month a monthly or yearly rule keeps, for an item due on `due`: its
    /// day, unless the rule says the month's last day or "the 30th or the last" (and `due`
    /// is such a day); `nil` when the rule says something else.
    private static func dayOfMonth(_ byMonthDay: String?, position: String?, due: CalendarDay) -> Int? {
        guard let byMonthDay else { return position == nil ? due.day : nil }
        var days: [Int] = []
        for word in byMonthDay.split(separator: ",", omittingEmptySubsequences: false) {
            guard let day = Int(word) else { return nil }
            days.append(day)
        }
        let last = lastDay(of: due)
        switch position {
        case nil where days == [due.day]: return due.day
        case nil where days == [-1] && due.day == last: return 31
        case "-1":
            guard let kept = days.max(), (29...31).contains(kept), Set(days) == Set(28...kept), days.count == kept - 27,
                due.day == min(kept, last)
            else { return nil }
            return kept
        default: return nil
        }
    }

    private static func lastDay(of day: CalendarDay) -> Int {
        CalendarDay.daysIn(month: day.month, year: day.year)
    }
}
