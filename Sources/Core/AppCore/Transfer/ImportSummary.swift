/// The use-case result of an import: how many items were stored, and what was left out.
public struct ImportSummary: Hashable, Sendable {
    /// How many items were stored.
    public let imported: Int
    /// The entries left out, by reason.
    public let skipped: [ImportSkip: Int]
    /// How many repeat rules were kept in the notes, not mapped to todo's.
    public let rulesKeptInNotes: Int

    /// Creates a summary.
    public init(imported: Int, skipped: [ImportSkip: Int] = [:], rulesKeptInNotes: Int = 0) {
        self.imported = imported
        self.skipped = skipped
        self.rulesKeptInNotes = rulesKeptInNotes
    }

    /// "Imported 41 items (3 skipped: deleted in Taskwarrior).", "Imported 2 items (5
    /// skipped: 3 deleted in Taskwarrior, 2 imported before; 1 repeat rule kept in the notes)."
    public var sentence: String {
        var parts: [String] = []
        let reasons = ImportSkip.allCases.compactMap { reason in skipped[reason].map { (reason, $0) } }
            .filter { $0.1 > 0 }
        let skippedCount = reasons.reduce(0) { $0 + $1.1 }
        if reasons.count == 1, let (reason, _) = reasons.first {
            parts.append("\(skippedCount) skipped: \(reason.description(count: skippedCount))")
        } else if !reasons.isEmpty {
            parts.append(
                "\(skippedCount) skipped: "
                    + reasons.map { "\($0.1) \($0.0.description(count: $0.1))" }.joined(separator: ", "))
        }
        if rulesKeptInNotes > 0 {
            parts.append("\(rulesKeptInNotes) repeat rule\(rulesKeptInNotes == 1 ? "" : "s") kept in the notes")
        }
        let items = "Imported \(imported) item\(imported == 1 ? "" : "s")"
        return parts.isEmpty ? items + "." : items + " (" + parts.joined(separator: "; ") + ")."
    }
}
