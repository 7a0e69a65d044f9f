import Foundation

/// One step of the undo journal as history shows it: what kind of change it was, when it
/// was made, the items it concerned, and whether it was undone (and so may be redone).
public struct JournalStep: Hashable, Sendable {
    /// The step's number in the journal: later steps have higher numbers.
    public let number: Int64
    /// The kind of change.
    public let kind: ChangeKind
    /// When it was made, by the clock of the process that made it; `nil` for a step an
    /// earlier version recorded, which kept no time.
    public let made: Date?
    /// How many items it concerned; `nil` for a step an earlier version recorded.
    public let count: Int?
    /// The titles of the first items it concerned (at most ``StepDescription/keptTitles``).
    public let titles: [String]
    /// Whether it was undone (and not redone since): redo can re-apply it.
    public let isUndone: Bool

    /// Creates a step as history shows it.
    public init(number: Int64, kind: ChangeKind, made: Date?, count: Int?, titles: [String], isUndone: Bool) {
        self.number = number
        self.kind = kind
        self.made = made
        self.count = count
        self.titles = titles
        self.isUndone = isUndone
    }
}
