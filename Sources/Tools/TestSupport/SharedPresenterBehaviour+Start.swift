import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// Hidden until (issue 33): an item that starts after today stays out of the upcoming
    /// list, filtered or not, until its start day; the list of every item shows it with its
    /// start day; an edit sets and takes away a start day; the item shows it.
    static let startBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("an item that starts later is out of the upcoming list until its start day") {
            (front: any FrontDriver.Type) async throws in
            let time = MovableClock("2026-11-19", time: "09:30:00")
            let store = try await startingLater()
            let driver = await front.start(store: store, clock: time.clock)
            #expect(driver.rows == [ShownRow("Today", 1, "Buy milk")])
            await driver.toggleLater()
            #expect(
                driver.rows == [
                    ShownRow("Today", 1, "Buy milk"),
                    ShownRow("Next Week", 2, "Renew passport", "Wednesday, starts Monday 23 November"),
                ])
            await driver.toggleLater()
            time.set("2026-11-23", time: "09:30:00")
            await driver.noticeChangesMadeElsewhere()
            #expect(
                driver.rows == [
                    ShownRow("Overdue", 1, "Buy milk", "4 days late"),
                    ShownRow("Later This Week", 2, "Renew passport", "Wednesday"),
                ])
        },
        SharedPresenterBehaviour("a filter leaves out an item that starts later too") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await startingLater())
            await driver.filter("passport")
            #expect(driver.rows.isEmpty)
            await driver.clearFilter()
            await driver.toggleLater()
            await driver.filter("passport")
            #expect(driver.rows.map(\.id) == [2])
        },
        SharedPresenterBehaviour("an edit sets a start day, which hides the item, and none shows it again") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.setStart(3, "mon")
            #expect(try await store.item(id: 3).start == Fixtures.day("2026-11-23"))
            #expect(!driver.rows.contains { $0.id == 3 })
            // Hidden: the list of every item shows it, to take the start day away.
            await driver.toggleLater()
            #expect(driver.rows.contains(ShownRow("Tomorrow", 3, "Call mum", "Friday, starts Monday 23 November")))
            await driver.setStart(3, "none")
            #expect(try await store.item(id: 3).start == nil)
            await driver.undo()
            #expect(try await store.item(id: 3).start == Fixtures.day("2026-11-23"))
        },
        SharedPresenterBehaviour("a start day with a time of day is refused and changes nothing") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.setStart(3, "mon 9am")
            #expect(driver.problem.contains("a start is a whole day"))
            await driver.abandonEdit()
            #expect(try await store.item(id: 3).start == nil)
        },
        SharedPresenterBehaviour("an item shows the day it starts") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await startingLater())
            await driver.toggleLater()
            await driver.open(2)
            #expect(driver.screen.contains("Starts") && driver.screen.contains("Monday 23 November 2026 (hidden"))
        },
    ]

    /// Buy milk (today), and Renew passport, due Wednesday 25 November 2026 and
    /// starting on Monday 23 November.
    static func startingLater() async throws -> any TodoStore {
        let store = try await seeded([("Buy milk", "2026-11-19")])
        _ = try await store.add(
            NewTodoItem(
                title: "Renew passport", due: Fixtures.day("2026-11-25"),
                created: Date(timeIntervalSince1970: 1_793_491_200),
                start: Fixtures.day("2026-11-23")))
        return store
    }
}
