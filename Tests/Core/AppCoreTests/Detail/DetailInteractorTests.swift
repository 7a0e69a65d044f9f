import AppCore
import Foundation
import TestSupport
import Testing

/// The Detail use cases over an in-memory store, today Thursday 2026-11-19 (09:30 UTC).
@Suite struct DetailInteractorTests {
    let store: any TodoStore = InMemoryTodoStore()
    let clock = Fixtures.clock("2026-11-19")
    var detail: DetailInteractor { DetailInteractor(store: store, clock: clock) }

    /// Stores an item added at the clock's now (`due` nil: someday).
    @discardableResult
    func given(_ title: String, due: String?, notes: String = "") async throws -> TodoItem {
        try await store.add(NewTodoItem(title: title, due: due.map(Fixtures.day), created: clock.now(), notes: notes))
    }

    @Test func loadingGivesTheWholeItemAndWhereItsDueDayStands() async throws {
        try await given("Call mum", due: "2026-11-20", notes: "Ask about\nSunday")
        try await given("Pay the rent", due: "2026-11-16")
        try await given("Learn the cello", due: nil)
        let mum = try await detail.load(id: 1)
        #expect(mum.title == "Call mum" && mum.notes == "Ask about\nSunday")
        #expect(mum.due == Fixtures.day("2026-11-20") && mum.relation == .tomorrow)
        #expect(mum.today == Fixtures.day("2026-11-19") && mum.created == clock.now() && mum.completed == nil)
        #expect(try await detail.load(id: 2).relation == .overdue)
        let cello = try await detail.load(id: 3)
        #expect(cello.due == nil && cello.relation == .someday)
    }

    @Test func anUnknownItemIsNamed() async throws {
        try await given("Call mum", due: "2026-11-20")
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await detail.load(id: 42) }
        await #expect(throws: TodoStoreError.itemsNotFound([42])) {
            try await detail.edit(id: 42, ItemEdit(title: "Call dad"))
        }
        await #expect(throws: TodoStoreError.itemsNotFound([42])) { try await detail.complete(id: 42) }
        #expect(try await store.allItems().map(\.title) == ["Call mum"])
    }

    @Test func onlyTheFieldsGivenChange() async throws {
        try await given("Call mum", due: "2026-11-20", notes: "old")
        let retitled = try await detail.edit(id: 1, ItemEdit(title: "  Call mum and dad \n"))
        #expect(retitled.title == "Call mum and dad")
        #expect(retitled.due == Fixtures.day("2026-11-20") && retitled.notes == "old")
        let moved = try await detail.edit(id: 1, ItemEdit(dueText: "mon"))
        #expect(moved.title == "Call mum and dad" && moved.due == Fixtures.day("2026-11-23") && moved.notes == "old")
        let noted = try await detail.edit(id: 1, ItemEdit(notes: "  Sunday\n\tafter lunch \n"))
        #expect(noted.notes == "  Sunday\n\tafter lunch \n")
        #expect(noted.title == "Call mum and dad" && noted.due == Fixtures.day("2026-11-23"))
        #expect(
            try await store.item(id: 1)
                == TodoItem(
                    id: 1, title: "Call mum and dad", due: Fixtures.day("2026-11-23"), created: clock.now(),
                    completed: nil,
                    notes: "  Sunday\n\tafter lunch \n"))
        let cleared = try await detail.edit(id: 1, ItemEdit(notes: ""))
        #expect(cleared.notes == "")
    }

    @Test func anEditThatNamesNothingIsRefused() async throws {
        try await given("Call mum", due: "2026-11-20")
        await #expect(throws: AddError.nothingToChange) { try await detail.edit(id: 1, ItemEdit()) }
        #expect(try await store.undoLastChange()?.kind == .add)
    }

    @Test func anOverdueItemMayKeepItsDay() async throws {
        try await given("Pay the rent", due: "2026-11-16")
        let retitled = try await detail.edit(id: 1, ItemEdit(title: "Pay the rent now"))
        #expect(retitled.due == Fixtures.day("2026-11-16"))
        let kept = try await detail.edit(id: 1, ItemEdit(title: "Pay the rent", dueText: "2026-11-16"))
        #expect(kept.due == Fixtures.day("2026-11-16") && kept.title == "Pay the rent")
        #expect(
            try detail.interpretDue("2026-11-16", keeping: Fixtures.day("2026-11-16")) == Fixtures.day("2026-11-16"))
    }

    @Test(arguments: ["2026-11-15", "2026-11-18", "-1d"])
    func anItemIsNeverMovedToAnotherPastDay(_ dueText: String) async throws {
        let overdue = try await given("Pay the rent", due: "2026-11-16")
        let upcoming = try await given("Call mum", due: "2026-11-20")
        for item in [overdue, upcoming] {
            await #expect(throws: AddError.self) {
                try await detail.edit(id: item.id, ItemEdit(title: "changed", dueText: dueText))
            }
        }
        await #expect(
            throws: AddError.dueInPast(due: Fixtures.day("2026-11-15"), today: Fixtures.day("2026-11-19"))
        ) {
            try await detail.edit(id: overdue.id, ItemEdit(dueText: "2026-11-15"))
        }
        #expect(try await store.allItems() == [overdue, upcoming])
        #expect(throws: AddError.self) { try detail.interpretDue(dueText, keeping: nil) }
    }

    @Test(arguments: ["someday", "none", "  Someday ", "NONE"])
    func somedayClearsTheDueDay(_ dueText: String) async throws {
        try await given("Learn the cello", due: "2026-11-20", notes: "kept")
        let cleared = try await detail.edit(id: 1, ItemEdit(dueText: dueText))
        #expect(cleared.due == nil && cleared.relation == .someday)
        #expect(try await store.item(id: 1).due == nil)
        #expect(try await store.item(id: 1).notes == "kept")
        #expect(try detail.interpretDue(dueText, keeping: Fixtures.day("2026-11-20")) == nil)
        let dated = try await detail.edit(id: 1, ItemEdit(dueText: "fri"))
        #expect(dated.due == Fixtures.day("2026-11-20"))
    }

    @Test func notesOverTheLimitOrHoldingNULAreRefused() async throws {
        try await given("Call mum", due: "2026-11-20")
        let longest = String(repeating: "n", count: TodoItem.maximumNotesLength)
        #expect(try await detail.edit(id: 1, ItemEdit(notes: longest)).notes == longest)
        await #expect(throws: AddError.invalidNotes(.tooLong(length: 10_001))) {
            try await detail.edit(id: 1, ItemEdit(title: "Call dad", notes: longest + "n"))
        }
        await #expect(throws: AddError.invalidNotes(.containsNUL)) {
            try await detail.edit(id: 1, ItemEdit(notes: "a\u{0}b"))
        }
        let stored = try await store.item(id: 1)
        #expect(stored.title == "Call mum" && stored.notes == longest)
    }

    @Test func eachEditIsOneUndoStep() async throws {
        let original = try await given("Call mum", due: "2026-11-20", notes: "old")
        _ = try await detail.edit(id: 1, ItemEdit(title: "Call dad", dueText: "someday", notes: "new"))
        let undone = try await store.undoLastChange()
        #expect(undone?.kind == .edit && undone?.count == 1)
        #expect(try await store.item(id: 1) == original)
    }

    @Test func completeReopenAndDeleteActOnTheItem() async throws {
        try await given("Call mum", due: "2026-11-20")
        let done = try await detail.complete(id: 1)
        #expect(done.item.completed == clock.nowInWholeSeconds())
        let open = try await detail.reopen(id: 1)
        #expect(open.completed == nil)
        let deleted = try await detail.delete(id: 1)
        #expect(deleted.items == [ItemSummary(id: 1, title: "Call mum", due: Fixtures.day("2026-11-20"))])
        #expect(try await store.allItems().isEmpty)
    }
}
