import AppCore
import TestSupport
import Testing

@Suite struct ListInteractorTests {
    let today = "2026-11-19"  // a Thursday

    func interactor(_ store: any TodoStore, weekStart: WeekStart = .sunday) -> ListInteractor {
        ListInteractor(store: store, clock: Fixtures.clock(today), weeks: WeekCalendar(weekStart: weekStart))
    }

    func add(_ store: any TodoStore, _ title: String, due: String) async throws {
        _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
    }

    @Test func asksTheStoreForEverythingOpenThroughTheEndOfNextWeek() async throws {
        let store = RecordingStore()
        _ = try await interactor(store).findUpcomingItems(includingLater: false)
        #expect(store.requestedRanges == [DayRange(through: Fixtures.day("2026-11-28"))])
    }

    @Test func asksForEveryDayWhenLaterItemsAreWanted() async throws {
        let store = RecordingStore()
        _ = try await interactor(store).findUpcomingItems(includingLater: true)
        #expect(store.requestedRanges == [.all])
    }

    @Test func noItemsGiveNoSections() async throws {
        let upcoming = try await interactor(InMemoryTodoStore()).findUpcomingItems(includingLater: false)
        #expect(upcoming.isEmpty)
        #expect(upcoming.today == Fixtures.day(today))
    }

    @Test func oneItemTodayIsInTheTodaySection() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        try await add(store, "Buy milk", due: today)
        let upcoming = try await interactor(store).findUpcomingItems(includingLater: false)
        #expect(upcoming.sections.map(\.relation) == [.today])
        #expect(upcoming.items.map(\.title) == ["Buy milk"])
    }

    @Test func sectionsComeInOrderWithOverdueFirstAndLaterOnlyOnRequest() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        for due in ["2026-11-29", "2026-11-22", "2026-11-21", "2026-11-20", "2026-11-19", "2026-11-18"] {
            try await add(store, due, due: due)
        }
        let upcoming = try await interactor(store).findUpcomingItems(includingLater: false)
        #expect(upcoming.sections.map(\.relation) == [.overdue, .today, .tomorrow, .laterThisWeek, .nextWeek])
        let all = try await interactor(store).findUpcomingItems(includingLater: true)
        #expect(all.sections.last?.relation == .later)
        #expect(all.sections.last?.items.map(\.title) == ["2026-11-29"])
    }

    @Test func completedItemsAreLeftOut() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        try await add(store, "done", due: today)
        try await add(store, "open", due: today)
        _ = try await interactor(store).complete(ids: [1])
        #expect(try await interactor(store).findUpcomingItems(includingLater: false).items.map(\.title) == ["open"])
    }

    @Test func completeReopenAndDeleteReportTheItem() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        try await add(store, "Buy milk", due: today)
        let list = interactor(store)
        #expect(try await list.complete(ids: [1]).items.map(\.title) == ["Buy milk"])
        #expect(try await list.reopen(ids: [1]).map(\.title) == ["Buy milk"])
        #expect(try await list.findUpcomingItems(includingLater: false).items.count == 1)
        #expect(try await list.delete(ids: [1]).items.map(\.id) == [1])
        #expect(try await store.allItems().isEmpty)
    }

    @Test func completingAnUnknownItemSaysItIsNotFound() async {
        await #expect(throws: TodoStoreError.itemsNotFound([9])) {
            try await interactor(InMemoryTodoStore()).complete(ids: [9])
        }
    }

    @Test func undoSaysWhatItRevertedAndNothingOnceTheJournalIsEmpty() async throws {
        let store: any TodoStore = InMemoryTodoStore()
        try await add(store, "Buy milk", due: today)
        let list = interactor(store)
        _ = try await list.delete(ids: [1])
        #expect(
            try await list.undo()
                == UndoSummary(
                    kind: .delete, items: [ItemSummary(id: 1, title: "Buy milk", due: Fixtures.day(today))], count: 1))
        #expect(try await list.undo()?.kind == .add)
        #expect(try await list.undo() == nil)
    }

    @Test func mondayWeeksMoveTheEndOfNextWeek() async throws {
        let store = RecordingStore()
        let list = ListInteractor(
            store: store, clock: Fixtures.clock("2026-11-22"), weeks: WeekCalendar(weekStart: .monday))
        _ = try await list.findUpcomingItems(includingLater: false)
        #expect(store.requestedRanges == [DayRange(through: Fixtures.day("2026-11-29"))])
    }
}
