import Presentation
import Testing

/// A view with a row limit is given a window of the list, with every section's count.
@MainActor
@Suite struct ListPresenterWindowTests {
    let harness = ModuleHarness()

    func start(limit: Int) async throws {
        for number in 1...10 { try await harness.given("Task \(number)", due: "2026-11-19") }
        try await harness.given("Overdue", due: "2026-11-10")
        harness.listView.visibleRowLimit = limit
        await harness.modules.list.start()
    }

    var shownTitles: [String] { harness.listView.lastList?.sections.flatMap(\.rows).map(\.title) ?? [] }

    @Test func aWindowHoldsTheRowsThatFitAndCountsEverySection() async throws {
        try await start(limit: 3)
        let list = try #require(harness.listView.lastList)
        #expect(shownTitles == ["Overdue", "Task 1", "Task 2"])
        #expect(list.sections.map(\.itemCount) == [1, 10])
        #expect(list.itemCount == 11 && list.rowCount == 3)
        #expect(!list.hasRowsBefore && list.hasRowsAfter)
    }

    @Test func scrollingMovesTheWindowDownUpAndToEitherEnd() async throws {
        try await start(limit: 3)
        await harness.modules.list.handle(.scroll(.down(2)))
        #expect(shownTitles == ["Task 2", "Task 3", "Task 4"])
        await harness.modules.list.handle(.scroll(.up(1)))
        #expect(shownTitles == ["Task 1", "Task 2", "Task 3"])
        await harness.modules.list.handle(.scroll(.bottom))
        #expect(shownTitles == ["Task 8", "Task 9", "Task 10"])
        #expect(harness.listView.lastList?.hasRowsAfter == false)
        await harness.modules.list.handle(.scroll(.top))
        #expect(shownTitles == ["Overdue", "Task 1", "Task 2"])
    }

    @Test func aRefreshKeepsTheWindowWhereItWas() async throws {
        try await start(limit: 3)
        await harness.modules.list.handle(.scroll(.down(2)))
        await harness.modules.list.handle(.complete([3]))
        #expect(shownTitles == ["Task 2", "Task 4", "Task 5"])
    }

    @Test func aViewWithoutALimitIsGivenEveryRow() async throws {
        try await start(limit: 3)
        harness.listView.visibleRowLimit = nil
        await harness.modules.list.handle(.refresh)
        #expect(shownTitles.count == 11)
    }
}
