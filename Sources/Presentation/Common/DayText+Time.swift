import AppCore

extension DayText {
    /// "Friday 20 November 2026 at 09:00", or "Friday 20 November 2026" without a time: a
    /// day and its time of day in full, as the messages say them ("due … at 09:00").
    static func long(_ day: CalendarDay, at time: TimeOfDay?) -> String {
        long(day) + (time.map { " at \($0.text)" } ?? "")
    }
}
