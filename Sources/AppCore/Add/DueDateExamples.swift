/// The due-date forms shown to users, in hints, help and error messages, and the words
/// Tab completes: written once, here, beside the parser that reads them.
public enum DueDateExamples {
    /// A few forms the parser reads, in the order they are suggested.
    public static let forms = ["today", "tomorrow", "fri", "+3d", "+2w", realDate]

    /// A date written in full, as examples give it.
    public static let realDate = "2026-11-25"

    /// "today, tomorrow, fri, +3d, +2w or 2026-11-25".
    public static var sentence: String {
        forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "")
    }

    /// The hint of a due field that may be left empty: "empty for today, tomorrow, ...".
    public static var emptyMeansToday: String {
        "empty for " + sentence
    }
}
