import Foundation
import GRDB
import TestSupport
import Testing

@testable import AppCore

/// SQLite's two plans for a filtered read: a short range of the list walked row by row on
/// its covering index, a long one started from the full-text match. Both give the same
/// items as the filter's own rule.
@Suite struct SQLiteFilterPlanTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func aShortRangeIsWalkedOnTheListIndexNeverScanningItems() throws {
        let path = folder.file("plan.sqlite")
        _ = try SQLiteTodoStore(path: path)
        let anchor = ListPosition(due: Fixtures.day("2026-11-20"), created: TodoStoreContract.now, id: 5)
        let week = DayRange(through: Fixtures.day("2026-11-28"))
        var queries = [SQLiteFilterQueries.rangeSize(week), SQLiteFilterQueries.rangeSize(.all)]
        for text in ["milk", "+home", "+home milk cafe"] {
            let filter = ItemFilter(parsing: text)
            queries += [
                SQLiteFilterQueries.openItemsWalking(week, filter, page: .first(80)),
                SQLiteFilterQueries.openItemsWalking(week, filter, page: .after(anchor, limit: 80)),
                SQLiteFilterQueries.openItemsWalking(week, filter, page: .last(80)),
                SQLiteFilterQueries.countWalking(week, filter),
            ]
        }
        let queue = try DatabaseQueue(path: path, configuration: SQLiteConnectionSettings.configuration())
        for query in queries {
            let plan = try queue.read { db in
                try QueryPlan.details(db, query)
            }
            // Every step that reads items reads them from the list's index (the size check's
            // subquery adds steps of its own, none of them a read of the table).
            let reads = plan.filter { $0.hasPrefix("SEARCH item") || $0.hasPrefix("SCAN item") }
            #expect(!reads.isEmpty, "\(query.sql): \(plan)")
            #expect(reads.allSatisfy { $0.contains("INDEX item_open_in_list_order") }, "\(query.sql): \(plan)")
            #expect(!plan.contains { $0.contains("MATCH") || $0.contains("item_text") }, "\(query.sql): \(plan)")
        }
    }

    @Test(arguments: ["visit", "+home", "+home visit", "vi", "caf"])
    func bothPlansGiveTheItemsTheFilterMatchesInListOrder(_ text: String) async throws {
        let store = try SQLiteTodoStore(path: folder.file("both.sqlite"))
        let day = Fixtures.day("2026-11-19")
        let count = SQLiteFilterQueries.shortRange + 300
        let items = (0..<count).map { index in
            ImportedTodoItem(
                id: nil, title: index % 5 == 0 ? "Visit \(index)" : "Café \(index)",
                due: day.adding(days: index % 40), created: TodoStoreContract.now, completed: nil,
                notes: index % 7 == 0 ? "visitors" : "", tags: index % 3 == 0 ? ["Home"] : [])
        }
        _ = try await store.importItems(items)
        let filter = ItemFilter(parsing: text)
        let all = try await store.allItems()
        let short = DayRange(through: day.adding(days: 2))
        for range in [DayRange.all, short] {
            let expected = all.filter { range.contains($0.due) && filter.matches($0) }.sorted {
                ($0.due ?? .latest, $0.created, $0.id) < ($1.due ?? .latest, $1.created, $1.id)
            }
            let page = try await store.openItems(dueIn: range, matching: filter, page: .first(count))
            #expect(page.map(\.id) == expected.map(\.id), "\(text) over \(range)")
            #expect(try await store.countOpenItems(dueIn: range, matching: filter) == expected.count)
        }
    }
}
