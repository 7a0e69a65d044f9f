/// A fresh Add form, as the Add view shows it when the module is presented.
public struct AddFormDisplayData: Hashable, Sendable {
    /// The form's heading: "New item".
    public let heading: String
    /// The name field's initial text.
    public let name: String
    /// The due field's initial text.
    public let dueText: String
    /// What the due field means while it is empty: "today (Thursday 19 November 2026)".
    public let dueInterpretation: DueInterpretation
    /// The forms a due date can take, as a hint.
    public let dueHint: String

    /// Creates form data.
    public init(heading: String, name: String, dueText: String, dueInterpretation: DueInterpretation, dueHint: String) {
        self.heading = heading
        self.name = name
        self.dueText = dueText
        self.dueInterpretation = dueInterpretation
        self.dueHint = dueHint
    }
}

/// The day the due field is understood as, or why it cannot be.
public struct DueInterpretation: Hashable, Sendable {
    /// "Friday 20 November 2026", or what is wrong with the text.
    public let text: String
    /// Whether `text` explains a problem rather than naming a day.
    public let isProblem: Bool

    /// Creates an interpretation.
    public init(text: String, isProblem: Bool) {
        self.text = text
        self.isProblem = isProblem
    }
}

/// A field of the Add form.
public enum AddFormField: Hashable, Sendable {
    /// The item's name.
    case name
    /// The due date.
    case due
}
