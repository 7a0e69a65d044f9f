import AppCore
import Foundation
import Testing

/// The store contract for start days (hidden until, issue 33): every store keeps an item's
/// start day through every read and write, leaves out of a range started by a day the items
/// that start after it (and holds only those in a range starting after it), in plain and
/// filtered reads, pages and counts, and undoes and redoes a change of it.
extension TodoStoreContract {
    /// A start day comes back from every read as it was stored.
    public static func aStartDayRoundTrips(_ store: any TodoStore) async throws {
        let passport = try await store.add(
            NewTodoItem(title: "Renew passport", due: day("2026-12-04"), created: now, start: day("2026-12-01")))
        let plain = try await store.add(NewTodoItem(title: "Buy milk", due: day("2026-12-04"), created: now))
        let someday = try await store.add(
            NewTodoItem(title: "Learn the cello", due: nil, created: now, start: day("2027-01-01")))
        #expect(passport.start == day("2026-12-01") && plain.start == nil && someday.start == day("2027-01-01"))
        #expect(try await store.item(id: passport.id).start == day("2026-12-01"))
        #expect(try await store.allItems().map(\.start) == [day("2026-12-01"), nil, day("2027-01-01")])
        #expect(try await store.openItems(dueIn: .all).map(\.start) == [day("2026-12-01"), nil, day("2027-01-01")])
        let page = try await store.openItems(dueIn: .all, page: .first(5))
        #expect(page.map(\.start) == [day("2026-12-01"), nil, day("2027-01-01")])
        let found = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "passport"), page: .first(5))
        #expect(found.map(\.start) == [day("2026-12-01")])
        let ids = try await store.importItems([
            ImportedTodoItem(
                id: nil, title: "Imported", due: day("2026-12-05"), created: now, completed: nil,
                start: day("2026-12-02"))
        ])
        #expect(try await store.item(id: try #require(ids.first)).start == day("2026-12-02"))
    }

    /// A range started by a day leaves out the items that start after it, in every read of
    /// the list: all at once, by page, filtered, counted; a range starting after it holds
    /// only those. An item that starts on the day itself is in.
    public static func aRangeStartedByADayHidesTheItemsThatStartLater(_ store: any TodoStore) async throws {
        let today = day("2026-11-19")
        let shown = try await store.add(
            NewTodoItem(title: "Buy milk", due: day("2026-11-20"), created: now, tags: ["home"]))
        let startsToday = try await store.add(
            NewTodoItem(title: "Water plants", due: day("2026-11-21"), created: now, tags: ["home"], start: today))
        let hidden = try await store.add(
            NewTodoItem(
                title: "Renew passport", due: day("2026-11-25"), created: now, tags: ["home"], start: day("2026-11-23"))
        )
        let upcoming = DayRange(through: day("2026-11-29"))
        let visible = upcoming.startedBy(today)
        #expect(try await store.openItems(dueIn: visible).map(\.id) == [shown.id, startsToday.id])
        #expect(try await store.openItems(dueIn: visible, page: .first(10)).map(\.id) == [shown.id, startsToday.id])
        #expect(
            try await store.openItems(dueIn: visible, page: .after(ListPosition(of: shown), limit: 10)).map(\.id)
                == [startsToday.id])
        #expect(try await store.countOpenItems(dueIn: visible) == 2)
        let home = ItemFilter(parsing: "+home")
        #expect(try await store.openItems(dueIn: visible, matching: home).map(\.id) == [shown.id, startsToday.id])
        #expect(try await store.countOpenItems(dueIn: visible, matching: home) == 2)
        #expect(try await store.openItems(dueIn: upcoming.startingAfter(today)).map(\.id) == [hidden.id])
        #expect(try await store.countOpenItems(dueIn: upcoming.startingAfter(today)) == 1)
        #expect(try await store.countOpenItems(dueIn: upcoming.startingAfter(today), matching: home) == 1)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [shown.id, startsToday.id, hidden.id])
        // On its start day, it is in.
        #expect(try await store.countOpenItems(dueIn: upcoming.startedBy(day("2026-11-23"))) == 3)
    }

    /// An edit sets and takes away a start day; undo brings each back and redo applies it
    /// again; the next occurrence of a repeating item starts as many days before its due day.
    public static func editsUndoRedoAndRepeatsKeepTheStartDay(_ store: any TodoStore) async throws {
        let rent = try await store.add(
            NewTodoItem(
                title: "Pay rent", due: day("2026-12-01"), created: now,
                recurrence: Recurrence(.interval(count: 1, unit: .month), startingOn: day("2026-12-01")),
                start: day("2026-11-27")))
        var fields = rent.fields
        fields.start = day("2026-11-28")
        #expect(try await store.edit(id: rent.id, to: fields).start == day("2026-11-28"))
        fields.start = nil
        #expect(try await store.edit(id: rent.id, to: fields).start == nil)
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: rent.id).start == day("2026-11-28"))
        _ = try await store.redoLastUndoneChange()
        #expect(try await store.item(id: rent.id).start == nil)
        _ = try await store.undoLastChange()
        let done = try await store.complete(ids: [rent.id], at: now, today: day("2026-11-19"))
        #expect(done.next.map(\.due) == [day("2027-01-01")])
        #expect(done.next.map(\.start) == [day("2026-12-29")])
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: rent.id).start == day("2026-11-28"))
    }
}
