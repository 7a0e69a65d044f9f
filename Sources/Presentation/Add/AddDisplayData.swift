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

    /// The meaning said on its own line, as a front that asks a field at a time prints it:
    /// "Due: Friday 20 November 2026".
    public var sentence: String { FormWording.meaning(text) }
}

/// A field of the Add form.
public enum AddFormField: Hashable, Sendable {
    /// The item's name.
    case name
    /// The due date.
    case due
    /// The notes, asked last by a view that asks them (``AddView/asksNote``); an empty
    /// answer gives none.
    case note
    /// The start day (hidden until), on a form of a view that asks it (``AddView/asksStart``);
    /// an empty answer gives none.
    case start
}
