import AppCore
import Foundation
import Testing

/// The store contract for reading items by their numbers (completion, issue 17).
extension TodoStoreContract {
    /// `items(numbered:in:limit:)` gives the items of the range in number order, only
    /// those of the scope, at most `limit`, notes left out; a range past the last number
    /// gives none.
    public static func itemsAreReadByNumberRangeAndScope(_ store: any TodoStore) async throws {
        for title in ["Pay rent", "Call mum", "Buy milk", "Dentist", "Plants"] {
            _ = try await store.add(NewTodoItem(title: title, due: day("2026-11-20"), created: now, notes: "private"))
        }
        _ = try await store.complete(ids: [2, 4], at: now)
        #expect(try await store.items(numbered: 1...5, in: .any, limit: 10).map(\.id) == [1, 2, 3, 4, 5])
        #expect(try await store.items(numbered: 2...5, in: .open, limit: 10).map(\.title) == ["Buy milk", "Plants"])
        #expect(try await store.items(numbered: 1...5, in: .completed, limit: 10).map(\.id) == [2, 4])
        #expect(try await store.items(numbered: 1...5, in: .any, limit: 2).map(\.id) == [1, 2])
        #expect(try await store.items(numbered: 1...5, in: .any, limit: 10).allSatisfy { $0.notes.isEmpty })
        #expect(try await store.items(numbered: 6...Int64.max, in: .any, limit: 10).isEmpty)
    }
}
