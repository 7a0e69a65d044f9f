import AppCore

/// How days are written for people: "Friday 20 November 2026", "Fri 4 Dec".
enum DayText {
    private static let months = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// "December".
    static func monthName(_ month: Int) -> String {
        months[min(max(month, 1), 12) - 1]
    }

    /// "Friday 20 November 2026".
    static func long(_ day: CalendarDay) -> String {
        "\(day.weekday.name) \(day.day) \(months[day.month - 1]) \(day.year)"
    }

    /// "due Friday 20 November 2026", "due Friday 20 November 2026 at 09:00", or "due
    /// someday" for an item with no due day.
    static func due(_ day: CalendarDay?, at time: TimeOfDay? = nil) -> String {
        guard let day else { return "due someday" }
        return "due \(long(day))" + (time.map { " at \($0.text)" } ?? "")
    }

    /// A row's day label with the item's time of day after it ("Friday 09:00"; the time
    /// alone for today, "09:00, passed" once its minute is over); the label alone without
    /// a time, and for an overdue item (how late it is says enough).
    static func label(_ label: String, time: TimeOfDay?, relation: DateRelation, hasPassed: Bool) -> String {
        guard let time, relation != .overdue else { return label }
        if hasPassed { return "\(time.text), passed" }
        return label.isEmpty ? time.text : "\(label) \(time.text)"
    }

    /// "1 day late", "3 days late".
    static func late(_ day: CalendarDay, today: CalendarDay) -> String {
        let days = day.days(until: today)
        return days == 1 ? "1 day late" : "\(days) days late"
    }

    /// "Fri 4 Dec", with the year when it is not `today`'s.
    static func short(_ day: CalendarDay, today: CalendarDay) -> String {
        let text = "\(day.weekday.shortName) \(day.day) \(months[day.month - 1].prefix(3))"
        return day.year == today.year ? text : "\(text) \(day.year)"
    }
}
