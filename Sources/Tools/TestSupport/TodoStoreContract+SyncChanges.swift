import AppCore
import Foundation
import Testing

/// The store contract for the items changed since the last sync (``SyncStart``): every write
/// of an item after the list's first sync counts, whatever wrote it, until a sync takes the
/// item in as it still is.
extension TodoStoreContract {
    /// The first sync of `items`: each gets a record, and none counts as changed after it.
    static func firstSync(_ items: [TodoItem], _ store: any TodoStore) async throws {
        var changes = SyncChanges(collection: "c", token: "t1")
        changes.records = items.map { record($0.id, "u\($0.id)") }
        changes.seen = items.map { SyncChanges.Seen(id: $0.id, item: $0) }
        _ = try await store.applySync(changes, expected: try await store.syncState())
    }

    /// After the first sync, an edit, a deletion, an addition, an import, an undo and a redo
    /// each count as a change of the items they write; the start of the next sync names them
    /// with only their records; a sync that takes them in as they are forgets them.
    public static func everyWriteAfterASyncCountsUntilASyncTakesItIn(_ store: any TodoStore) async throws {
        let rent = try await store.add(new("Pay rent", due: "2026-11-20"))
        let mum = try await store.add(new("Call mum", due: "2026-11-21"))
        let milk = try await store.add(new("Buy milk", due: "2026-11-22"))
        try await firstSync([rent, mum, milk], store)
        var start = try await store.syncStart()
        #expect(start.changedHere == [])
        #expect(start.state.records == [])
        #expect(start.state.collection == "c" && start.state.token == "t1" && start.state.generation == 1)

        let paid = try await store.edit(id: rent.id, to: rent.fields.with(title: "Pay the rent"))
        _ = try await store.delete(ids: [mum.id], at: now, today: day("2026-11-19"))
        let cello = try await store.add(new("Learn the cello", due: "2026-11-23"))
        start = try await store.syncStart()
        #expect(start.changedHere == [rent.id, mum.id, cello.id])
        #expect(start.state.records.map(\.itemID) == [rent.id, mum.id])
        #expect(try await store.existingItems(ids: [cello.id, mum.id, rent.id]) == [paid, cello])
        #expect(
            try await store.syncRecords(hrefs: ["/tasks/u\(milk.id).ics", "/tasks/none.ics"]).map(\.itemID) == [milk.id]
        )

        // The sync takes them in; the cello changes again after it read it: it stays changed.
        var changes = SyncChanges(collection: "c", token: "t2")
        changes.records = [record(rent.id, "u\(rent.id)", etag: "\"2\""), record(cello.id, "u\(cello.id)")]
        changes.forgotten = [mum.id]
        changes.seen = [
            SyncChanges.Seen(id: rent.id, item: paid), SyncChanges.Seen(id: mum.id, item: nil),
            SyncChanges.Seen(id: cello.id, item: cello),
        ]
        _ = try await store.edit(id: cello.id, to: cello.fields.with(title: "Learn the viola"))
        _ = try await store.applySync(changes, expected: try await store.syncState())
        #expect(try await store.syncStart().changedHere == [cello.id])

        // Undo and redo write items too; so does an import.
        _ = try await store.undoLastChange()
        #expect(try await store.syncStart().changedHere == [cello.id])
        _ = try await store.redoLastUndoneChange()
        let imported = try await store.importItems([
            ImportedTodoItem(id: nil, title: "From a file", due: nil, created: now, completed: nil)
        ])
        #expect(try await store.syncStart().changedHere == [cello.id] + imported)
        _ = try await store.complete(ids: [milk.id], at: now, today: day("2026-11-19"))
        #expect(try await store.syncStart().changedHere == [milk.id, cello.id] + imported)
    }

    /// Items a sync writes (brought from the server, changed or deleted by it) do not count
    /// as changed here; undoing the sync makes every item it wrote count.
    public static func whatASyncWritesIsNotAChangeHereUntilItIsUndone(_ store: any TodoStore) async throws {
        let rent = try await store.add(new("Pay rent", due: "2026-11-20"))
        let mum = try await store.add(new("Call mum", due: "2026-11-21"))
        try await firstSync([rent, mum], store)
        var changes = SyncChanges(collection: "c", token: "t2")
        let renamed = rent.with(title: "Pay the rent", due: rent.due, notes: "")
        changes.changed = [SyncChanges.Change(before: rent, after: renamed)]
        changes.deleted = [mum]
        changes.forgotten = [mum.id]
        changes.records = [record(rent.id, "u\(rent.id)", etag: "\"2\"")]
        changes.added = [
            SyncChanges.Addition(
                item: ImportedTodoItem(
                    id: nil, title: "From the phone", due: nil, created: now, completed: nil, source: "ical:phone-1"),
                record: record(0, "phone-1"))
        ]
        let ids = try await store.applySync(changes, expected: try await store.syncState())
        #expect(try await store.syncStart().changedHere == [])
        _ = try await store.undoLastChange()
        #expect(try await store.syncStart().changedHere == [rent.id, mum.id] + ids)
    }
}

extension ItemFields {
    /// The same fields with another title.
    fileprivate func with(title: String) -> ItemFields {
        var fields = self
        fields.title = title
        return fields
    }
}
