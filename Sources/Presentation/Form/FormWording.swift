import AppCore

/// The sentences about item forms that are not one module's: how a field's hint and a due
/// day's meaning read, and the due forms a front's key help lists.
public enum FormWording {
    /// The due forms, as a front's key help lists them: "Due: empty for today, fri, … or
    /// someday".
    public static let dueHelp = "Due: " + DueDateExamples.emptyMeansToday

    /// A field's hint: "Tags: words such as +home +work; - for none."
    static func hint(_ label: String, takes: String) -> String {
        "\(label): \(takes)."
    }

    /// What a due field's text means, said on its own line: "Due: Friday 20 November 2026".
    static func meaning(_ text: String) -> String {
        "Due: \(text)"
    }
}
