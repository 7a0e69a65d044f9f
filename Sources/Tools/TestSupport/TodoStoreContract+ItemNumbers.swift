import AppCore
import Foundation
import Testing

/// The store contract for the item numbers' limit (issue 30): no store gives a number above
/// ``TodoItem/highestID``, so that whatever an export holds, an import reads back.
extension TodoStoreContract {
    /// A list that has given out the highest item number (``TodoItem/highestID``, here by
    /// an import) refuses every change that needs a new one (add, import, completing or
    /// deleting a repeating item) with ``TodoStoreError/noItemNumberLeft``, and changes
    /// nothing; changes that need none still work, and undo gives no number back.
    public static func aListOutOfItemNumbersSaysSoAndChangesNothing(_ store: any TodoStore) async throws {
        let today = day("2026-11-19")
        let daily = Recurrence(.interval(count: 1, unit: .day), startingOn: today)
        _ = try await store.importItems([
            ImportedTodoItem(id: 1, title: "Water", due: today, created: now, completed: nil, recurrence: daily),
            ImportedTodoItem(id: TodoItem.highestID, title: "Last", due: nil, created: now, completed: nil),
        ])
        let before = try await store.allItems()
        let another = ImportedTodoItem(id: nil, title: "Another", due: nil, created: now, completed: nil)
        await #expect(throws: TodoStoreError.noItemNumberLeft) { try await store.add(new("New", due: "2026-11-19")) }
        await #expect(throws: TodoStoreError.noItemNumberLeft) { try await store.importItems([another]) }
        await #expect(throws: TodoStoreError.noItemNumberLeft) {
            try await store.complete(ids: [1], at: now, today: today)
        }
        await #expect(throws: TodoStoreError.noItemNumberLeft) {
            try await store.delete(ids: [1], at: now, today: today)
        }
        #expect(try await store.allItems() == before)
        #expect(try await store.complete(ids: [TodoItem.highestID], at: now, today: today).items.count == 1)
        #expect(try await store.undoLastChange()?.kind == .complete)
        #expect(try await store.undoLastChange()?.kind == .import)
        await #expect(throws: TodoStoreError.noItemNumberLeft) { try await store.add(new("New", due: "2026-11-19")) }
    }

    /// An import that would pass the highest item number is refused whole, even when the
    /// list had numbers left for some of its items.
    public static func anImportThatWouldPassTheHighestItemNumberStoresNothing(_ store: any TodoStore) async throws {
        let kept = try await store.add(new("Kept", due: "2026-11-19"))
        let items = [
            ImportedTodoItem(id: TodoItem.highestID - 1, title: "Near the end", due: nil, created: now, completed: nil),
            ImportedTodoItem(id: nil, title: "The last", due: nil, created: now, completed: nil),
            ImportedTodoItem(id: nil, title: "One too many", due: nil, created: now, completed: nil),
        ]
        await #expect(throws: TodoStoreError.noItemNumberLeft) { try await store.importItems(items) }
        #expect(try await store.allItems() == [kept])
        #expect(try await store.importItems(Array(items.prefix(2))) == [TodoItem.highestID - 1, TodoItem.highestID])
    }
}
