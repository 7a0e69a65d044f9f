import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// The List module: rows, completing, reopening, deleting, the Later and Someday
    /// sections, wrong numbers, changes made elsewhere, a new day, scrolling.
    static let listBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("nothing due shows the nothing-due message") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: InMemoryTodoStore())
            #expect(driver.rows.isEmpty)
            #expect(driver.screen.contains("Nothing due until the end of next week."))
        },
        SharedPresenterBehaviour("the list shows each row under its section with its number and day") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("completing an item takes its row away and says so") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.complete([2])
            #expect(driver.message == "Done: 2 Buy milk")
            #expect(driver.rows == weekRows.filter { $0.id != 2 })
            #expect(try await store.openItems(dueIn: .all).map(\.id) == [1, 3, 4])
        },
        SharedPresenterBehaviour("several items complete in one step", needs: [.severalItemsAtOnce]) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.complete([4, 1])
            #expect(driver.message == "Done: 4 Party, 1 Pay rent")
            #expect(driver.rows == weekRows.filter { ![1, 4].contains($0.id) })
            await driver.undo()
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("a done item can be reopened", needs: [.reopening, .itemNumbers]) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.complete(id: 3, at: TodoStoreContract.now)
            let driver = await front.start(store: store)
            #expect(driver.rows == weekRows.filter { $0.id != 3 })
            await driver.reopen([3])
            #expect(driver.message == "Open again: 3 Call mum")
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour(
            "reopening an open item is refused and changes nothing", needs: [.reopening, .itemNumbers]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.reopen([3])
            #expect(driver.problem == "item 3 is not done, so there is nothing to reopen; nothing was changed")
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("deleting an item takes its row away and says undo brings it back") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.delete([3])
            #expect(driver.message == "Deleted: 3 Call mum (undo brings it back)")
            #expect(driver.rows == weekRows.filter { $0.id != 3 })
            #expect(try await store.allItems().map(\.id) == [1, 2, 4])
        },
        SharedPresenterBehaviour("an unknown number is reported and nothing changes", needs: [.itemNumbers]) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.complete([99])
            #expect(driver.problem == "there is no item 99; list the items to see their numbers")
            await driver.delete([2, 98, 99])
            #expect(
                driver.problem
                    == "there are no items 98 and 99; nothing was changed; list the items to see their numbers")
            #expect(driver.rows == weekRows)
            #expect(try await store.allItems().count == 4)
        },
        SharedPresenterBehaviour("the Later section shows items due after next week when asked") {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy milk", "2026-11-19"), ("Renew passport", "2027-01-08")])
            let driver = await front.start(store: store)
            #expect(driver.rows == [ShownRow("Today", 1, "Buy milk")])
            await driver.toggleLater()
            #expect(
                driver.rows == [
                    ShownRow("Today", 1, "Buy milk"), ShownRow("Later", 2, "Renew passport", "Fri 8 Jan 2027"),
                ])
            await driver.toggleLater()
            #expect(driver.rows == [ShownRow("Today", 1, "Buy milk")])
        },
        SharedPresenterBehaviour("an item for someday is listed only with the Later section, under Someday") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            // Added elsewhere: an item added on this front is shown at once, Someday opened
            // for it (addedItemBehaviours).
            _ = try await store.add(
                NewTodoItem(title: "Learn the cello", due: nil, created: Date(timeIntervalSince1970: 1_793_491_200)))
            let driver = await front.start(store: store)
            #expect(driver.rows == weekRows)
            await driver.toggleLater()
            #expect(driver.rows == weekRows + [ShownRow("Someday", 5, "Learn the cello")])
        },
        SharedPresenterBehaviour("a change made by another process is shown") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            _ = try await store.add(
                NewTodoItem(title: "From elsewhere", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
            _ = try await store.delete(id: 1)
            await driver.noticeChangesMadeElsewhere()
            #expect(
                driver.rows == Array(weekRows.dropFirst().prefix(1)) + [ShownRow("Today", 5, "From elsewhere")]
                    + weekRows.suffix(2))
        },
        SharedPresenterBehaviour("a list left open past midnight moves to the new day") {
            (front: any FrontDriver.Type) async throws in
            let time = MovableClock("2026-11-19", time: "23:59:50")
            let driver = await front.start(store: try await week(), clock: time.clock)
            #expect(driver.rows == weekRows)
            time.set("2026-11-20", time: "00:00:10")
            await driver.noticeChangesMadeElsewhere()
            #expect(
                driver.rows == [
                    ShownRow("Overdue", 1, "Pay rent", "2 days late"), ShownRow("Overdue", 2, "Buy milk", "1 day late"),
                    ShownRow("Today", 3, "Call mum"), ShownRow("Next Week", 4, "Party", "Saturday"),
                ])
        },
        SharedPresenterBehaviour("the end of a long list can be reached", needs: [.scrolling]) {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded((1...300).map { ("Task \($0)", "2026-11-19") })
            let driver = await front.start(store: store)
            #expect(driver.rows.first == ShownRow("Today", 1, "Task 1"))
            #expect(!driver.rows.contains { $0.id == 300 })
            await driver.scrollToBottom()
            // (The section's title may have scrolled out of view.)
            #expect(driver.rows.last?.id == 300 && driver.rows.last?.title == "Task 300")
        },
    ]
}
