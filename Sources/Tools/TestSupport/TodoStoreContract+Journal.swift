import AppCore
import Foundation
import Testing

/// The store contract for redo and history (issue 33): undone steps are kept, marked
/// undone, until a new change clears them; redo re-applies the one undone most recently,
/// exactly; history lists the steps newest first with what each did and when.
extension TodoStoreContract {
    /// Undo twice, then redo twice: each change comes back exactly as it was made, in the
    /// order it was made; then there is nothing left to redo.
    public static func redoReappliesTheUndoneChangesInTurn(_ store: any TodoStore) async throws {
        let milk = try await store.add(new("Buy milk", due: "2026-11-19"))
        let rent = try await store.add(new("Pay rent", due: "2026-11-20"))
        let done = try await store.complete(id: milk.id, at: now)
        var fields = rent.fields
        fields.title = "Pay the rent"
        fields.tags = ["home"]
        let edited = try await store.edit(id: rent.id, to: fields)
        #expect(try await store.undoLastChange()?.kind == .edit)
        #expect(try await store.undoLastChange()?.kind == .complete)
        #expect(try await store.allItems() == [milk, rent])

        let first = try await store.redoLastUndoneChange()
        #expect(first?.kind == .complete)
        #expect(first?.items == [done])
        #expect(try await store.allItems() == [done, rent])
        let second = try await store.redoLastUndoneChange()
        #expect(second?.kind == .edit)
        #expect(second?.items == [edited])
        #expect(try await store.allItems() == [done, edited])
        #expect(try await store.redoLastUndoneChange() == nil)
        #expect(
            try await store.openItems(dueIn: .all, matching: ItemFilter(tags: ["home"], words: [])).map(\.id) == [
                rent.id
            ])
        // Redone steps are steps again: undo takes them back as before.
        #expect(try await store.undoLastChange()?.kind == .edit)
        #expect(try await store.item(id: rent.id) == rent)
    }

    /// An add and a delete undone come back with redo: the added item under its number, the
    /// deleted one gone again.
    public static func redoBringsBackAnAddAndADelete(_ store: any TodoStore) async throws {
        let added = try await store.add(new("Buy milk", due: "2026-11-19"))
        let kept = try await store.add(new("Pay rent", due: "2026-11-20"))
        _ = try await store.delete(ids: [kept.id], at: now, today: day("2026-11-19"))
        _ = try await store.undoLastChange()
        _ = try await store.undoLastChange()
        #expect(try await store.allItems() == [added])
        let readded = try await store.redoLastUndoneChange()
        #expect(readded?.kind == .add)
        #expect(readded?.items == [kept])
        #expect(try await store.allItems() == [added, kept])
        let deleted = try await store.redoLastUndoneChange()
        #expect(deleted?.kind == .delete)
        #expect(deleted?.items == [kept])
        #expect(try await store.allItems() == [added])
    }

    /// A change made after an undo clears what could be redone; history no longer lists it.
    public static func aNewChangeClearsWhatCouldBeRedone(_ store: any TodoStore) async throws {
        _ = try await store.add(new("Buy milk", due: "2026-11-19"))
        _ = try await store.add(new("Pay rent", due: "2026-11-20"))
        _ = try await store.undoLastChange()
        #expect(try await store.history(limit: 10).map(\.isUndone) == [true, false])
        _ = try await store.add(new("Call mum", due: "2026-11-21"))
        #expect(try await store.redoLastUndoneChange() == nil)
        let history = try await store.history(limit: 10)
        #expect(history.map(\.titles) == [["Call mum"], ["Buy milk"]])
        #expect(history.map(\.isUndone) == [false, false])
        #expect(try await store.allItems().map(\.title) == ["Buy milk", "Call mum"])
    }

    /// An undone sync leaves the journal (its undo changed the sync state too), with what
    /// could be redone after it: redo then has nothing to re-apply.
    public static func anUndoneSyncIsNotRedone(_ store: any TodoStore) async throws {
        let item = try await store.add(new("Pay rent", due: "2026-11-20"))
        _ = try await store.edit(id: item.id, title: "Pay it", due: item.due, notes: "", tags: [], priority: nil)
        _ = try await store.undoLastChange()
        let edited = try await store.item(id: item.id)
        var changes = SyncChanges(collection: "c", token: "t")
        changes.changed = [
            SyncChanges.Change(before: edited, after: edited.with(title: "Pay the rent", due: nil, notes: ""))
        ]
        _ = try await store.applySync(changes, expected: try await store.syncState())
        #expect(try await store.history(limit: 5).map(\.kind) == [.sync, .add])
        #expect(try await store.undoLastChange()?.kind == .sync)
        #expect(try await store.redoLastUndoneChange() == nil)
        #expect(try await store.history(limit: 5).map(\.kind) == [.add])
        #expect(try await store.item(id: item.id).title == "Pay rent")
    }

    /// History lists the last steps newest first: the kind, how many items and the first
    /// titles, when each was made, and whether it was undone.
    public static func historyTellsWhatEachStepDidAndWhen(_ store: any TodoStore) async throws {
        let start = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        var ids: [TodoItem.ID] = []
        for title in ["Buy milk", "Pay rent", "Call mum", "Water plants"] {
            ids.append(try await store.add(new(title, due: "2026-11-19")).id)
        }
        _ = try await store.complete(ids: ids, at: now, today: day("2026-11-19"))
        _ = try await store.delete(ids: [ids[0]], at: now, today: day("2026-11-19"))
        _ = try await store.undoLastChange()
        let end = Date()
        let history = try await store.history(limit: 3)
        #expect(history.map(\.kind) == [.delete, .complete, .add])
        #expect(history.map(\.count) == [1, 4, 1])
        #expect(history.map(\.titles) == [["Buy milk"], ["Buy milk", "Pay rent", "Call mum"], ["Water plants"]])
        #expect(history.map(\.isUndone) == [true, false, false])
        #expect(history.allSatisfy { step in step.made.map { $0 >= start && $0 <= end } ?? false })
        #expect(history.map(\.number) == history.map(\.number).sorted(by: >))
        #expect(try await store.history(limit: 100).count == 6)
    }

    /// Redo works across clients: one undoes, the other redoes, and both see it.
    public static func redoWorksAcrossClients(_ store: any TodoStore, _ other: any TodoStore) async throws {
        let item = try await store.add(new("Buy milk", due: "2026-11-19"))
        let done = try await store.complete(id: item.id, at: now)
        #expect(try await other.undoLastChange()?.kind == .complete)
        #expect(try await store.history(limit: 1).first?.isUndone == true)
        #expect(try await store.redoLastUndoneChange()?.items == [done])
        #expect(try await other.item(id: item.id) == done)
        #expect(try await other.redoLastUndoneChange() == nil)
        #expect(try await other.history(limit: 5).map(\.isUndone) == [false, false])
    }

    /// Redo (of an edit) on one client races `complete` of the same item on the other: the
    /// redo went first, and the completion saw the redone title; or the completion went
    /// first, and cleared what could be redone. Either way the item ends completed, and
    /// one undo takes back the completion alone.
    public static func redoRacingACompletionOfTheSameItemLosesNothing(
        _ store: any TodoStore, _ other: any TodoStore
    ) async throws {
        var lost: [String] = []
        for round in 1...raceRounds {
            let added = try await store.add(new("A \(round)", due: "2026-11-19"))
            var fields = added.fields
            fields.title = "B \(round)"
            _ = try await store.edit(id: added.id, to: fields)
            _ = try await store.undoLastChange()
            async let redoing = afterPause(round) { try await store.redoLastUndoneChange() }
            async let completing = other.complete(ids: [added.id], at: now, today: day("2026-11-19"))
            let (redone, completion) = try await (redoing, completing)
            let item = try await store.item(id: added.id)
            let redoWentFirst = completion.items.first?.title == fields.title
            let expectedTitle = redoWentFirst ? fields.title : added.title
            let expectedRedo: ChangeKind? = redoWentFirst ? .edit : nil
            _ = try await store.undoLastChange()
            let reopened = try await store.item(id: added.id)
            if item.title != expectedTitle || !item.isCompleted || redone?.kind != expectedRedo
                || reopened.isCompleted || reopened.title != expectedTitle
            {
                lost.append("round \(round): redid \(String(describing: redone?.kind)), left \(item.title)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(raceRounds) rounds lost a change: \(lost)")
    }

    /// When items were last changed here: the time of the latest step not undone that
    /// changed or created each; an item no step names is left out.
    public static func lastChangeTimesFollowTheJournal(_ store: any TodoStore) async throws {
        let start = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        let item = try await store.add(new("Buy milk", due: "2026-11-19"))
        let other = try await store.add(new("Pay rent", due: "2026-11-19"))
        _ = try await store.complete(id: item.id, at: now)
        let end = Date()
        let times = try await store.lastChangeTimes(of: [item.id, other.id, 999])
        #expect(Set(times.keys) == [item.id, other.id])
        #expect(times.values.allSatisfy { $0 >= start && $0 <= end })
        _ = try await store.undoLastChange()
        _ = try await store.undoLastChange()
        #expect(Set(try await store.lastChangeTimes(of: [item.id, other.id]).keys) == [item.id])
    }
}
