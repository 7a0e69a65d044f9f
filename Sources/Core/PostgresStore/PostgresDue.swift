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
}
