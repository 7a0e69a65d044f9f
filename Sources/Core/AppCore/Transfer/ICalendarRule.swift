import Foundation

/// RRULE values (RFC 5545, 3.3.10) and todo's repeat rules, both ways, for what both can say.
///
/// Read, anchored at the item's due day: `FREQ=DAILY`, `WEEKLY`, `MONTHLY` or `YEARLY` with
/// an `INTERVAL` of 1 to 999 are every N days, weeks, months or years; `BYDAY` with plain
/// days (`MO,TH`) on a weekly or daily rule of interval 1 is those days of the week (`MO` to
/// `FR` is `weekday`), and on a weekly rule of a longer interval is taken when it names the
/// due day's weekday only. On a monthly rule, `BYMONTHDAY=-1` is the month's last day
/// (`month on the last day`), and one day of the week with its place in the month
/// (`BYDAY=1TU`, `BYDAY=-1FR`, or `BYDAY=TU;BYSETPOS=1`; the first to fourth, or the last)
/// is that day (`month on the first tuesday`), whatever the due day: the due day is the
/// first occurrence, as a calendar's DTSTART is. On a monthly or yearly rule, `BYMONTH` and
/// `BYMONTHDAY` are taken when they say what the due day says already, and
/// `BYMONTHDAY=-1` on a yearly rule, or `BYMONTHDAY=28,29,30;BYSETPOS=-1` (the 30th, or
/// the last day of a shorter month), when the due day is such a day: they keep that day of
/// the month. `COUNT` (1 to 999) is a number of times, the due day's occurrence the first;
/// `UNTIL` (a date, or a date and time: the day it falls on here) the series' last day;
/// `WKST` is ignored. Anything else (`BYDAY=5MO`, `BYMONTHDAY=1,15`, `FREQ=HOURLY`, both
/// `COUNT` and `UNTIL`, an unknown or repeated part) has no rule of todo's like it.
enum ICalendarRule {
    /// The parts a rule may hold and still be read.
    private static let knownParts: Set = [
        "FREQ", "INTERVAL", "COUNT", "UNTIL", "WKST", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS",
    ]

    /// The rule `value` stands for, for an item due on `due`, its `UNTIL` read in
    /// `timeZone`; `nil` when todo has no rule like it (the reader keeps it in the notes).
    static func recurrence(_ value: String, due: CalendarDay, timeZone: TimeZone) -> Recurrence? {
        guard let parts = parts(value), parts.keys.allSatisfy(knownParts.contains), let unit = unit(parts["FREQ"]),
            let count = number(parts["INTERVAL"] ?? "1", in: 1...RecurrencePattern.maximumCount),
            case .some(let end) = end(count: parts["COUNT"], until: parts["UNTIL"], timeZone: timeZone),
            let recurrence = repeats(parts, unit: unit, count: count, due: due)
        else { return nil }
        return recurrence.with(end: end)
    }

    /// What repeats, without the end.
    private static func repeats(_ parts: [String: String], unit: RecurrenceUnit, count: Int, due: CalendarDay)
        -> Recurrence?
    {
        let pattern = RecurrencePattern.interval(count: count, unit: unit)
        if unit == .month, parts["BYMONTH"] == nil, let place = place(parts) {
            return Recurrence(.monthly(count: count, on: place), startingOn: due)
        }
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

    /// The day's place in the month a monthly rule's parts name: `BYMONTHDAY=-1`;
    /// `BYDAY=1TU` (`+1TU`, `-1FR`: the first to fourth, or the last); `BYDAY=TU` with
    /// `BYSETPOS=1`. `nil` when they name none of these.
    private static func place(_ parts: [String: String]) -> MonthDay? {
        switch (parts["BYDAY"], parts["BYMONTHDAY"], parts["BYSETPOS"]) {
        case (nil, "-1"?, nil):
            return .lastDay
        case (let byDay?, nil, nil):
            guard let letters = byDay.firstIndex(where: \.isLetter), letters != byDay.startIndex,
                let week = week(String(byDay[..<letters])), let day = weekday(byDay[letters...])
            else { return nil }
            return .weekday(week, day)
        case (let byDay?, nil, let position?):
            guard let week = week(position), let day = weekday(byDay[...]) else { return nil }
            return .weekday(week, day)
        default:
            return nil
        }
    }

    /// `1` to `4` (`+1` too) or `-1` as the week of the month it names.
    private static func week(_ text: String) -> WeekOfMonth? {
        let digits = text.hasPrefix("+") ? String(text.dropFirst()) : text
        guard let number = Int(digits), digits.last?.isNumber == true else { return nil }
        return WeekOfMonth(rawValue: number)
    }

    /// The end `COUNT` or `UNTIL` names: `.some(nil)` when neither is given; `nil` when it
    /// can not be read, or both are given (RFC 5545 allows one).
    private static func end(count: String?, until: String?, timeZone: TimeZone) -> RecurrenceEnd?? {
        switch (count, until) {
        case (nil, nil):
            return .some(nil)
        case (let count?, nil):
            guard let times = number(count, in: 1...RecurrenceEnd.maximumTimes) else { return nil }
            return .some(.times(times))
        case (nil, let until?):
            guard let time = ICalendarTime(value: until, kind: nil) else { return nil }
            return .some(.until(time.day(in: timeZone, zone: nil)))
        default:
            return nil
        }
    }

    /// `text` as a number of `range` (digits only).
    private static func number(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }), let number = Int(text),
            range.contains(number)
        else { return nil }
        return number
    }

    /// The RRULE value of `recurrence`, for an item due on `due`: `FREQ=WEEKLY;INTERVAL=2`,
    /// `FREQ=WEEKLY;BYDAY=MO,TH`, `FREQ=MONTHLY;BYMONTHDAY=-1` (the last day),
    /// `FREQ=MONTHLY;BYDAY=1TU` (the first Tuesday), and for a monthly or yearly series
    /// that keeps a later day than the short month it is due in, the day it keeps
    /// (`BYMONTHDAY=28,29,30,31;BYSETPOS=-1` for the 31st); then `;UNTIL=20270630` (a
    /// DATE, as the DTSTART written with it) or `;COUNT=7` (the times left, this one
    /// counted). ``recurrence(_:due:timeZone:)`` reads each back as it was.
    static func value(_ recurrence: Recurrence, due: CalendarDay?) -> String {
        var value: String
        switch recurrence.pattern {
        case .weekdays(let days):
            value = "FREQ=WEEKLY;BYDAY=" + RecurrencePattern.mondayFirst(days).map(code).joined(separator: ",")
        case .monthly(let count, let place):
            value = "FREQ=MONTHLY" + (count > 1 ? ";INTERVAL=\(count)" : "")
            switch place {
            case .lastDay: value += ";BYMONTHDAY=-1"
            case .weekday(let week, let day): value += ";BYDAY=\(week.rawValue)" + code(day)
            }
        case .interval(let count, let unit):
            value = "FREQ=" + frequency(unit)
            if count > 1 { value += ";INTERVAL=\(count)" }
            if unit == .month || unit == .year, let due, let kept = recurrence.dayOfMonth, kept != due.day,
                due.day == min(kept, lastDay(of: due))
            {
                if unit == .year { value += ";BYMONTH=\(due.month)" }
                value +=
                    unit == .year && kept == 31
                    ? ";BYMONTHDAY=-1"
                    : ";BYMONTHDAY=" + (28...kept).map(String.init).joined(separator: ",") + ";BYSETPOS=-1"
            }
        }
        switch recurrence.end {
        case nil: break
        case .until(let day): value += ";UNTIL=" + ICalendarTime.date(day)
        case .times(let count): value += ";COUNT=\(count)"
        }
        return value
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
            guard let day = weekday(word) else { return nil }
            days.insert(day)
        }
        return days.isEmpty ? nil : days
    }

    /// `MO` as its day of the week.
    private static func weekday(_ code: Substring) -> Weekday? {
        Weekday.allCases.first { self.code($0) == code }
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
