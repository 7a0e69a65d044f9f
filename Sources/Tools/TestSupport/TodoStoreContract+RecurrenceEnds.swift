import AppCore
import Foundation
import Testing

/// The store contract for rules on a day's place in the month and series that end (issue
/// 31): every store keeps them, counts a series down, and adds nothing after its end.
extension TodoStoreContract {
    /// An item due on `due` repeating by `rule` (``RecurrenceRule`` words).
    static func series(_ title: String, due: String, rule: String) throws -> NewTodoItem {
        let parsed = try #require(try RecurrenceRule.parse(rule))
        return NewTodoItem(
            title: title, due: day(due), created: now, recurrence: Recurrence(parsed, startingOn: day(due)))
    }

    /// A rule on a day's place in the month and a rule with an end come back from every
    /// read as they were stored.
    public static func aRuleWithAPlaceInTheMonthOrAnEndRoundTrips(_ store: any TodoStore) async throws {
        let rent = try await store.add(try series("Pay rent", due: "2026-11-30", rule: "month on the last day"))
        let club = try await store.add(
            try series("Book club", due: "2026-12-01", rule: "month on the first tuesday until 2027-06-30"))
        let lessons = try await store.add(try series("Cello lesson", due: "2026-11-27", rule: "week 10 times"))
        #expect(rent.recurrence?.canonical == "1 month on the last day")
        #expect(club.recurrence?.canonical == "1 month on the first tuesday until 2027-06-30")
        #expect(lessons.recurrence?.canonical == "1 week 10 times")
        #expect(try await store.allItems() == [rent, club, lessons])
        #expect(try await store.openItems(dueIn: .all).map(\.recurrence) == [lessons, rent, club].map(\.recurrence))
    }

    /// The last day of every month: 30 November, 31 December, 31 January, 28 February.
    public static func aLastDaySeriesKeepsTheLastDayOfEveryMonth(_ store: any TodoStore) async throws {
        var item = try await store.add(try series("Pay rent", due: "2026-11-30", rule: "month on the last day"))
        var dues: [CalendarDay] = []
        for _ in 0..<3 {
            let done = try await store.complete(ids: [item.id], at: now, today: try #require(item.due))
            item = try #require(done.next.first)
            dues.append(try #require(item.due))
        }
        #expect(dues == [day("2026-12-31"), day("2027-01-31"), day("2027-02-28")])
        #expect(item.recurrence?.canonical == "1 month on the last day")
    }

    /// Each completion of a counted series leaves one time fewer on the next occurrence;
    /// the last adds none, and undo reopens it, still the last.
    public static func theLastTimeOfACountedSeriesAddsNothingAndUndoReopensIt(_ store: any TodoStore)
        async throws
    {
        let first = try await store.add(try series("Cello lesson", due: "2026-11-27", rule: "week 2 times"))
        let done = try await store.complete(ids: [first.id], at: now, today: day("2026-11-27"))
        let last = try #require(done.next.first)
        #expect(last.due == day("2026-12-04") && last.recurrence?.end == .times(1))
        #expect(try await store.item(id: last.id).recurrence?.canonical == "1 week 1 time")
        let ended = try await store.complete(ids: [last.id], at: now, today: day("2026-12-04"))
        #expect(ended.items.map(\.id) == [last.id] && ended.next.isEmpty)
        #expect(try await store.openItems(dueIn: .all).isEmpty)
        let undone = try #require(try await store.undoLastChange())
        #expect(undone.kind == .complete && undone.removed.isEmpty)
        #expect(try await store.openItems(dueIn: .all) == [last])
    }

    /// A series until a day adds nothing after it, and undo reopens the last occurrence.
    public static func aSeriesUntilADayEndsThereAndUndoReopensIt(_ store: any TodoStore) async throws {
        let first = try await store.add(
            try series("Book club", due: "2026-12-01", rule: "month on the first tuesday until 2027-01-31"))
        let january = try #require(
            try await store.complete(ids: [first.id], at: now, today: day("2026-12-01")).next.first)
        #expect(january.due == day("2027-01-05"))
        let ended = try await store.complete(ids: [january.id], at: now, today: day("2027-01-05"))
        #expect(ended.next.isEmpty && ended.items.map(\.isCompleted) == [true])
        _ = try #require(try await store.undoLastChange())
        #expect(try await store.openItems(dueIn: .all) == [january])
    }
}
