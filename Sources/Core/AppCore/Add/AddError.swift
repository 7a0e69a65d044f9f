/// Why the Add use case refused to save an item, or the Detail use case to change one.
/// Nothing is stored when it is thrown.
public enum AddError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The title broke the title rules.
    case invalidTitle(TitleError)
    /// The due date could not be read.
    case unreadableDue(DueDateError)
    /// The due date is before today.
    case dueInPast(due: CalendarDay, today: CalendarDay)
    /// The notes broke the notes rules.
    case invalidNotes(NotesError)
    /// An edit that names nothing to change.
    case nothingToChange
    /// A tag broke the tag rules.
    case invalidTag(TagError)
    /// A tag word of the title (`+a,b`) broke the tag rules.
    case invalidTitleTag(TagError)
    /// The priority could not be read.
    case unreadablePriority(PriorityError)
    /// The repeat rule could not be read, or was given to an item without a due day.
    case invalidRule(RecurrenceError)
    /// The due text ends in one repeat rule (`inDue`, canonical) and the repeat rule given
    /// as well (`given`, as typed) names another.
    case ruleGivenTwice(inDue: String, given: String)
    /// An edit of every item a filter matches that gives more than tags and a priority.
    case onlyTagsAndPriorityForMany
    /// The start day could not be read.
    case unreadableStart(DueDateError)
    /// The start text gives a time of day (`mon 9am`): a start is a whole day.
    case startWithTime(String)

    /// Which field of the form the error is about.
    public var field: AddField {
        switch self {
        case .invalidTitle, .nothingToChange, .invalidTitleTag, .onlyTagsAndPriorityForMany: .title
        case .unreadableDue, .dueInPast: .due
        case .invalidNotes: .notes
        case .invalidTag: .tags
        case .unreadablePriority: .priority
        case .invalidRule(.needsDueDay): .due
        case .invalidRule, .ruleGivenTwice: .every
        case .unreadableStart, .startWithTime: .start
        }
    }

    /// What was wrong and what to do instead.
    public var description: String {
        switch self {
        case .invalidTitle(let error): error.description
        case .unreadableDue(let error): error.description
        case .dueInPast(let due, let today):
            "\(due.iso) is in the past; choose today (\(today.iso)) or a later day"
        case .invalidNotes(let error): error.description
        case .nothingToChange: "nothing to change: give a new title, due date, note, tag, priority or repeat rule"
        case .invalidTag(let error), .invalidTitleTag(let error): error.description
        case .unreadablePriority(let error): error.description
        case .invalidRule(let error): error.description
        case .ruleGivenTwice(let inDue, let given):
            "the due date ends in the repeat rule \"every \(inDue)\" and the repeat rule is given as \"\(given)\" "
                + "too; give the rule once, in one of them"
        case .onlyTagsAndPriorityForMany:
            "with a filter, edit changes tags and the priority only (--tag, --untag, --priority); "
                + "to change a title, due day, notes or repeat rule, edit one item by its number"
        case .unreadableStart(let error): "start: " + error.description
        case .startWithTime(let text):
            "\"\(text)\" gives a time of day, but a start is a whole day: give the day alone (mon, dec 1), "
                + "or none to take the start away"
        }
    }
}

/// A field of the Add form.
public enum AddField: Hashable, Sendable {
    /// The item's name.
    case title
    /// The due date.
    case due
    /// The notes.
    case notes
    /// The tags.
    case tags
    /// The priority.
    case priority
    /// The repeat rule.
    case every
    /// The start day (hidden until).
    case start
}
