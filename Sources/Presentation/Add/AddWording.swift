import AppCore

/// Every sentence the Add module says: written once, for every front.
enum AddWording {
    /// The form's heading.
    static let heading = "New item"

    /// "Added 7: Buy milk, due Friday 20 November 2026".
    static func saved(_ item: ItemSummary) -> String {
        "Added \(item.id): \(item.title), due \(DayText.long(item.due))"
    }

    /// Said when the form is abandoned.
    static let cancelled = "Not added."
}
