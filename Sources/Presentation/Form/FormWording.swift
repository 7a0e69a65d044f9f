import AppCore

/// The sentences about item forms that are not one module's: how a field's hint and a due
/// day's meaning read, and the due forms a front's key help lists.
public enum FormWording {
    /// The due forms, as a front's key help lists them: "Due: empty for today, fri, … or
    /// someday".
    public static let dueHelp = "Due: " + DueDateExamples.emptyMeansToday

    /// What a title or name field takes.
    static let titleTakes = "what to do; a +word in it becomes a tag"

    /// What a note field takes.
    static let noteTakes = "any text, kept with the item; empty for none"

    /// How a due field's text may end, to make the item repeat.
    static let repeatEnding = "end with every week (month, 2w, weekday...) to repeat"

    /// What a start field takes: hidden from the upcoming list until that day.
    static let startTakes = "hidden until that day: mon, dec 1, in 2 weeks; empty or none for none"

    /// The start field of a form, holding `text` (the item's start day, or ""); an empty
    /// answer keeps it when `keeping` (an edit's), else gives none.
    static func startField<Field: Hashable & Sendable>(_ id: Field, text: String, keeping: Bool = false)
        -> ItemFormField<Field>
    {
        ItemFormField(
            id, label: "From", prompt: "start", kind: .startDay, text: text,
            hint: hint("From", takes: startTakes), emptyAnswer: keeping ? .keepsText : .isAnswer)
    }

    /// A field's hint: "Tags: words such as +home +work; - for none."

    static func hint(_ label: String, takes: String) -> String {
        "\(label): \(takes)."
    }

    /// What a due field's text means, said on its own line: "Due: Friday 20 November 2026".
    static func meaning(_ text: String) -> String {
        "Due: \(text)"
    }
}
