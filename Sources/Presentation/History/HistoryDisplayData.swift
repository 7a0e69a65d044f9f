import AppCore

/// What `todo history` (or a front's history) shows: the journal's last steps, newest first.
public struct HistoryDisplayData: Hashable, Sendable {
    /// One step.
    public struct Row: Hashable, Sendable {
        /// The step's number in the journal.
        public let number: Int64
        /// What it did: "done 3 items: Call mum, Pay rent, Water plants".
        public let did: String
        /// When, for people: "today 09:30".
        public let when: String
        /// When, for programs: local wall-clock time "2026-11-19T09:30:00"; `nil` for a step
        /// an earlier version recorded.
        public let time: String?
        /// The kind of change, as history's verb says it ("done", "added").
        public let kind: String
        /// How many items it concerned (`nil`: not recorded).
        public let count: Int?
        /// The titles of the first items it concerned.
        public let titles: [String]
        /// Whether it was undone.
        public let undone: Bool
        /// The undone mark, "undone: redo brings it back", or "".
        public let undoneText: String
    }

    /// The steps, newest first.
    public let rows: [Row]
    /// Said instead of rows when there are none, else `nil`.
    public let emptyMessage: String?

    /// The display data of `history`.
    init(_ history: JournalHistory) {
        rows = history.steps.map { step in
            Row(
                number: step.number, did: HistoryWording.did(step),
                when: HistoryWording.when(step.made, now: history.now, timeZone: history.timeZone),
                time: HistoryWording.isoTime(step.made, timeZone: history.timeZone),
                kind: HistoryWording.verb(step.kind), count: step.count, titles: step.titles, undone: step.isUndone,
                undoneText: step.isUndone ? HistoryWording.undoneMark : "")
        }
        emptyMessage = rows.isEmpty ? HistoryWording.empty : nil
    }
}
