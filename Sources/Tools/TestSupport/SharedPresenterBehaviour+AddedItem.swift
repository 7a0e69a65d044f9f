import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// After an add, the new item is shown and selected (Docs/Decisions.md, "after an add,
    /// the new item is shown"): the Later or Someday section opened for it, a filter that
    /// hides it taken off; a front without a list after an add says what it added.
    static let addedItemBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("adding an item due after next week says so with its day") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await add("Renew passport", due: "2026-12-15", on: driver)
            #expect(driver.message == "Added 5: Renew passport, due Tuesday 15 December 2026")
            #expect(try await store.item(id: 5).due == Fixtures.day("2026-12-15"))
        },
        SharedPresenterBehaviour(
            "an item added due after next week is shown in the Later section opened for it",
            needs: [.showingTheListAfterAnAdd]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await add("Renew passport", due: "2026-12-15", on: driver)
            #expect(driver.isOnList)
            #expect(driver.rows == weekRows + [ShownRow("Later", 5, "Renew passport", "Tue 15 Dec")])
            // The Later section stays open until it is hidden again.
            await driver.toggleLater()
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour(
            "an item added with no due day is shown in the Someday section opened for it",
            needs: [.showingTheListAfterAnAdd]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await add("Learn the cello", due: "someday", on: driver)
            #expect(driver.message == "Added 5: Learn the cello, due someday")
            #expect(try await store.item(id: 5).due == nil)
            #expect(driver.rows == weekRows + [ShownRow("Someday", 5, "Learn the cello")])
        },
        SharedPresenterBehaviour(
            "an item added that the filter on would hide is shown, the filter taken off",
            needs: [.showingTheListAfterAnAdd]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.add(
                NewTodoItem(
                    title: "Water plants", due: Fixtures.day("2026-11-20"),
                    created: Date(timeIntervalSince1970: 1_793_491_200), tags: ["home"]))
            let driver = await front.start(store: store)
            await driver.filter("+home")
            #expect(driver.rows.map(\.id) == [5])
            await add("Book the dentist", due: "tomorrow", on: driver)
            #expect(driver.rows.map(\.id) == [1, 2, 3, 5, 6, 4])
            #expect(!driver.screen.contains("Showing items matching"))
        },
        SharedPresenterBehaviour(
            "an item added that the filter on matches is shown with the filter kept",
            needs: [.showingTheListAfterAnAdd]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.filter("milk")
            await add("Buy milk for Ana", due: "tomorrow", on: driver)
            #expect(driver.rows == [weekRows[1], ShownRow("Tomorrow", 5, "Buy milk for Ana", "Friday")])
        },
        SharedPresenterBehaviour("an item added is selected", needs: [.selectingRows, .showingTheListAfterAnAdd]) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            #expect(driver.selectedItem == 1)
            await add("Book the dentist", due: "tomorrow", on: driver)
            #expect(driver.selectedItem == 5)
            await add("Renew passport", due: "2026-12-15", on: driver)
            #expect(driver.selectedItem == 6)
            #expect(driver.rows.last == ShownRow("Later", 6, "Renew passport", "Tue 15 Dec"))
        },
    ]

    /// Adds an item through the front's Add form (its command, on the one-shot front).
    @MainActor
    private static func add(_ name: String, due: String, on driver: any FrontDriver) async {
        await driver.beginAdd()
        await driver.typeName(name)
        await driver.submitDue(due)
    }
}
