import Foundation

/// What a journal step records to describe itself in history: how many items the change
/// concerned and the titles of the first few. Every store records it the same way.
///
/// The items named are those the change concerned as it left them (the completed, reopened
/// or edited ones), else as they were (the deleted ones), else the items it created (an
/// add, an import). A completion's or deletion's next occurrences are not counted; a
/// sync's added items are.
public struct StepDescription: Hashable, Sendable {
    /// How many items the change concerned.
    public let count: Int
    /// The titles of the first ``keptTitles`` of them.
    public let titles: [String]

    /// How many titles a step keeps.
    public static let keptTitles = 3

    /// The separator of the titles as stored (a title never holds a control character).
    public static let separator = "\u{1F}"

    /// Creates a description.
    public init(count: Int, titles: [String]) {
        self.count = count
        self.titles = Array(titles.prefix(Self.keptTitles))
    }

    /// The description of a change of `kind` that changed `after` (as it left them) or
    /// deleted `before`, and created `createdCount` items whose first titles are
    /// `createdTitles` (asked for only when ``needsCreatedTitles(kind:named:)``).
    public static func of(
        _ kind: ChangeKind, before: [TodoItem], after: [TodoItem], createdCount: Int, createdTitles: [String]
    ) -> StepDescription {
        let named = after.isEmpty ? before : after
        let countsCreated = named.isEmpty || kind == .sync
        let count = named.count + (countsCreated ? createdCount : 0)
        let titles = named.prefix(keptTitles).map(\.title) + (countsCreated ? createdTitles : [])
        return StepDescription(count: count, titles: titles)
    }

    /// Whether the titles of the created items are wanted (so that a store reads them).
    public static func needsCreatedTitles(kind: ChangeKind, named: Int) -> Bool {
        named < keptTitles && (named == 0 || kind == .sync)
    }

    /// The titles as stored in one text.
    public var storedTitles: String {
        JoinedText.of(titles, separator: Self.separator)
    }

    /// The titles a stored text holds.
    public static func titles(stored text: String) -> [String] {
        text.isEmpty
            ? [] : text.split(separator: Character(separator), omittingEmptySubsequences: false).map(String.init)
    }
}
