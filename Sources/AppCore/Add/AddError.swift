/// Why the Add use case refused to save an item. Nothing is stored when it is thrown.
public enum AddError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The title broke the title rules.
    case invalidTitle(TitleError)
    /// The due date could not be read.
    case unreadableDue(DueDateError)
    /// The due date is before today.
    case dueInPast(due: CalendarDay, today: CalendarDay)

    /// Which field of the form the error is about.
    public var field: AddField {
        switch self {
        case .invalidTitle: .title
        case .unreadableDue, .dueInPast: .due
        }
    }

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .invalidTitle(let error): error.description
        case .unreadableDue(let error): error.description
        case .dueInPast(let due, let today):
            "\(due.iso) is in the past; choose today (\(today.iso)) or a later day"
        }
    }
}

/// A field of the Add form.
public enum AddField: Hashable, Sendable {
    /// The item's name.
    case title
    /// The due date.
    case due
}
