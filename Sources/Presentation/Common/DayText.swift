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

    /// "due Friday 20 November 2026", or "due someday" for an item with no due day.
    static func due(_ day: CalendarDay?) -> String {
        day.map { "due \(long($0))" } ?? "due someday"
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
