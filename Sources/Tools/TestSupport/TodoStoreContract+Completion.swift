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

extension TodoStoreContract {
    /// `tagKeys(beginningWith:limit:)` gives the keys of every item's tags (completed ones
    /// too) that begin with the prefix's key, counted, in key order, at most `limit`; a
    /// deleted item's tags are gone, and `_` or `%` in the prefix is only a character.
    public static func tagKeysAreReadByPrefix(_ store: any TodoStore) async throws {
        let tagLists = [["Home", "errands"], ["home"], ["homework"], ["home_office"], ["work"], ["Hobby"]]
        for (index, tags) in tagLists.enumerated() {
            _ = try await store.add(NewTodoItem(title: "Item \(index)", due: nil, created: now, tags: tags))
        }
        _ = try await store.complete(ids: [2], at: now)
        _ = try await store.delete(ids: [6])
        let home = try await store.tagKeys(beginningWith: "HOME", limit: 10)
        #expect(home.map(\.name) == ["home", "home_office", "homework"])
        #expect(home.map(\.count) == [2, 1, 1])
        #expect(try await store.tagKeys(beginningWith: "", limit: 2).map(\.name) == ["errands", "home"])
        #expect(try await store.tagKeys(beginningWith: "home_", limit: 10).map(\.name) == ["home_office"])
        #expect(try await store.tagKeys(beginningWith: "h%", limit: 10).isEmpty)
        #expect(try await store.tagKeys(beginningWith: "ho", limit: 10).map(\.name).contains("hobby") == false)
    }
}
