import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// Which list is on show, decided once in the List module: a filter searches the open
    /// items unless the completed ones are asked for, and a change shows the open items,
    /// even from the completed list (issue 31, item 14).
    static let listOnShowBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour(
            "after the completed list a filter searches the open items", needs: [.doneList]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy bread", "2026-11-19"), ("Bake bread", "2026-11-18")])
            try await complete(store, [(2, "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.showDone("")
            #expect(driver.rows == [ShownRow("Done", 2, "Bake bread", "Wed 18 Nov")])
            await driver.filter("bread")
            #expect(driver.rows == [ShownRow("Today", 1, "Buy bread")])
            #expect(driver.screen.contains("Showing items matching bread"))
            #expect(driver.problem == "")
        },
        SharedPresenterBehaviour(
            "a change made from the completed list shows the open items", needs: [.doneList]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.showDone("")
            #expect(driver.screen.contains("Nothing done yet."))
            await driver.complete([2])
            #expect(driver.message == "Done: 2 Buy milk")
            #expect(driver.rows == weekRows.filter { $0.id != 2 })
            await driver.showDone("")
            #expect(driver.rows == [ShownRow("Done", 2, "Buy milk", "Thu 19 Nov")])
            await driver.undo()
            #expect(driver.message == "Undid done: 2 Buy milk is open again.")
            #expect(driver.rows == weekRows)
            #expect(!driver.screen.contains("Nothing done yet."))
        },
        SharedPresenterBehaviour(
            "a change made from the filtered completed list shows the open items with the filter kept",
            needs: [.doneList, .reopening, .itemNumbers]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            try await complete(store, [(2, "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.showDone("+home")
            #expect(driver.rows == [ShownRow("Done", 2, "Buy milk +home +shopping", "Wed 18 Nov")])
            await driver.reopen([2])
            #expect(driver.message == "Open again: 2 Buy milk")
            #expect(
                driver.rows == [
                    ShownRow("Overdue", 1, "Pay rent +home", "1 day late"),
                    ShownRow("Today", 2, "Buy milk +home +shopping"),
                ])
        },
    ]
}
