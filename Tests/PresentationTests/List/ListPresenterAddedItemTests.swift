import AppCore
import Presentation
import Testing

/// After an add, the List module shows the new item and asks its view to select it; a
/// change made elsewhere takes back the last message; a window's number column is as wide
/// as the largest item number.
@MainActor
@Suite struct ListPresenterAddedItemTests {
    let harness = ModuleHarness()

    var shownTitles: [String] { harness.listView.lastList?.sections.flatMap(\.rows).map(\.title) ?? [] }

    func add(_ name: String, due: String) async {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: name, dueText: due)
    }

    @Test func anItemAddedDueAfterNextWeekOpensLaterAndIsSelected() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.modules.list.start()
        await add("Renew passport", due: "2026-12-15")
        let list = try #require(harness.listView.lastList)
        #expect(list.showsLater)
        #expect(list.sections.map(\.title) == ["Today", "Later"])
        #expect(harness.listView.selections == [2])
    }

    @Test func aWindowIsReadWhereTheNewItemIs() async throws {
        for number in 1...30 { try await harness.given("Task \(number)", due: "2026-11-19") }
        harness.listView.visibleRowLimit = 5
        await harness.modules.list.start()
        #expect(shownTitles == ["Task 1", "Task 2", "Task 3", "Task 4", "Task 5"])
        await add("Renew passport", due: "2026-12-15")
        #expect(shownTitles.contains("Renew passport"))
        #expect(harness.listView.selections == [31])
    }

    @Test func anItemAddedInsideTheWindowLeavesTheWindowWhereItWas() async throws {
        for number in 1...30 { try await harness.given("Task \(number)", due: "2026-11-20") }
        harness.listView.visibleRowLimit = 5
        await harness.modules.list.start()
        await add("Buy milk", due: "today")
        #expect(shownTitles == ["Buy milk", "Task 1", "Task 2", "Task 3", "Task 4"])
    }

    @Test func aFrontThatShowsNoListReadsNothingForTheNewItem() async {
        harness.listView.visibleRowLimit = 0
        await add("Buy milk", due: "today")
        #expect(!harness.log.events.contains("store item"))
        #expect(harness.listView.selections.isEmpty)
    }

    @Test func aChangeMadeElsewhereTakesBackTheLastMessageAndOnlyThen() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        harness.modules.list.watchForChanges()
        await harness.modules.list.start()
        await harness.modules.list.handle(.delete([1]))
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.withdrawals == 0)
        _ = try await harness.store.undoLastChange()
        await harness.modules.list.handle(.refreshIfChanged)
        #expect(harness.listView.withdrawals == 1)
        #expect(shownTitles == ["Buy milk"])
    }

    @Test func aWindowsNumberColumnIsAsWideAsTheLargestNumber() async throws {
        for number in 1...120 { try await harness.given("Task \(number)", due: "2026-11-19") }
        harness.listView.visibleRowLimit = 5
        await harness.modules.list.start()
        #expect(harness.listView.lastList?.numberWidth == 3)
        _ = try await harness.store.delete(ids: Array(10...120))
        await harness.modules.list.handle(.refresh)
        #expect(harness.listView.lastList?.numberWidth == 1)
    }
}
