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

    /// The forms with commas and a last "or", put together by hand: the standard library's
    /// generic `joined(separator:)` on a slice costs the Swift runtime a scan of every
    /// conformance at its first use, which an `add` would pay for its hint (Docs/Performance.md).
    private static func listed(_ forms: [String]) -> String {
        var text = ""
        for index in forms.indices {
            if index > 0 { text += index == forms.count - 1 ? " or " : ", " }
            text += forms[index]
        }
        return text
    }
}
