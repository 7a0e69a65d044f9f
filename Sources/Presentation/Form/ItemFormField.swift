/// One field of an item form (the Add form, the detail's edit form), as every front shows
/// it: its label, what it takes, the text it starts with, and what an empty answer means.
public struct ItemFormField<Field: Hashable & Sendable>: Hashable, Sendable {
    /// What a field takes: a front draws each kind its way (a note over a few rows, a day
    /// with its meaning under it) and offers its own words for it (Tab).
    public enum Kind: Hashable, Sendable {
        /// An item's title or name (`+word` tags may be typed in it).
        case title
        /// A due day: "fri", "2026-11-25", "someday" (on the Add form, maybe a repeat rule).
        case day
        /// Notes: text with line breaks.
        case note
        /// Tags: "+home +work".
        case tags
        /// A priority: "high", "m", "none".
        case priority
        /// A repeat rule: "2 weeks", "weekday", "none".
        case repeatRule
        /// A start day (hidden until): "mon", "2026-12-01", "none".
        case startDay
    }

    /// What an empty answer to a form asked a field at a time means.
    enum EmptyAnswer: Hashable, Sendable {
        /// It keeps the text the field holds (an edit's current value).
        case keepsText
        /// A blank answer (spaces only) abandons the form (an item's name).
        case cancels
        /// It is the answer (a due date left empty: today).
        case isAnswer
    }

    /// Which field it is.
    public let id: Field
    /// The label a form shown whole puts before it: "Title".
    public let label: String
    /// The word a form asked a field at a time asks it with: "title".
    public let prompt: String
    /// What it takes.
    public let kind: Kind
    /// The text it starts with: the item's current value, or "".
    public let text: String
    /// The hint a form shown whole gives while it is active, when not the form's own:
    /// "Tags: words such as +home +work; - for none."
    public let hint: String?
    /// What an empty answer means.
    let emptyAnswer: EmptyAnswer

    /// Creates a field.
    init(
        _ id: Field, label: String, prompt: String, kind: Kind, text: String, hint: String? = nil,
        emptyAnswer: EmptyAnswer
    ) {
        self.id = id
        self.label = label
        self.prompt = prompt
        self.kind = kind
        self.text = text
        self.hint = hint
        self.emptyAnswer = emptyAnswer
    }
}
