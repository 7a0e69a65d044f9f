/// A rule that could not be read.
public enum RecurrenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was written.
    case empty
    /// Not one of the forms a rule takes.
    case unreadable(String)
    /// A count of 0 or over ``RecurrencePattern/maximumCount``.
    case countOutOfRange(String)
    /// A rule given to an item without a due day.
    case needsDueDay
    /// A day's place in the month (`on the last day`) after a rule that is not monthly.
    case placeNeedsMonths(String)
    /// Words after `on` that name no day's place in the month.
    case unreadablePlace(String)
    /// `on the fifth tuesday`, which not every month has.
    case fifthWeekday(String)
    /// `until` followed by no day that can be read.
    case unreadableEnd(String)
    /// `0 times`, or more than ``RecurrenceEnd/maximumTimes``.
    case timesOutOfRange(String)
    /// Both `until` and `times`.
    case twoEnds(String)
    /// An end day before the series' first day.
    case endBeforeStart(until: CalendarDay, first: CalendarDay)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .empty:
            "the repeat rule is empty; \(Self.forms)"
        case .unreadable(let text):
            "cannot read the repeat rule \"\(text)\"; \(Self.forms)"
        case .countOutOfRange(let text):
            "\"\(text)\" repeats every 0 or more than \(RecurrencePattern.maximumCount) units; "
                + "use a count from 1 to \(RecurrencePattern.maximumCount)"
        case .needsDueDay:
            "a repeating item needs a due day: give it one (--due, or the due field), or stop it repeating with --every none"
        case .placeNeedsMonths(let text):
            "\"\(text)\": a day's place in the month goes with a monthly rule; "
                + "write month on the last day, or 2 months on the first tuesday"
        case .unreadablePlace(let text):
            "cannot read the day in the month in \"\(text)\"; write on the last day, or on the first, second, "
                + "third, fourth or last and a day of the week (month on the first tuesday)"
        case .fifthWeekday(let text):
            "\"\(text)\": not every month has a fifth one of a day; write last (month on the last friday)"
        case .unreadableEnd(let text):
            "cannot read the day after until in \"\(text)\"; write until and a day (month until 2027-06-30)"
        case .timesOutOfRange(let text):
            "\"\(text)\" ends after 0 or more than \(RecurrenceEnd.maximumTimes) times; "
                + "use 1 to \(RecurrenceEnd.maximumTimes) times"
        case .twoEnds(let text):
            "\"\(text)\" ends both on a day and after a number of times; give one of them (until 2027-06-30, or 10 times)"
        case .endBeforeStart(let until, let first):
            "the series would end on \(until.iso), before its first day, \(first.iso); give a later day after until"
        }
    }

    /// The forms a rule takes.
    static let forms =
        "write day, week, month, year, 2 weeks (or 2w, 3d, 6m, 1y), weekday, mon,thu, month on the last day, "
        + "month on the first tuesday (second, third, fourth, last), or none to stop repeating; "
        + "end it with until 2027-06-30 or 10 times"
}
