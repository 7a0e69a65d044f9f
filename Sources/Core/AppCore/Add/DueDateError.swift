/// A due date that could not be read.
public enum DueDateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the forms the parser knows.
    case unrecognised(String)
    /// Shaped like a date, but no such day exists (February 30th, month 13, year 0,
    /// `dec 32`).
    case noSuchDay(String)
    /// Further from `today` than the parser counts (more than about a hundred years), or
    /// past the end of the calendar.
    case tooFar(String, today: CalendarDay)
    /// Means no due date (`someday`, `none`) where a day is needed.
    case noDueDate(String)
    /// Words shaped like a time of day that name none (`25:00`, `13pm`).
    case noSuchTime(String)
    /// A time of day with no due day (`someday 9am`).
    case timeWithoutDay(String)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .unrecognised(let text):
            "\"\(text)\" is not a date I understand; try \(DueDateExamples.sentence)"
        case .noSuchDay(let text):
            "\"\(text)\" is not a day: "
                + (Self.whyNoDay(text) ?? "write a real date such as \(DueDateExamples.realDate)")
        case .tooFar(let text, let today): Self.tooFar(text, today: today)
        case .noDueDate(let text): "\"\(text)\" means no due date, but a day is needed here"
        case .noSuchTime(let text):
            "\"\(text)\" holds no time of day I can read: write one such as 9am, 9:30pm or 15:30 (00:00 to 23:59)"
        case .timeWithoutDay(let text):
            "\"\(text)\" gives a time but no due day: give a day with it (fri 9am), or leave the time out"
        }
    }

    /// Why a date names no day: "February 2026 has 28 days", "December has 31 days".
    private static func whyNoDay(_ text: String) -> String? {
        let words = DueDateParser.words(text)
        if words.count == 1, let written = DueISODay(words[0]) { return written.problem?.description }
        guard let monthDay = DueMonthDay(words) else { return nil }
        if monthDay.day == 0 { return "days of a month start at 1" }
        let name = DueMonthDay.monthNames[monthDay.month - 1]
        return monthDay.month == 2 ? "\(name) has 28 days, 29 in a leap year" : "\(name) has \(monthDay.mostDays) days"
    }

    /// Names the real limit: how far a count reaches from today (and the day that is), or
    /// the end of the calendar.
    private static func tooFar(_ text: String, today: CalendarDay) -> String {
        let quoted = "\"\(text)\""
        let calendarEnds = "\(quoted) is too far ahead; the calendar ends on \(CalendarDay.latest.iso)"
        guard let count = DueCount(DueDateParser.words(text)) else { return calendarEnds }
        let days = DueDateParser.maximumOffsetDays
        let months = DueDateParser.maximumOffsetMonths
        if count.isBackwards {
            let reach = count.unit.isCalendarUnit ? "\(months) months or \(months / 12) years" : "\(days) days"
            return "\(quoted) is too far back (a count goes up to \(reach)), and a due day cannot be in the past anyway"
        }
        guard let furthest = count.furthestDay(from: today) else { return calendarEnds }
        let reach =
            switch (count.unit.isCalendarUnit, count.isInWords) {
            case (false, false): "+\(days)d (\(furthest.iso)) or +\(days / 7)w"
            case (false, true): "\(days) days (\(furthest.iso)) or \(days / 7) weeks"
            case (true, false): "+\(months)m (\(furthest.iso)) or +\(months / 12)y"
            case (true, true): "\(months) months (\(furthest.iso)) or \(months / 12) years"
            }
        return "\(quoted) is too far ahead; a count goes up to \(reach); "
            + "write a later day as a date, up to \(CalendarDay.latest.iso)"
    }
}
