import AppCore
import Foundation
import TestSupport
import Testing

@Suite struct UpcomingWindowTests {
    let store: any TodoStore = InMemoryTodoStore()
    var list: ListInteractor {
        ListInteractor(store: store, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar())
    }

    /// Twenty items due today, numbered 1 to 20.
    func twenty() async throws {
        for number in 1...20 {
            _ = try await store.add(
                NewTodoItem(title: "\(number)", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
        }
    }

    func titles(_ window: UpcomingWindow) -> [String] { window.items.map(\.title) }

    @Test func theTopWindowSaysMoreComesAfter() async throws {
        try await twenty()
        let window = try await list.findUpcomingWindow(includingLater: false, at: .top, limit: 5)
        #expect(titles(window) == ["1", "2", "3", "4", "5"])
        #expect(!window.hasEarlier && window.hasLater)
    }

    @Test func theBottomWindowSaysMoreComesBefore() async throws {
        try await twenty()
        let window = try await list.findUpcomingWindow(includingLater: false, at: .bottom, limit: 5)
        #expect(titles(window) == ["16", "17", "18", "19", "20"])
        #expect(window.hasEarlier && !window.hasLater)
    }

    @Test func aWindowFromAnItemStartsThereAndOneThroughAnItemEndsThere() async throws {
        try await twenty()
        let top = try await list.findUpcomingWindow(includingLater: false, at: .top, limit: 20)
        let eighth = top.items[7].position
        let from = try await list.findUpcomingWindow(includingLater: false, at: .from(eighth), limit: 3)
        #expect(titles(from) == ["8", "9", "10"])
        #expect(from.hasEarlier && from.hasLater)
        let through = try await list.findUpcomingWindow(includingLater: false, at: .through(eighth), limit: 3)
        #expect(titles(through) == ["6", "7", "8"])
    }

    @Test func nearTheEndTheWindowIsFilledFromBefore() async throws {
        try await twenty()
        let top = try await list.findUpcomingWindow(includingLater: false, at: .top, limit: 20)
        let window = try await list.findUpcomingWindow(
            includingLater: false, at: .from(top.items[18].position), limit: 5)
        #expect(titles(window) == ["16", "17", "18", "19", "20"])
        #expect(window.hasEarlier && !window.hasLater)
    }

    @Test func aWindowOfAShortListHoldsItAll() async throws {
        _ = try await store.add(
            NewTodoItem(title: "only", due: Fixtures.day("2026-11-20"), created: TodoStoreContract.now))
        let window = try await list.findUpcomingWindow(includingLater: false, at: .bottom, limit: 5)
        #expect(titles(window) == ["only"])
        #expect(!window.hasEarlier && !window.hasLater)
        #expect(window.items.first?.relation == .tomorrow)
    }

    @Test func sectionCountsLeaveOutEmptySectionsAndLaterUnlessAsked() async throws {
        for due in ["2026-11-10", "2026-11-18", "2026-11-19", "2026-11-22", "2026-12-25"] {
            _ = try await store.add(NewTodoItem(title: due, due: Fixtures.day(due), created: TodoStoreContract.now))
        }
        let counts = try await list.countUpcomingSections(includingLater: false)
        #expect(
            counts.sections == [
                UpcomingCounts.Section(relation: .overdue, count: 2),
                UpcomingCounts.Section(relation: .today, count: 1),
                UpcomingCounts.Section(relation: .nextWeek, count: 1),
            ])
        #expect(try await list.countUpcomingSections(includingLater: true).total == 5)
    }

    @Test func readingAWindowNeverReadsTheWholeList() async throws {
        let recording = RecordingStore()
        for number in 1...50 {
            _ = try await recording.add(
                NewTodoItem(title: "\(number)", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
        }
        let windowed = ListInteractor(store: recording, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar())
        _ = try await windowed.findUpcomingWindow(includingLater: false, at: .bottom, limit: 10)
        #expect(!recording.calls.contains("openItems"))
        #expect(recording.calls.filter { $0 == "openItems page" }.count <= 2)
    }
}
