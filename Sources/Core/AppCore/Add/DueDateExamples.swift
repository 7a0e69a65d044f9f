/// The due-date forms shown to users, in hints, help and error messages: written once,
/// here, beside the parser that reads them (whose ``DueDateParser/dayWords`` are the words
/// Tab completes).
public enum DueDateExamples {
    /// One form of each kind the parser reads, in the order they are suggested.
    public static let forms = [
        "today", "tomorrow", "fri", "next mon", "+3d", "in 2 weeks", "eow", "dec 25", realDate, "someday",
    ]

    /// Fewer forms, for the hint under a due field: "Due: " and ``emptyMeansToday`` fit
    /// two lines of the wide front's narrowest form (38 columns).
    public static let hintForms = ["today", "fri", "next mon", "+3d", "in 2 weeks", "dec 25", "someday"]

    /// A date written in full, as examples give it.
    public static let realDate = "2026-11-25"

    /// "today, tomorrow, fri, next mon, +3d, in 2 weeks, eow, dec 25, 2026-11-25 or someday".
    public static var sentence: String { listed(forms) }

    /// The hint of a due field that may be left empty: "empty for today, fri, next mon,
    /// +3d, in 2 weeks, dec 25 or someday".
    public static var emptyMeansToday: String {
        "empty for " + listed(hintForms)
    }

    /// The hint of a due field that already holds a day (an edit's): "today, fri, next mon,
    /// +3d, in 2 weeks, dec 25 or someday".
    public static var hint: String { listed(hintForms) }

    private static func listed(_ forms: [String]) -> String {
        forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "")
    }
}
