import AppCore
import Foundation

/// Every sentence about the journal's history and redo: written once, for every front.
enum HistoryWording {
    /// What a step did: "done 3 items: Call mum, Pay rent, Water plants", "added 1 item:
    /// Buy milk", "postponed 2 items: Call mum, Pay rent", "added a note to 1 item: Buy
    /// milk", "imported 1000 items: A, B, C, …"; for a step an earlier version recorded,
    /// "done (no details: recorded before history was kept)".
    static func did(_ step: JournalStep) -> String {
        let verb = step.kind == .note ? "added a note to" : verb(step.kind)
        guard let count = step.count else { return "\(verb) (no details: recorded before history was kept)" }
        let items = "\(count) item\(count == 1 ? "" : "s")"
        guard !step.titles.isEmpty else { return "\(verb) \(items)" }
        let more = count > step.titles.count ? ", …" : ""
        return "\(verb) \(items): " + step.titles.joined(separator: ", ") + more
    }

    /// The verb of a kind of change, as history says it (and its JSON's `kind`).
    static func verb(_ kind: ChangeKind) -> String {
        switch kind {
        case .add: "added"
        case .complete: "done"
        case .reopen: "undone"
        case .delete: "deleted"
        case .edit: "edited"
        case .postpone: "postponed"
        case .note: "noted"
        case .import: "imported"
        case .sync: "synced"
        }
    }

    /// When a step was made, told from `now`: "today 09:30", "yesterday 18:05",
    /// "Tue 17 Nov 08:00" (with the year when it is not this year's); "earlier" for a step
    /// without a time.
    static func when(_ made: Date?, now: Date, timeZone: TimeZone) -> String {
        guard let made else { return "earlier" }
        let day = CalendarDay(containing: made, in: timeZone)
        let today = CalendarDay(containing: now, in: timeZone)
        let seconds = Int(made.timeIntervalSince(day.start(in: timeZone)))
        let time = "\(twoDigits(seconds / 3600)):\(twoDigits(seconds / 60 % 60))"
        if day == today { return "today \(time)" }
        if day.adding(days: 1) == today { return "yesterday \(time)" }
        return "\(DayText.short(day, today: today)) \(time)"
    }

    /// A step's time for JSON: local wall-clock time, "2026-11-19T09:30:00"; `nil` without one.
    static func isoTime(_ made: Date?, timeZone: TimeZone) -> String? {
        guard let made else { return nil }
        let day = CalendarDay(containing: made, in: timeZone)
        let seconds = Int(made.timeIntervalSince(day.start(in: timeZone)))
        return day.iso + "T\(twoDigits(seconds / 3600)):\(twoDigits(seconds / 60 % 60)):\(twoDigits(seconds % 60))"
    }

    /// "07", "12".
    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// Marks an undone step in history.
    static let undoneMark = "undone: redo brings it back"

    /// Said when the journal holds no step.
    static let empty = "No changes yet: history lists each change as it is made."

    /// Said by redo when nothing was undone since the last change.
    static let nothingToRedo =
        "there is nothing to redo; redo re-applies a change that undo reverted, until a new change is made"

    /// What a redo re-applied: "Redid done: 3 Buy milk is done again."
    static func redone(_ redo: RedoSummary) -> String {
        let one = redo.count == 1
        let names = redo.items.map { "\($0.id) \($0.title)" }.joined(separator: ", ")
        let items = names + (redo.count > redo.items.count ? " and \(redo.count - redo.items.count) more" : "")
        let isAre = one ? "is" : "are"
        switch redo.kind {
        case .add: return "Redid adding \(items); \(one ? "it is" : "they are") back."
        case .complete: return "Redid done: \(items) \(isAre) done again."
        case .reopen: return "Redid undone: \(items) \(isAre) open again."
        case .delete: return "Redid delete: \(items) \(isAre) deleted again (undo brings \(one ? "it" : "them") back)."
        case .edit: return "Redid edit: \(items) \(isAre) as edited again."
        case .postpone: return "Redid postpone: \(items) \(isAre) postponed again."
        case .note: return "Redid note: \(items) \(one ? "has" : "have") the note again."
        case .import:
            return "Redid the import of \(redo.count) item\(one ? "" : "s"); \(one ? "it is" : "they are") back."
        case .sync: return "Redid the sync: \(items) \(isAre) as it left \(one ? "it" : "them") again."
        }
    }
}
