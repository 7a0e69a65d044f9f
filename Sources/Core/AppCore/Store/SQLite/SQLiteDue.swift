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
}
