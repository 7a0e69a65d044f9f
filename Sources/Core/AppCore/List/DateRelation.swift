/// Where an open item's due day stands relative to today: the sections of the
/// upcoming list, in the order they are shown.
public enum DateRelation: Int, CaseIterable, Comparable, Sendable {
    /// Due before today and not completed.
    case overdue
    /// Due today.
    case today
    /// Due tomorrow, and tomorrow is in this week.
    case tomorrow
    /// Due later in this week.
    case laterThisWeek
    /// Due in next week (including tomorrow when tomorrow starts the next week).
    case nextWeek
    /// Due after the end of next week: shown only when all items are asked for.
    case later
    /// No due day: shown last, only when all items are asked for.
    case someday

    /// The section's name, as the reference behaviour spells it: "Later This Week".
    public var title: String {
        switch self {
        case .overdue: "Overdue"
        case .today: "Today"
        case .tomorrow: "Tomorrow"
        case .laterThisWeek: "Later This Week"
        case .nextWeek: "Next Week"
        case .later: "Later"
        case .someday: "Someday"
        }
    }

    public static func < (lhs: DateRelation, rhs: DateRelation) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
