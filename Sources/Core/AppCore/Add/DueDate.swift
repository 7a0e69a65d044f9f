/// What a due-date text names: a day, or no due date at all (`someday`, `none`).
public enum DueDate: Hashable, Sendable {
    /// Due on that day.
    case on(CalendarDay)
    /// No due date.
    case none

    /// The day, or `nil` for no due date.
    public var day: CalendarDay? {
        switch self {
        case .on(let day): day
        case .none: nil
        }
    }
}
