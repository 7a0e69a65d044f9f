import AppCore
import Foundation
import Testing

/// The store contract for the kind a batch edit records (issue 33): a postpone and a note
/// are edits that history, undo and redo name for what they did.
extension TodoStoreContract {
    /// A batch edit made as a postpone, then one made as a note: history lists each by its
    /// kind, with the items it concerned; undo and redo report the same kinds.
    public static func aBatchEditIsRecordedAsTheKindGiven(_ store: any TodoStore) async throws {
        let milk = try await store.add(new("Buy milk", due: "2026-11-19"))
        let rent = try await store.add(new("Pay rent", due: "2026-11-20"))
        let moved = try await store.edit(ids: [milk.id, rent.id], as: .postpone) { item in
            var fields = item.fields
            fields.due = item.due?.adding(days: 7)
            return fields
        }
        _ = try await store.edit(ids: [milk.id], as: .note) { item in
            var fields = item.fields
            fields.notes = "Semi-skimmed"
            return fields
        }
        let steps = try await store.history(limit: 2)
        #expect(steps.map(\.kind) == [.note, .postpone])
        #expect(steps.map(\.count) == [1, 2])
        #expect(steps.map(\.titles) == [["Buy milk"], ["Buy milk", "Pay rent"]])
        #expect(try await store.undoLastChange()?.kind == .note)
        #expect(try await store.undoLastChange()?.kind == .postpone)
        #expect(try await store.allItems() == [milk, rent])
        let redone = try await store.redoLastUndoneChange()
        #expect(redone?.kind == .postpone)
        #expect(redone?.items == moved)
        #expect(try await store.redoLastUndoneChange()?.kind == .note)
        #expect(try await store.item(id: milk.id).notes == "Semi-skimmed")
        #expect(try await store.history(limit: 2).map(\.kind) == [.note, .postpone])
        // The edit a caller gives no kind is an edit, as before.
        _ = try await store.edit(ids: [rent.id]) { item in
            var fields = item.fields
            fields.title = "Pay the rent"
            return fields
        }
        #expect(try await store.history(limit: 1).map(\.kind) == [.edit])
    }
}
