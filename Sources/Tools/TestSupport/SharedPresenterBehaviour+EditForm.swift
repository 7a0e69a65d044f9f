import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// The edit's tags and priority fields (its repeat field: ``recurrenceBehaviours``):
    /// values set and taken away, and wrong values refused with the reason, changing
    /// nothing.
    static let editFormBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("an edit gives the item the tags asked for in place of its own, or none") {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let driver = await front.start(store: store)
            await driver.setTags(2, ["errands", "shopping"])
            #expect(driver.problem == "")
            #expect(try await store.item(id: 2).tags == ["errands", "shopping"])
            #expect(driver.rows.contains(ShownRow("Today", 2, "Buy milk +errands +shopping")))
            await driver.filter("+home")
            #expect(driver.rows.map(\.id) == [1])
            await driver.clearFilter()
            await driver.setTags(2, [])
            #expect(driver.problem == "")
            #expect(try await store.item(id: 2).tags == [])
            #expect(driver.rows.contains(ShownRow("Today", 2, "Buy milk")))
            await driver.undo()
            #expect(try await store.item(id: 2).tags == ["errands", "shopping"])
        },
        SharedPresenterBehaviour(
            "an edit sets the priority, which puts the item first in its day, and none takes it away"
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy milk", "2026-11-19"), ("Pay rent", "2026-11-19")])
            let driver = await front.start(store: store)
            await driver.setPriority(2, "high")
            #expect(driver.problem == "")
            #expect(try await store.item(id: 2).priority == .high)
            #expect(driver.rows == [ShownRow("Today", 2, "!!! Pay rent"), ShownRow("Today", 1, "Buy milk")])
            await driver.setPriority(2, "none")
            #expect(driver.problem == "")
            #expect(try await store.item(id: 2).priority == nil)
            #expect(driver.rows == [ShownRow("Today", 1, "Buy milk"), ShownRow("Today", 2, "Pay rent")])
        },
        SharedPresenterBehaviour("a wrong tag or priority is refused with the reason and changes nothing") {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            let before = try await store.allItems()
            let driver = await front.start(store: store)
            let shown = driver.rows
            await driver.setTags(2, ["home:work"])
            #expect(
                driver.problem
                    == "the tag \"home:work\" holds \":\", which a tag may not; "
                    + "use letters, digits and - _ . / + # @ only, such as home-work")
            #expect(try await store.allItems() == before)
            await driver.abandonEdit()
            #expect(driver.rows == shown)
            await driver.setPriority(1, "urgent")
            #expect(driver.problem == "\"urgent\" is not a priority; write high, medium, low or none (or h, m, l)")
            #expect(try await store.allItems() == before)
            await driver.abandonEdit()
            #expect(driver.rows == shown)
        },
    ]
}
