/// How a due day is written in the SQLite `due` column: `YYYY-MM-DD`, or ``none`` for an
/// item without one. ``none`` is no day of the calendar and sorts after every day, so items
/// without a due day come last in list order, fall outside every range of days, and the
/// list's covering index serves them as it serves the others.
enum SQLiteDue {
    /// The column's text for "no due day".
    static let none = "9999-99-99"

    /// The column's text for `day`.
    static func text(_ day: CalendarDay?) -> String {
        day?.iso ?? none
    }

    /// The `due_time` column's number for "no time of day": before every time, so that the
    /// untimed items of a day come first in it.
    static let noTime: Int64 = -1

    /// The `due_time` column's number for `time`: minutes since midnight.
    static func number(_ time: TimeOfDay?) -> Int64 {
        time.map { Int64($0.minutes) } ?? noTime
    }

    /// The time a `due_time` number stands for (`nil`: none, or a number no time has).
    static func time(_ number: Int64) -> TimeOfDay? {
        TimeOfDay(minutes: Int(number))
    }
}
