import AppCore
import TestSupport
import Testing

@testable import WideFront

/// After an add on the wide front, the new item is on screen and selected, wherever it
/// falls in the list (the shared suite checks the policy; these check a long list).
@MainActor
@Suite struct WideAddedItemTests {
    let harness = WideHarness()

    /// 120 items, due from today to the end of next week.
    func startWithALongList() async throws {
        for number in 1...120 {
            try await harness.given("Task \(number)", due: "2026-11-\(19 + number % 10)")
        }
        await harness.start()
    }

    @Test func anItemAddedDueNextMonthBelowALongListIsShownSelectedAndBesideIt() async throws {
        try await startWithALongList()
        await harness.press(.character("a"))
        await harness.type("Renew passport")
        await harness.press(.tab)
        await harness.type("2026-12-15")
        await harness.press(.enter)
        #expect(harness.session.focus == .list)
        #expect(harness.session.selectedItemID == 121)
        let row = try #require(harness.surface.row(containing: "121  Renew passport"))
        #expect(harness.surface.style(at: Point(x: 3, y: row)) == .selected)
        #expect(harness.listPane.contains { $0.hasPrefix(" Later") })
        #expect(harness.detailPane.starts(with: [" Item 121", "", " Renew passport"]))
    }

    @Test func anItemAddedAmongTheRowsOnShowIsSelected() async throws {
        try await harness.startWithWeek()
        await harness.press(.down, .down, .character("a"))
        await harness.type("Buy stamps")
        await harness.press(.enter)
        #expect(harness.session.selectedItemID == 4)
        let row = try #require(harness.surface.row(containing: "4  Buy stamps"))
        #expect(harness.surface.style(at: Point(x: 3, y: row)) == .selected)
    }

    @Test func aFilterTakenOffForANewItemEmptiesTheSearchLine() async throws {
        try await harness.startWithWeek()
        await harness.press(.character("/"))
        await harness.type("milk")
        await harness.press(.enter, .character("a"))
        await harness.type("Call the bank")
        await harness.press(.enter)
        #expect(!harness.listPane.contains { $0.contains("Showing items matching") })
        #expect(harness.listPane.contains { $0.contains("1  Pay rent") })
        await harness.press(.character("/"))
        #expect(harness.listPane.contains(" /"), "the search line opens empty, as the list is unfiltered")
    }
}
