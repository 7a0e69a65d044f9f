import AppCore
import TestSupport
import Testing

@testable import WideFront

/// The list pane's columns hold still: the number column is as wide as the largest item
/// number from the first screen on, so no title moves as the list scrolls.
@MainActor
@Suite struct WideListColumnsTests {
    @Test func theNumberColumnKeepsItsWidthAsTheListScrollsPastItem99() async throws {
        let harness = WideHarness()
        for number in 1...120 {
            try await harness.given("Task \(number)", due: "2026-11-\(19 + number / 13)")
        }
        await harness.start()
        var titleColumns: Set<Int> = []
        var numbers: Set<Int64> = []
        for _ in 0..<12 {
            for row in harness.listPane {
                guard let range = row.range(of: "Task ") else { continue }
                titleColumns.insert(row.distance(from: row.startIndex, to: range.lowerBound))
                numbers.formUnion(ShownList.rows(in: [row]).map(\.id))
            }
            await harness.press(.pageDown)
        }
        #expect(numbers.contains(9) && numbers.contains(120), "the rows scrolled from item 9 to item 120")
        #expect(titleColumns == [7], "titles start at \(titleColumns)")
    }
}
