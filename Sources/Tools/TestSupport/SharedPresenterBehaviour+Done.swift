import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// The completed items and the tags: `list --done` (most recently completed first, the
    /// day each was done, filtered, or saying there is none) and the tag list (every tag of
    /// an open item with its count, or saying there is none).
    static let doneAndTagBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour(
            "the completed list shows the most recently completed first, each with the day it was done",
            needs: [.doneList]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            try await complete(store, [(2, "2026-11-16"), (1, "2026-11-18"), (4, "2026-11-17")])
            let driver = await front.start(store: store)
            #expect(driver.rows == [weekRows[2]])
            await driver.showDone("")
            #expect(
                driver.rows == [
                    ShownRow("Done", 1, "Pay rent", "Wed 18 Nov"), ShownRow("Done", 4, "Party", "Tue 17 Nov"),
                    ShownRow("Done", 2, "Buy milk", "Mon 16 Nov"),
                ])
            #expect(driver.problem == "")
            await driver.clearFilter()
            #expect(driver.rows == [weekRows[2]])
        },
        SharedPresenterBehaviour(
            "a filter applies to the completed list, and one matching nothing says so", needs: [.doneList]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await tagged()
            try await complete(store, [(1, "2026-11-17"), (2, "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.showDone("+shopping")
            #expect(driver.rows == [ShownRow("Done", 2, "Buy milk +home +shopping", "Wed 18 Nov")])
            #expect(driver.screen.contains("Showing done items matching +shopping"))
            await driver.showDone("RENT")
            #expect(driver.rows == [ShownRow("Done", 1, "Pay rent +home", "Tue 17 Nov")])
            await driver.showDone("zebra")
            #expect(driver.rows.isEmpty)
            #expect(driver.screen.contains("No done items match zebra."))
            await driver.clearFilter()
            #expect(driver.rows == [ShownRow("Tomorrow", 3, "Call mum", "Friday")])
        },
        SharedPresenterBehaviour("an empty completed list says so", needs: [.doneList]) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.showDone("")
            #expect(driver.rows.isEmpty)
            #expect(driver.screen.contains("Nothing done yet."))
            #expect(driver.problem == "")
        },
        SharedPresenterBehaviour("the tag list shows every tag of an open item with how many open items carry it") {
            (front: any FrontDriver.Type) async throws in
            let store = InMemoryTodoStore()
            for (title, due, tags) in [
                ("Buy milk", "2026-11-19", ["shopping", "home"]), ("Fix the tap", "2026-11-20", ["Home"]),
                ("Renew passport", "2027-01-08", ["papers", "Errands"]), ("Pay the rent", "2026-11-19", ["bills"]),
            ] {
                _ = try await store.add(
                    NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now, tags: tags))
            }
            try await complete(store, [(4, "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.showTags()
            #expect(
                driver.tags == [
                    ShownTag("+Errands", 1), ShownTag("+home", 2), ShownTag("+papers", 1), ShownTag("+shopping", 1),
                ])
            #expect(driver.problem == "")
        },
        SharedPresenterBehaviour("with no tag on an open item the tag list says so") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.add(
                NewTodoItem(
                    title: "Pay the rent", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now,
                    tags: ["bills"]))
            try await complete(store, [(5, "2026-11-18")])
            let driver = await front.start(store: store)
            await driver.showTags()
            #expect(driver.tags.isEmpty)
            #expect(driver.message == "No open item has a tag; a +word in an item's name becomes one.")
            #expect(driver.problem == "")
        },
    ]

    /// Completes each item on its day (at 10:00 UTC), as if done then.
    static func complete(_ store: any TodoStore, _ items: [(Int64, String)]) async throws {
        let utc = TimeZone(identifier: "UTC") ?? .current
        for (id, day) in items {
            _ = try await store.complete(id: id, at: Fixtures.day(day).start(in: utc).addingTimeInterval(36_000))
        }
    }
}
