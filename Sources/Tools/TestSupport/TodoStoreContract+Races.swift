import AppCore
import Foundation
import Testing

/// The store contract for changes made at once by two clients of one list (issue 30):
/// undo and every change take turns on the undo journal, so that whichever goes first, the
/// other sees what it did. Each check takes two clients of one fresh, empty list (for a
/// store in memory, the same store twice).
extension TodoStoreContract {
    /// How many times each race is run.
    public static let raceRounds = 30

    /// Undo (of an edit) on one client races `complete` of the same item on the other.
    /// Either the undo went first, and the item is completed under its first title; or the
    /// completion did, and undo reopened it under the edited title. Nothing is lost: one
    /// more undo brings the item back as it was added.
    public static func undoRacingACompletionOfTheSameItemLosesNothing(
        _ store: any TodoStore, _ other: any TodoStore
    ) async throws {
        var lost: [String] = []
        for round in 1...raceRounds {
            let added = try await store.add(new("A \(round)", due: "2026-11-19"))
            var fields = added.fields
            fields.title = "B \(round)"
            _ = try await store.edit(id: added.id, to: fields)
            async let undoing = afterPause(round) { try await store.undoLastChange() }
            async let completing = other.complete(ids: [added.id], at: now, today: day("2026-11-19"))
            let (undone, completion) = try await (undoing, completing)
            let item = try await store.item(id: added.id)
            let undoWentFirst = completion.items.first?.title == added.title
            let expected = undoWentFirst ? (added.title, true, ChangeKind.edit) : (fields.title, false, .complete)
            _ = try await store.undoLastChange()
            let backToTheStart = try await store.item(id: added.id) == added
            if item.title != expected.0 || item.isCompleted != expected.1 || undone?.kind != expected.2
                || !backToTheStart
            {
                lost.append("round \(round): undid \(String(describing: undone?.kind)), left \(item.title)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(raceRounds) rounds lost a change: \(lost)")
    }

    /// Undo (of a completion that added the next occurrence M) on one client races
    /// `complete` of M on the other: one open occurrence whichever goes first. Undo first:
    /// M is gone (completing it finds no such item) and the first one is open again.
    /// Completion first: undo takes back M's completion and its next occurrence.
    public static func undoRacingACompletionOfTheNextOccurrenceLeavesOneOpen(
        _ store: any TodoStore, _ other: any TodoStore
    ) async throws {
        let today = day("2026-11-19")
        var doubled: [String] = []
        for round in 1...raceRounds {
            let first = try await store.add(
                NewTodoItem(
                    title: "Water \(round)", due: today, created: now,
                    recurrence: Recurrence(.interval(count: 1, unit: .day), startingOn: today)))
            let next = try #require(try await store.complete(ids: [first.id], at: now, today: today).next.first)
            async let undoing = afterPause(round) { try await store.undoLastChange() }
            async let completing = completeOrNot(next.id, on: other, today: today)
            let (_, completed) = try await (undoing, completing)
            let open = try await store.allItems().filter { $0.title == first.title && !$0.isCompleted }.map(\.id)
            if open != [completed ? next.id : first.id] { doubled.append("round \(round): open \(open)") }
        }
        #expect(doubled.isEmpty, "\(doubled.count) of \(raceRounds) rounds: \(doubled)")
    }

    /// Whether completing `id` found it (the undo that removes it may have gone first).
    private static func completeOrNot(_ id: TodoItem.ID, on store: any TodoStore, today: CalendarDay) async throws
        -> Bool
    {
        do {
            _ = try await store.complete(ids: [id], at: now, today: today)
            return true
        } catch TodoStoreError.itemsNotFound {
            return false
        }
    }

    /// `body`, after a pause that differs from round to round (none up to about two
    /// milliseconds), so that the races start each other's steps at different moments.
    static func afterPause<T: Sendable>(
        _ round: Int, _ body: @Sendable () async throws -> T
    ) async throws -> T {
        let microseconds = (round % 8) * 250
        if microseconds > 0 { try await Task.sleep(for: .microseconds(microseconds)) }
        return try await body()
    }
}
