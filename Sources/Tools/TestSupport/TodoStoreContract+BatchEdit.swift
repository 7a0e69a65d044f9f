import AppCore
import Foundation
import Testing

/// The store contract for changes to several items at once (issue 33: postpone, acting on a
/// filter): one transaction and one undo step each, all or nothing.
extension TodoStoreContract {
    /// An edit of several items reads each whole (its notes kept), changes them in one undo
    /// step, keeps the search index in step, and one undo puts every one back.
    public static func editOfSeveralItemsIsOneUndoStep(_ store: any TodoStore) async throws {
        let milk = try await store.add(item("Buy milk", on: "2026-11-20", notes: "two litres", tags: ["shop"]))
        let bread = try await store.add(item("Buy bread", on: "2026-11-21", tags: ["shop"]))
        let other = try await store.add(item("Call mum", on: "2026-11-20"))
        let revision = try await store.revision()
        let edited = try await store.edit(ids: [bread.id, milk.id]) { item in
            var fields = item.fields
            fields.due = item.due.map { $0.adding(days: 7) }
            fields.tags = item.tags + ["Weekend", "weekend"]
            return fields
        }
        #expect(edited.map(\.id) == [bread.id, milk.id])
        #expect(edited.map(\.due) == [day("2026-11-28"), day("2026-11-27")])
        #expect(edited.map(\.tags) == [["shop", "Weekend"], ["shop", "Weekend"]])
        #expect(try await store.item(id: milk.id).notes == "two litres")
        #expect(try await store.item(id: other.id) == other)
        #expect(try await store.revision() != revision)
        let weekend = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "+weekend"))
        #expect(weekend.map(\.id) == [milk.id, bread.id])
        let undone = try await store.undoLastChange()
        #expect(undone?.kind == .edit && undone?.count == 2)
        #expect(try await store.item(id: milk.id) == milk)
        #expect(try await store.item(id: bread.id) == bread)
        #expect(try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "+weekend")).isEmpty)
        #expect(try await store.undoLastChange()?.kind == .add)
    }

    /// An unknown id, or an update that throws, changes nothing and records no step; an edit
    /// that changes nothing records none either.
    public static func editOfSeveralItemsIsAllOrNothing(_ store: any TodoStore) async throws {
        let first = try await store.add(item("first", on: "2026-11-20"))
        let second = try await store.add(item("second", on: "2026-11-20"))
        let moved: ItemFieldsUpdate = { item in
            var fields = item.fields
            fields.due = day("2026-12-01")
            return fields
        }
        await #expect(throws: TodoStoreError.itemsNotFound([99])) {
            try await store.edit(ids: [first.id, 99], changing: moved)
        }
        struct Refused: Error {}
        await #expect(throws: Refused.self) {
            try await store.edit(ids: [first.id, second.id]) { item in
                if item.id == second.id { throw Refused() }
                return try moved(item)
            }
        }
        #expect(try await store.allItems() == [first, second])
        let unchanged = try await store.edit(ids: [first.id, second.id]) { _ in nil }
        #expect(unchanged == [first, second])
        let same = try await store.edit(ids: [first.id]) { $0.fields }
        #expect(same == [first])
        #expect(try await store.undoLastChange()?.kind == .add)
        #expect(try await store.allItems() == [first])
    }

    /// A change of `count` items is made whole, and undone whole: a filter may match that
    /// many (`todo done +home`); on SQLite, more than one statement takes values (32,766).
    public static func changesOfManyItemsAreMadeWhole(_ store: any TodoStore, count: Int) async throws {
        let items = (0..<count).map { index in
            ImportedTodoItem(
                id: nil, title: "Item \(index)", due: day("2026-11-20"), created: now, completed: nil, tags: ["many"])
        }
        let ids = try await store.importItems(items)
        let moved = try await store.edit(ids: ids) { item in
            var fields = item.fields
            fields.due = day("2026-11-21")
            return fields
        }
        #expect(moved.count == count && moved.allSatisfy { $0.due == day("2026-11-21") })
        _ = try await store.complete(ids: ids, at: now, today: day("2026-11-19"))
        #expect(try await store.countOpenItems(dueIn: .all) == 0)
        #expect(try await store.undoLastChange()?.count == count)
        #expect(try await store.undoLastChange()?.count == count)
        #expect(try await store.countOpenItems(dueIn: DayRange(through: day("2026-11-20"))) == count)
    }

    /// Completing every open item a filter finds is one step: undo opens them all again.
    public static func completingWhatAFilterFindsIsOneStep(_ store: any TodoStore) async throws {
        let home = try await store.add(item("Water plants", on: "2026-11-20", tags: ["home"]))
        let later = try await store.add(item("Fix the tap", on: nil, tags: ["home"]))
        let work = try await store.add(item("Report", on: "2026-11-20", tags: ["work"]))
        let found = try await store.openItems(dueIn: .all, matching: ItemFilter(parsing: "+home")).map(\.id)
        #expect(found == [home.id, later.id])
        _ = try await store.complete(ids: found, at: now, today: day("2026-11-19"))
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [work.id])
        let undone = try await store.undoLastChange()
        #expect(undone?.kind == .complete && undone?.count == 2)
        #expect(try await store.openItems(dueIn: .all).map(\.id) == [home.id, work.id, later.id])
    }
}
