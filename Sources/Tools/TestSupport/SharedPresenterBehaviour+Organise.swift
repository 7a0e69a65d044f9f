import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// Organising and finding: tags from a name, priority order within a day, filters by
    /// words and tags, and what a filtered list says.
    static let organiseBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("a filter shows only the items whose title or notes hold every word") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.edit(
                id: 3, title: "Call mum", due: Fixtures.day("2026-11-20"), notes: "Ask about Sunday", tags: [],
                priority: nil)
            let driver = await front.start(store: store)
            await driver.filter("MILK")
            #expect(driver.rows == weekRows.filter { $0.id == 2 })
            await driver.filter("sun")
            #expect(driver.rows == weekRows.filter { $0.id == 3 })
            await driver.clearFilter()
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("words are compared ignoring accents and a filter matching nothing says so") {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Café with Ana", "2026-11-19"), ("Call mum", "2026-11-20")])
            let driver = await front.start(store: store)
            await driver.filter("cafe")
            #expect(driver.rows == [ShownRow("Today", 1, "Café with Ana")])
            await driver.filter("zebra")
            #expect(driver.rows.isEmpty)
            #expect(driver.screen.contains("No open items match zebra."))
        },
        SharedPresenterBehaviour("a +tag filter shows only the items carrying the tag, tags after the title") {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let driver = await front.start(store: store)
            #expect(driver.rows.map(\.title) == ["Pay rent +home", "Buy milk +home +shopping", "Call mum"])
            await driver.filter("+shopping")
            #expect(driver.rows == [ShownRow("Today", 2, "Buy milk +home +shopping")])
            await driver.filter("+HOME rent")
            #expect(driver.rows.map(\.id) == [1])
        },
        SharedPresenterBehaviour("completing an item of a filtered list keeps the filter on") {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let driver = await front.start(store: store)
            await driver.filter("+home")
            await driver.complete([2])
            #expect(driver.message == "Done: 2 Buy milk")
            #expect(driver.rows.map(\.id) == [1])
            await driver.clearFilter()
            #expect(driver.rows.map(\.id) == [1, 3])
        },
        SharedPresenterBehaviour(
            "a filter with nothing to find is refused with the reason and the list stays as it was",
            needs: [.refusingEmptyFilters]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let driver = await front.start(store: store)
            await driver.filter("+home")
            #expect(driver.rows.map(\.id) == [1, 2])
            for text in ["+", "?!"] {
                await driver.filter(text)
                #expect(driver.problem.hasPrefix("\"\(text)\" has no letter or digit to look for; type "))
                #expect(driver.problem.contains(" with words or +tags ("))
                #expect(driver.rows.map(\.id) == [1, 2])
            }
            await driver.clearFilter()
            #expect(driver.rows.map(\.id) == [1, 2, 3])
        },
        SharedPresenterBehaviour("a blank filter shows every item again") {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let driver = await front.start(store: store)
            await driver.filter("+shopping")
            #expect(driver.rows.map(\.id) == [2])
            #expect(driver.screen.contains("Showing items matching +shopping"))
            await driver.filter("")
            #expect(driver.problem == "")
            #expect(driver.rows.map(\.id) == [1, 2, 3])
            #expect(!driver.screen.contains("Showing items matching"))
        },
        SharedPresenterBehaviour("+words in an added name become the new item's tags") {
            (front: any FrontDriver.Type) async throws in
            let store = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Buy bread +shopping +Home")
            await driver.submitDue("today")
            let item = try await store.item(id: 1)
            #expect(item.title == "Buy bread" && item.tags == ["Home", "shopping"])
            #expect(driver.rows == [ShownRow("Today", 1, "Buy bread +Home +shopping")])
        },
        SharedPresenterBehaviour("a higher priority comes first within its day, marked") {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy milk", "2026-11-19")])
            _ = try await store.add(
                NewTodoItem(
                    title: "Pay rent", due: Fixtures.day("2026-11-19"),
                    created: Date(timeIntervalSince1970: 1_793_491_200),
                    priority: .high))
            let driver = await front.start(store: store)
            #expect(driver.rows == [ShownRow("Today", 2, "!!! Pay rent"), ShownRow("Today", 1, "Buy milk")])
        },
    ]

    /// Pay rent (+home, a day late), Buy milk (+home +shopping, today), Call mum (tomorrow).
    static func tagged() async throws -> any TodoStore {
        let store = InMemoryTodoStore()
        let added = Date(timeIntervalSince1970: 1_793_491_200)
        for (title, due, tags) in [
            ("Pay rent", "2026-11-18", ["home"]), ("Buy milk", "2026-11-19", ["home", "shopping"]),
            ("Call mum", "2026-11-20", []),
        ] {
            _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: added, tags: tags))
        }
        return store
    }
}
