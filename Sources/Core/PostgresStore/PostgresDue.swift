import AppCore

/// How a due day is written in the `due` column on the server: the day, or ``none``
/// ('infinity', a date PostgreSQL knows) for an item without one. It sorts after every
/// day, so such items come last in list order, fall outside every range of days, and the
/// list's index serves them as it serves the others (`to_char` reads it back as NULL).
enum PostgresDue {
    /// The column's text for "no due day".
    static let none = "infinity"

    /// The column's text for `day`, to bind and cast with `::date`.
    static func text(_ day: CalendarDay?) -> String {
        day?.iso ?? none
    }

    /// The `due_time` column's number for "no time of day": before every time, so that the
    /// untimed items of a day come first in it (not NULL: a page's anchor compares it as a
    /// row value).
    static let noTime: Int32 = -1

    /// The `due_time` column's number for `time`: minutes since midnight.
    static func number(_ time: TimeOfDay?) -> Int32 {
        time.map { Int32($0.minutes) } ?? noTime
    }
}
