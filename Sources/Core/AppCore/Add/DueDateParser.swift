/// Reads what a user types for a due date, relative to today: the one grammar every front
/// uses.
///
/// Accepted (any case, spaces around and between words ignored):
/// - nothing, `today` (`tod`): today;
/// - `tomorrow` (`tom`, `tmr`): tomorrow;
/// - `yesterday`: the day before today (in the past, which the Add use case then refuses
///   by name, saying why);
/// - `someday`, `none`: no due date (``parseDue(_:)`` only);
/// - a weekday, full or three letters (`saturday`, `sat`), alone or after `next`
///   (`next sat`): the next such day after today;
/// - `next week`: the first day of next week (as ``weeks`` says); `next month`, `next
///   year`: the first day of next month, of next year;
/// - `+3d`, `+2w`, `+1m`, `+1y` (or without the sign, `3d`), or `in 3 days`, `in 2 weeks`, `in 1 month`, `in 1 year`
///   (singular or plural): that many days, weeks, months or years from today; a month or
///   year later than a day its month lacks is that month's last day (31 January plus a
///   month is the end of February);
/// - `-1d`, `-2w`, `-1m`, `-1y`: that many before today (a day in the past, which the Add
///   use case then refuses by name);
/// - `eow`, `eom`, `eoy`: the last day of this week (as ``weeks`` says), of this month,
///   of this year;
/// - `dec 25`, `25 dec`, `december 25`: the next such day that is not in the past (this
///   year's, or next year's; 29 February: the next year that has it);
/// - `2026-11-25`, `2027-1-5`: that day (year, month, day; leading zeros optional).
public struct DueDateParser: Sendable {
    /// The day relative forms count from.
    public let today: CalendarDay
    /// Where weeks end, for `eow`.
    public let weeks: WeekCalendar

    /// The most days or weeks a relative form may count (about a hundred years).
    public static let maximumOffsetDays = 36_600
    /// The most months (or years, twelve months each) a relative form may count: a
    /// hundred years, which is within ``maximumOffsetDays``.
    public static let maximumOffsetMonths = 1_200

    /// Creates a parser for `today`, with weeks as `weeks` says (Sunday first unless given).
    public init(today: CalendarDay, weeks: WeekCalendar = WeekCalendar()) {
        self.today = today
        self.weeks = weeks
    }

    /// What `text` names: a day, never outside 0001-01-01 to 9999-12-31, or no due date.
    public func parseDue(_ text: String) throws(DueDateError) -> DueDate {
        let due = try read(text)
        if let day = due.day, day > CalendarDay.latest || day < CalendarDay.earliest {
            throw .tooFar(text, today: today)
        }
        return due
    }

    /// The day `text` names; never outside 0001-01-01 to 9999-12-31. Text that means no
    /// due date (`someday`) is refused with ``DueDateError/noDueDate(_:)``.
    public func parse(_ text: String) throws(DueDateError) -> CalendarDay {
        switch try parseDue(text) {
        case .on(let day): return day
        case .none: throw .noDueDate(text)
        }
    }

    private func read(_ text: String) throws(DueDateError) -> DueDate {
        let words = Self.words(text)
        if words.count <= 1, let due = self.word(words.first ?? "") { return due }
        if words.count == 2, words[0] == "next" {
            if let weekday = Self.weekday(named: words[1]) { return .on(next(weekday)) }
            if let start = startOfNext(words[1]) { return .on(start) }
        }
        if let count = DueCount(words) {
            guard let day = count.day(from: today) else { throw .tooFar(text, today: today) }
            return .on(day)
        }
        if let monthDay = DueMonthDay(words) {
            guard monthDay.exists else { throw .noSuchDay(text) }
            guard let day = monthDay.next(onOrAfter: today) else { throw .tooFar(text, today: today) }
            return .on(day)
        }
        if words.count == 1, let written = DueISODay(words[0]) {
            guard let day = written.calendarDay else { throw .noSuchDay(text) }
            return .on(day)
        }
        throw .unrecognised(text)
    }

    /// The forms that are one word (or none), other than counts and dates.
    private func word(_ word: Substring) -> DueDate? {
        switch word {
        case "", "today", "tod": .on(today)
        case "tomorrow", "tom", "tmr": .on(today.adding(days: 1))
        case "yesterday": .on(today.adding(days: -1))
        case "someday", "none": DueDate.none
        case "eow": .on(weeks.endOfWeek(containing: today))
        case "eom": .on(today.adding(days: CalendarDay.daysIn(month: today.month, year: today.year) - today.day))
        case "eoy": CalendarDay(year: today.year, month: 12, day: 31).map { .on($0) }
        default: Self.weekday(named: word).map { .on(next($0)) }
        }
    }

    /// The first day of the next week, month or year (`unit`), or `nil` for another word or
    /// past the end of the calendar.
    private func startOfNext(_ unit: Substring) -> CalendarDay? {
        switch unit {
        case "week": weeks.endOfWeek(containing: today).adding(days: 1)
        case "month": CalendarDay(year: today.year, month: today.month, day: 1)?.adding(months: 1)
        case "year": today.year < 9999 ? CalendarDay(year: today.year + 1, month: 1, day: 1) : nil
        default: nil
        }
    }

    /// The next `weekday` after today (a week away when today is one).
    private func next(_ weekday: Weekday) -> CalendarDay {
        let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        return today.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// The words of `text`, lowercased, without the spaces around and between them.
    static func words(_ text: String) -> [Substring] {
        text.lowercased().split(whereSeparator: \.isWhitespace)
    }

    /// The words this parser reads that name a day (or none), in full: what Tab completes
    /// in a due field.
    public static let dayWords: [String] = {
        let weekdays: [String] = Weekday.allCases.map { $0.name.lowercased() }
        let months: [String] = DueMonthDay.monthNames.map { $0.lowercased() }
        return ["today", "tomorrow"] + weekdays + ["next", "eow", "eom"] + months + ["someday", "none"]
    }()

    static func weekday(named word: Substring) -> Weekday? {
        Weekday.allCases.first { weekday in
            word == weekday.name.lowercased() || word == weekday.shortName.lowercased()
        }
    }
}
