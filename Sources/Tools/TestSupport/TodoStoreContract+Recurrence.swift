import AppCore
import Foundation
import Testing

/// The store contract for repeat rules (issue 15): exactly one next occurrence per
/// completion, undone in the same step.
extension TodoStoreContract {
    static let monthly = RecurrencePattern.interval(count: 1, unit: .month)

    /// A monthly item due on `due`, tagged, with notes and a priority.
    static func rent(due: String = "2026-12-01") -> NewTodoItem {
        NewTodoItem(
            title: "Pay rent", due: day(due), created: now, notes: "Landlord: Mrs Okafor", tags: ["bills"],
            priority: .high, recurrence: Recurrence(monthly, startingOn: day(due)))
    }

    /// The rule comes back from every read: the item, the list, every item, a filter.
    public static func aRuleRoundTrips(_ store: any TodoStore) async throws {
        let added = try await store.add(rent(due: "2027-01-31"))
        #expect(added.recurrence?.pattern == monthly && added.recurrence?.dayOfMonth == 31)
        #expect(try await store.item(id: added.id) == added)
        #expect(try await store.openItems(dueIn: .all).map(\.recurrence) == [added.recurrence])
        let filtered = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: ["+bills"]))
        #expect(filtered.map(\.recurrence) == [added.recurrence])
        #expect(try await store.allItems() == [added])
    }

    /// Completing a recurring item adds one open occurrence with the same title, notes,
    /// tags, priority and rule, due on the rule's next day; completing it again adds none.
    public static func completingARecurringItemAddsExactlyOneNextOccurrence(_ store: any TodoStore) async throws {
        let first = try await store.add(rent())
        let done = try await store.complete(ids: [first.id], at: now, today: day("2026-11-23"))
        #expect(done.items.map(\.isCompleted) == [true])
        let next = try #require(done.next.first)
        #expect(done.next.count == 1)
        #expect(next.id > first.id && next.due == day("2027-01-01") && !next.isCompleted)
        #expect(
            next.title == first.title && next.notes == first.notes && next.tags == first.tags
                && next.priority == first.priority && next.recurrence == first.recurrence)
        #expect(try await store.item(id: next.id) == next)
        let again = try await store.complete(ids: [first.id], at: now.addingTimeInterval(60), today: day("2026-11-23"))
        #expect(again.next.isEmpty)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [next.id])
    }

    /// Undo of the completion removes the occurrence it added and reopens the item, in one step.
    public static func undoOfARecurringCompletionRemovesTheOccurrence(_ store: any TodoStore) async throws {
        let first = try await store.add(rent())
        let done = try await store.complete(ids: [first.id], at: now, today: day("2026-11-23"))
        let next = try #require(done.next.first)
        let undone = try #require(try await store.undoLastChange())
        #expect(undone.kind == .complete && undone.items.map(\.id) == [first.id] && undone.count == 1)
        #expect(undone.removed.map(\.id) == [next.id])
        #expect(try await store.allItems() == [first])
    }

    /// Missed occurrences are skipped; a monthly rule keeps its day of the month.
    public static func theNextOccurrenceSkipsMissedOnesAndKeepsTheDayOfTheMonth(_ store: any TodoStore) async throws {
        let weekly = try await store.add(
            NewTodoItem(
                title: "Water the plants", due: day("2026-11-05"), created: now,
                recurrence: Recurrence(.interval(count: 1, unit: .week), startingOn: day("2026-11-05"))))
        let watered = try await store.complete(ids: [weekly.id], at: now, today: day("2026-11-19"))
        #expect(watered.next.map(\.due) == [day("2026-11-19")])
        let rent = try await store.add(rent(due: "2027-01-31"))
        let february = try await store.complete(ids: [rent.id], at: now, today: day("2027-01-31"))
        #expect(february.next.map(\.due) == [day("2027-02-28")])
        let march = try await store.complete(
            ids: february.next.map(\.id), at: now, today: day("2027-02-28"))
        #expect(march.next.map(\.due) == [day("2027-03-31")])
    }

    /// An item whose rule was removed adds nothing when completed.
    public static func anItemWithoutItsRuleAddsNothing(_ store: any TodoStore) async throws {
        let first = try await store.add(rent())
        var fields = first.fields
        fields.recurrence = nil
        let edited = try await store.edit(id: first.id, to: fields)
        #expect(edited.recurrence == nil)
        #expect(try await store.complete(ids: [first.id], at: now, today: day("2026-11-23")).next.isEmpty)
        #expect(try await store.allItems().count == 1)
    }

    /// Deleting an open recurring item deletes that occurrence only: the next one is added
    /// in the same step, and undo takes it away and brings the deleted one back.
    public static func deletingARecurringItemSkipsToTheNextOccurrence(_ store: any TodoStore) async throws {
        let first = try await store.add(rent())
        let deleted = try await store.delete(ids: [first.id], at: now, today: day("2026-11-23"))
        #expect(deleted.items == [first])
        let next = try #require(deleted.next.first)
        #expect(next.due == day("2027-01-01"))
        #expect(try await store.allItems().map(\.id) == [next.id])
        let undone = try #require(try await store.undoLastChange())
        #expect(undone.kind == .delete && undone.removed.map(\.id) == [next.id])
        #expect(try await store.allItems() == [first])
    }

    /// Imported items keep their rules.
    public static func importKeepsRules(_ store: any TodoStore) async throws {
        let rule = Recurrence(.weekdays([.monday, .thursday]), startingOn: day("2026-11-23"))
        let ids = try await store.importItems([
            ImportedTodoItem(
                id: nil, title: "Gym", due: day("2026-11-23"), created: now, completed: nil, recurrence: rule),
            ImportedTodoItem(id: nil, title: "Once", due: nil, created: now, completed: nil),
        ])
        #expect(try await store.allItems().map(\.recurrence) == [rule, nil])
        let done = try await store.complete(ids: [ids[0]], at: now, today: day("2026-11-23"))
        #expect(done.next.map(\.due) == [day("2026-11-26")])
    }
}
