/// Where a series ends: on a day, or after a number of occurrences.
public enum RecurrenceEnd: Hashable, Sendable {
    /// No occurrence after this day (the day itself may be one).
    case until(CalendarDay)
    /// This many occurrences are left, the current one counted (1: it is the last).
    /// Completing one leaves one fewer for the next; a missed occurrence that completion
    /// skips is used up too, so that the series ends on the day it would have.
    case times(Int)

    /// The largest number of times a series is given (`999 times`).
    public static let maximumTimes = 999

    /// The words a rule ends with: `until 2027-06-30`, `10 times`, `1 time`.
    public var words: String {
        switch self {
        case .until(let day): "until \(day.iso)"
        case .times(let count): count == 1 ? "1 time" : "\(count) times"
        }
    }
}
