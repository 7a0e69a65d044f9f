/// One item, worded for a detail view: what every front shows when an item is opened.
public struct DetailDisplayData: Hashable, Sendable {
    /// The item's stable id, which commands take.
    public let id: Int64
    /// "Item 3".
    public let heading: String
    /// The title, as the user wrote it (views make it safe to draw).
    public let title: String
    /// Labelled lines, in order: "Due", "Priority" and "Tags" when set, "Added", and "Done"
    /// once completed.
    public let lines: [DetailLine]
    /// The notes as written, line breaks and all ("" for none).
    public let notes: String
    /// The label of the notes: "Notes".
    public let notesLabel: String
    /// Said in place of the notes when there are none: "No notes."
    public let noNotes: String
    /// Whether the item is completed.
    public let isCompleted: Bool
    /// The same item in plain values, for machine-readable output.
    public let record: DetailRecord

    /// Creates display data.
    public init(
        id: Int64, heading: String, title: String, lines: [DetailLine], notes: String, notesLabel: String,
        noNotes: String, isCompleted: Bool, record: DetailRecord
    ) {
        self.id = id
        self.heading = heading
        self.title = title
        self.lines = lines
        self.notes = notes
        self.notesLabel = notesLabel
        self.noNotes = noNotes
        self.isCompleted = isCompleted
        self.record = record
    }
}

/// A labelled line of a detail: "Due" and "Friday 20 November 2026 (tomorrow)".
public struct DetailLine: Hashable, Sendable {
    /// "Due".
    public let label: String
    /// "Friday 20 November 2026 (tomorrow)".
    public let value: String
    /// Whether the line needs attention (an overdue day).
    public let isAlert: Bool

    /// Creates a line.
    public init(label: String, value: String, isAlert: Bool = false) {
        self.label = label
        self.value = value
        self.isAlert = isAlert
    }
}

/// An item in plain values: the fields of `todo show --json`.
public struct DetailRecord: Hashable, Sendable {
    /// The id.
    public let id: Int64
    /// The title.
    public let title: String
    /// The due day as `YYYY-MM-DD`, or `nil` for none.
    public let due: String?
    /// When it was added, `2026-11-19T09:30:00Z`.
    public let created: String
    /// When it was completed, or `nil` while open.
    public let completed: String?
    /// The notes ("" for none).
    public let notes: String
    /// The tags, sorted.
    public let tags: [String]
    /// The priority's word (`high`, `medium`, `low`), or `nil` for none.
    public let priority: String?
    /// The repeat rule, canonical (`1 month`, `2 weeks`, `weekday`, `mon,thu`, `1 month on the last day
    /// until 2027-06-30`), or `nil`.
    public let every: String?
    /// The start day (hidden until) as `YYYY-MM-DD`, or `nil` for none.
    public let start: String?

    /// Creates a record.
    public init(
        id: Int64, title: String, due: String?, created: String, completed: String?, notes: String,
        tags: [String] = [], priority: String? = nil, every: String? = nil, start: String? = nil
    ) {
        self.start = start
        self.every = every
        self.tags = tags
        self.priority = priority
        self.id = id
        self.title = title
        self.due = due
        self.created = created
        self.completed = completed
        self.notes = notes
    }
}

/// A field of the edit form.
public enum DetailField: Hashable, Sendable {
    /// The title.
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
    /// The start day (hidden until), on the form of a view that asks it
    /// (``DetailView/asksStart``).
    case start
}
