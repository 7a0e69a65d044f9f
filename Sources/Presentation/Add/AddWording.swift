import AppCore

/// Every sentence the Add module says: written once, for every front.
enum AddWording {
    /// The form's heading.
    static let heading = "New item"

    /// "Added 7: Buy milk, due Friday 20 November 2026".
    static func saved(_ item: ItemSummary) -> String {
        "Added \(item.id): \(item.title), \(DayText.due(item.due))"
    }

    /// How the due field's text reads: "today, Thursday 19 November 2026", "Friday 20
    /// November 2026", or "someday: no due day".
    static func interpretation(of day: CalendarDay?, today: CalendarDay) -> String {
        guard let day else { return "someday: no due day" }
        return (day == today ? "today, " : "") + DayText.long(day)
    }

    /// Said when the form is abandoned.
    static let cancelled = "Not added."
}
