import AppCore
import Foundation
import Testing

/// The store contract for times of day (issue 33): every store keeps an item's time through
/// every read and write, lists a day's items by time (the untimed ones first), pages by it,
/// and repeats, edits, undoes and imports it.
extension TodoStoreContract {
    /// The time `text` (`09:00`) names.
    static func time(_ text: String) throws -> TimeOfDay {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return try #require(parts.count == 2 ? TimeOfDay(hour: parts[0], minute: parts[1]) : nil)
    }

    /// A time of day comes back from every read as it was stored, and an item without a due
    /// day has none.
    public static func aTimeOfDayRoundTrips(_ store: any TodoStore) async throws {
        let dentist = try await store.add(
            NewTodoItem(title: "Dentist", due: day("2026-12-04"), created: now, dueTime: try time("09:00")))
        let plain = try await store.add(NewTodoItem(title: "Buy milk", due: day("2026-12-04"), created: now))
        let someday = try await store.add(
            NewTodoItem(title: "Learn the cello", due: nil, created: now, dueTime: try time("10:00")))
        #expect(dentist.dueTime == (try time("09:00")))
        #expect(plain.dueTime == nil && someday.dueTime == nil)
        #expect(try await store.item(id: dentist.id).dueTime == (try time("09:00")))
        #expect(try await store.allItems().map(\.dueTime) == [try time("09:00"), nil, nil])
        #expect(try await store.openItems(dueIn: .all).map(\.dueTime) == [nil, try time("09:00"), nil])
        let page = try await store.openItems(dueIn: .all, page: .first(5))
        #expect(page.map(\.dueTime) == [nil, try time("09:00"), nil])
        let found = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "dentist"), page: .first(5))
        #expect(found.map(\.dueTime) == [try time("09:00")])
    }

    /// Within a day, items come by time, the ones without a time first; then by priority,
    /// as before. Pages from an anchor in the middle of a day find the same order.
    public static func aDaysItemsComeByTimeTheUntimedFirst(_ store: any TodoStore) async throws {
        let friday = day("2026-12-04")
        func add(_ title: String, _ time: String?, _ priority: Priority? = nil) async throws -> TodoItem {
            try await store.add(
                NewTodoItem(
                    title: title, due: friday, created: now, priority: priority,
                    dueTime: try time.map { try Self.time($0) }))
        }
        let evening = try await add("Dinner", "18:00", .high)
        let morning = try await add("Dentist", "09:00")
        let any = try await add("Buy milk", nil)
        let urgent = try await add("Pay rent", nil, .high)
        let noon = try await add("Lunch", "12:00")
        let thursday = try await store.add(NewTodoItem(title: "Thursday", due: day("2026-12-03"), created: now))
        let order = [thursday, urgent, any, morning, noon, evening].map(\.id)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == order)
        let after = try await store.openItems(dueIn: .all, page: .after(ListPosition(of: morning), limit: 10))
        #expect(after.map(\.id) == [noon, evening].map(\.id))
        let before = try await store.openItems(dueIn: .all, page: .before(ListPosition(of: noon), limit: 10))
        #expect(before.map(\.id) == [thursday, urgent, any, morning].map(\.id))
        let through = try await store.openItems(dueIn: .all, page: .through(ListPosition(of: any), limit: 2))
        #expect(through.map(\.id) == [urgent, any].map(\.id))
    }

    /// An edit sets, moves and takes away a time; undo brings each back; the next
    /// occurrence of a repeating item keeps its time; an import keeps it.
    public static func editsUndoRepeatsAndImportsKeepTheTime(_ store: any TodoStore) async throws {
        let standUp = try await store.add(
            NewTodoItem(
                title: "Stand-up", due: day("2026-11-27"), created: now,
                recurrence: Recurrence(.interval(count: 1, unit: .day), startingOn: day("2026-11-27")),
                dueTime: try time("09:30")))
        var fields = standUp.fields
        fields.dueTime = try time("10:00")
        #expect(try await store.edit(id: standUp.id, to: fields).dueTime == (try time("10:00")))
        fields.dueTime = nil
        #expect(try await store.edit(id: standUp.id, to: fields).dueTime == nil)
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: standUp.id).dueTime == (try time("10:00")))
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: standUp.id).dueTime == (try time("09:30")))
        let done = try await store.complete(ids: [standUp.id], at: now, today: day("2026-11-27"))
        #expect(done.next.map(\.dueTime) == [try time("09:30")])
        #expect(done.next.map(\.due) == [day("2026-11-28")])
        _ = try await store.undoLastChange()
        let deleted = try await store.delete(ids: [standUp.id], at: now, today: day("2026-11-27"))
        _ = try await store.undoLastChange()
        #expect(try await store.item(id: standUp.id) == deleted.items.first)
        let ids = try await store.importItems([
            ImportedTodoItem(
                id: nil, title: "Call Ann", due: day("2026-11-28"), created: now, completed: nil,
                dueTime: try time("15:30"))
        ])
        #expect(try await store.item(id: try #require(ids.first)).dueTime == (try time("15:30")))
    }
}
