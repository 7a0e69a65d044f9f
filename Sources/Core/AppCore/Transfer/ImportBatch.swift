/// What a file written by another program holds for todo: the items to import, and the
/// entries left out, counted by reason. Each reader of another format (``TaskwarriorReader``,
/// ``TodoTxtReader``, ``ICalendarReader``) returns one; the import stores its items in one
/// transaction and says what it left out.
public struct ImportBatch: Hashable, Sendable {
    /// The items to store, in the file's order, each checked (title, notes, tags).
    public var items: [ImportedTodoItem]
    /// The entries left out, by reason.
    public var skipped: [ImportSkip: Int]
    /// How many repeat rules could not be mapped to todo's and were kept in the notes.
    public var rulesKeptInNotes: Int
    /// The line each item comes from, in the order of ``items``, for a file read by lines
    /// (todo.txt); empty for the others, whose errors name the entry.
    public var lines: [Int] = []

    /// Creates a batch.
    public init(items: [ImportedTodoItem] = [], skipped: [ImportSkip: Int] = [:], rulesKeptInNotes: Int = 0) {
        self.items = items
        self.skipped = skipped
        self.rulesKeptInNotes = rulesKeptInNotes
    }

    /// Counts one entry left out for `reason`.
    public mutating func skip(_ reason: ImportSkip, count: Int = 1) {
        skipped[reason, default: 0] += count
    }
}

/// Why an entry of another program's file was not imported.
public enum ImportSkip: Hashable, Sendable, CaseIterable {
    /// A Taskwarrior task whose status is `deleted`.
    case deletedInTaskwarrior
    /// A later pending instance of a Taskwarrior recurring task: the first one carries the rule.
    case laterOccurrence
    /// An iCalendar VTODO with STATUS:CANCELLED.
    case cancelled
    /// An iCalendar component that is not a VTODO (VEVENT, VJOURNAL...).
    case notATodo
    /// An entry whose identity (Taskwarrior uuid, iCalendar UID, a todo.txt line's text)
    /// an earlier import stored.
    case importedBefore

    /// How the summary words the reason for `count` entries: "deleted in Taskwarrior",
    /// "a later occurrence of a repeating task" (1), "later occurrences..." (more).
    public func description(count: Int) -> String {
        let one = count == 1
        return switch self {
        case .deletedInTaskwarrior: "deleted in Taskwarrior"
        case .laterOccurrence: one ? "a later occurrence of a repeating task" : "later occurrences of a repeating task"
        case .cancelled: "cancelled"
        case .notATodo: one ? "not a to-do (an event, a journal entry)" : "not to-dos (events, journal entries)"
        case .importedBefore: "imported before"
        }
    }
}
