import AppCore
import Foundation
import Testing

/// The store contract for the sync state (issue 32): kept beside the items, applied with
/// them in one transaction and one undo step, refused over a state that changed.
extension TodoStoreContract {
    static func record(_ id: TodoItem.ID, _ uid: String, etag: String? = "\"1\"") -> SyncRecord {
        SyncRecord(itemID: id, uid: uid, href: "/tasks/\(uid).ics", etag: etag, text: "BEGIN:VCALENDAR\r\n")
    }

    /// A sync adds, changes and deletes items and writes its records and token in one step;
    /// `todo undo` then gives back the items as they were: the records of the items it
    /// changed stay (the next sync sends the local versions), those of the items it
    /// brought go (the next sync brings them back instead of deleting them on the server).
    public static func aSyncIsOneStepThatUndoRevertsDroppingTheRecordsOfWhatItBrought(_ store: any TodoStore)
        async throws
    {
        let kept = try await store.add(new("Pay rent", due: "2026-11-20"))
        let gone = try await store.add(new("Call mum", due: "2026-11-21"))
        #expect(try await store.syncState() == SyncState())
        let identity = try await store.syncIdentity("list-a")
        #expect(try await store.syncIdentity("list-b") == identity)
        var state = try await store.syncState()
        #expect(state.identity == "list-a")
        var changes = SyncChanges(collection: "https://dav.example.net/tasks/", token: "t1")
        let renamed = kept.with(title: "Pay the rent", due: kept.due, notes: "")
        changes.changed = [SyncChanges.Change(before: kept, after: renamed)]
        changes.deleted = [gone]
        changes.added = [
            SyncChanges.Addition(
                item: ImportedTodoItem(
                    id: nil, title: "From the phone", due: nil, created: now, completed: nil, source: "ical:phone-1"),
                record: record(0, "phone-1"))
        ]
        changes.records = [record(kept.id, "kept-1")]
        changes.forgotten = [gone.id]
        let ids = try await store.applySync(changes, expected: state)
        #expect(ids.count == 1)
        #expect(try await store.allItems().map(\.title) == ["Pay the rent", "From the phone"])
        state = try await store.syncState()
        #expect(state.collection == "https://dav.example.net/tasks/")
        #expect(state.token == "t1")
        #expect(state.generation == 1)
        #expect(state.records.map(\.uid) == ["kept-1", "phone-1"])
        #expect(state.records.map(\.itemID) == [kept.id, ids[0]])
        let undone = try await store.undoLastChange()
        #expect(undone?.kind == .sync)
        #expect(try await store.allItems().map(\.title) == ["Pay rent", "Call mum"])
        let afterUndo = try await store.syncState()
        #expect(afterUndo.records.map(\.uid) == ["kept-1"])
        #expect(afterUndo.generation == 2)
        #expect(afterUndo.token == nil)
    }

    /// Undoing a sync that completed a repeating task here (the phone had moved it on) opens
    /// the occurrence again and gives it back its series' record, taken from the next
    /// occurrence the sync had added, so the next sync sends the occurrence as it is here.
    public static func undoingASyncThatCompletedARepeatingTaskGivesTheSeriesBack(_ store: any TodoStore) async throws {
        let first = try await store.add(new("Water the plants", due: "2026-11-20"))
        let state = try await store.syncState()
        var changes = SyncChanges(collection: "c", token: "t")
        changes.changed = [SyncChanges.Change(before: first, after: first.with(completed: now))]
        changes.records = [SyncRecord(itemID: first.id, uid: "plants", href: "", etag: nil, text: "")]
        changes.added = [
            SyncChanges.Addition(
                item: ImportedTodoItem(
                    id: nil, title: "Water the plants", due: first.due, created: now, completed: nil,
                    source: "ical:plants"),
                record: record(0, "plants", etag: "\"2\""))
        ]
        let ids = try await store.applySync(changes, expected: state)
        #expect(try await store.syncState().records.map(\.itemID).sorted() == [first.id, ids[0]].sorted())

        _ = try await store.undoLastChange()
        #expect(try await store.allItems() == [first])
        let records = try await store.syncState().records
        var series = record(first.id, "plants", etag: "\"2\"")
        series.itemID = first.id
        #expect(records == [series])
    }

    /// A sync over a list changed since it was read, or over another sync, changes nothing.
    public static func aSyncOverAChangedListChangesNothing(_ store: any TodoStore) async throws {
        let item = try await store.add(new("Pay rent", due: "2026-11-20"))
        let state = try await store.syncState()
        _ = try await store.edit(id: item.id, title: "Pay it", due: nil, notes: "", tags: [], priority: nil)
        var changes = SyncChanges(collection: "c", token: "t")
        changes.changed = [SyncChanges.Change(before: item, after: item.with(completed: now))]
        await #expect(throws: TodoStoreError.changedDuringSync) {
            _ = try await store.applySync(changes, expected: state)
        }
        #expect(try await store.allItems().map(\.title) == ["Pay it"])
        #expect(try await store.syncState().token == nil)
        let fresh = try await store.syncState()
        var records = SyncChanges(collection: "c", token: "t")
        records.records = [record(item.id, "u", etag: nil)]
        _ = try await store.applySync(records, expected: fresh)
        await #expect(throws: TodoStoreError.changedDuringSync) {
            _ = try await store.applySync(records, expected: fresh)
        }
        let stored = try await store.syncState()
        #expect(stored.records == [record(item.id, "u", etag: nil)])
        #expect(stored.generation == 1)
        // Records alone are no change of the list: no undo step.
        #expect(try await store.undoLastChange()?.kind == .edit)
    }
}
