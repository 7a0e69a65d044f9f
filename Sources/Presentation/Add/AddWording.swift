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

    /// The interpretation of a due field that `read` reads: the day it names, or why it
    /// names none. Shared by the Add form and the Detail module's edit form.
    static func interpretation(
        today: CalendarDay, _ read: () throws(AddError) -> CalendarDay?
    ) -> DueInterpretation {
        do {
            return DueInterpretation(text: interpretation(of: try read(), today: today), isProblem: false)
        } catch {
            return DueInterpretation(text: error.description, isProblem: true)
        }
    }

    /// Said when the form is abandoned.
    static let cancelled = "Not added."
}
