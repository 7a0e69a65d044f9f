/// A day named by its place in the month, as a monthly rule keeps it: the last day, or the
/// first to fourth or last of a day of the week ("the first Tuesday", "the last Friday").
public enum MonthDay: Hashable, Sendable {
    /// The month's last day (31 January, 28 or 29 February, 30 April).
    case lastDay
    /// The `week`th `weekday` of the month: the first Tuesday, the last Friday.
    case weekday(WeekOfMonth, Weekday)

    /// The words a rule writes after "on the": `last day`, `first tuesday`, `last friday`.
    public var words: String {
        switch self {
        case .lastDay: "last day"
        case .weekday(let week, let day): "\(week.word) \(day.name.lowercased())"
        }
    }

    /// The day this names in `month` of `year` (every month has one: it has at least four
    /// of each day of the week).
    public func day(month: Int, year: Int) -> CalendarDay? {
        let last = CalendarDay.daysIn(month: month, year: year)
        switch self {
        case .lastDay:
            return CalendarDay(year: year, month: month, day: last)
        case .weekday(.last, let weekday):
            guard let end = CalendarDay(year: year, month: month, day: last) else { return nil }
            return end.adding(days: -((end.weekday.rawValue - weekday.rawValue + 7) % 7))
        case .weekday(let week, let weekday):
            guard let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
            let offset = (weekday.rawValue - first.weekday.rawValue + 7) % 7
            return first.adding(days: offset + (week.rawValue - 1) * 7)
        }
    }

    /// Whether `day` is the day this names in its own month.
    public func names(_ day: CalendarDay) -> Bool {
        self.day(month: day.month, year: day.year) == day
    }
}

/// Which of a month's days of the week a rule names: the first to the fourth, or the last.
public enum WeekOfMonth: Int, Hashable, Sendable, CaseIterable {
    case first = 1
    case second = 2
    case third = 3
    case fourth = 4
    /// The last in the month (the fourth or the fifth).
    case last = -1

    /// "first", "second", "third", "fourth", "last".
    public var word: String {
        switch self {
        case .first: "first"
        case .second: "second"
        case .third: "third"
        case .fourth: "fourth"
        case .last: "last"
        }
    }

    /// "1st", "2nd", "3rd", "4th" (`nil` for the last).
    var numeral: String? {
        switch self {
        case .first: "1st"
        case .second: "2nd"
        case .third: "3rd"
        case .fourth: "4th"
        case .last: nil
        }
    }
}
