import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// Postponing (issue 33): by a day, by a span, to a weekday, from today when overdue, a
    /// series moving with its item; one undo step; a span it cannot read changes nothing.
    static let postponeBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("postponing moves an item a day from its due day, and undo moves it back") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.postpone(3, by: "")
            #expect(driver.message == "Postponed 3 Call mum to Saturday 21 November 2026")
            #expect(driver.rows.contains(ShownRow("Later This Week", 3, "Call mum", "Saturday")))
            await driver.undo()
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("an overdue item is postponed counting from today") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.postpone(1, by: "3d")
            #expect(driver.message == "Postponed 1 Pay rent to Sunday 22 November 2026")
            #expect(driver.rows.first == weekRows[1])
        },
        SharedPresenterBehaviour("postponing to a weekday moves to the next such day after the due day") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.postpone(3, by: "fri")
            #expect(driver.message == "Postponed 3 Call mum to Friday 27 November 2026")
            #expect(driver.rows.contains(ShownRow("Next Week", 3, "Call mum", "Friday")))
        },
        SharedPresenterBehaviour("a repeating item's series moves with it when it is postponed") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let day = Fixtures.day("2026-11-20")
            _ = try await store.add(
                NewTodoItem(
                    title: "Water plants", due: day, created: Date(timeIntervalSince1970: 1_793_491_200),
                    recurrence: Recurrence(.interval(count: 1, unit: .week), startingOn: day)))
            let driver = await front.start(store: store)
            await driver.postpone(1, by: "2d")
            #expect(try await store.item(id: 1).due == Fixtures.day("2026-11-22"))
            await driver.complete([1])
            let next = try await store.allItems().first { $0.id == 2 }
            #expect(next?.due == Fixtures.day("2026-11-29"))
        },
        SharedPresenterBehaviour("a postponed item keeps its time of day, and the message says it") {
            (front: any FrontDriver.Type) async throws in
            let store = try await timed()
            let driver = await front.start(store: store)
            await driver.postpone(1, by: "")
            #expect(driver.message == "Postponed 1 Dentist to Saturday 21 November 2026 at 09:00")
            #expect(try await store.item(id: 1).dueTime == TimeOfDay(hour: 9, minute: 0))
        },
        SharedPresenterBehaviour(
            "postponing several items names the time each keeps", needs: [.actingOnAFilter]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await timed())
            await driver.postponeMatching("+errand", by: "1w")
            #expect(
                driver.message
                    == "Postponed 2 items matching +errand to Friday 27 November 2026: 2 Buy milk, 1 Dentist at 09:00")
        },
        SharedPresenterBehaviour("a span postpone cannot read is refused, and nothing moves") {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await week())
            await driver.postpone(2, by: "-1d")
            #expect(driver.problem.hasPrefix("\"-1d\" moves back, and postpone moves later"))
            #expect(driver.rows == weekRows)
        },
        SharedPresenterBehaviour("an item without a due day is not postponed by number", needs: [.itemNumbers]) {
            (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy milk", "2026-11-19")])
            _ = try await store.add(NewTodoItem(title: "Read a book", due: nil, created: Date()))
            let driver = await front.start(store: store)
            await driver.postpone(2, by: "")
            #expect(driver.problem.hasPrefix("2 Read a book has no due day to move"))
            #expect(try await store.item(id: 2).due == nil)
        },
    ]

    /// Two items due Friday 20 November 2026 tagged errand: 1 Dentist at 09:00, 2 Buy milk
    /// without a time.
    private static func timed() async throws -> any TodoStore {
        let store: any TodoStore = InMemoryTodoStore()
        for (title, time) in [("Dentist", TimeOfDay(hour: 9, minute: 0)), ("Buy milk", nil)] {
            _ = try await store.add(
                NewTodoItem(
                    title: title, due: Fixtures.day("2026-11-20"), created: Date(timeIntervalSince1970: 1_793_491_200),
                    tags: ["errand"], dueTime: time))
        }
        return store
    }

    /// Acting on every item a filter matches (issue 33): each item said, one undo step, and
    /// a filter that matches nothing changes nothing and says so.
    static let filterActionBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour(
            "done with a filter completes every open item it matches, saying each, in one undo step",
            needs: [.actingOnAFilter]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await tagged())
            await driver.completeMatching("+home")
            #expect(driver.message == "Done, 2 items matching +home: 1 Pay rent, 2 Buy milk")
            #expect(driver.rows == [ShownRow("Tomorrow", 3, "Call mum", "Friday")])
            await driver.undo()
            #expect(driver.rows.map(\.id) == [1, 2, 3])
        },
        SharedPresenterBehaviour(
            "a filter that matches nothing changes nothing and says so", needs: [.actingOnAFilter]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await tagged())
            await driver.completeMatching("zebra")
            #expect(driver.problem == "no open item matches zebra, so nothing was changed")
            #expect(driver.rows.map(\.id) == [1, 2, 3])
        },
        SharedPresenterBehaviour(
            "postpone with a filter moves each match, an overdue one from today", needs: [.actingOnAFilter]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await tagged())
            await driver.postponeMatching("+home", by: "1w")
            #expect(
                driver.message
                    == "Postponed 2 items matching +home to Thursday 26 November 2026: 1 Pay rent, 2 Buy milk")
            #expect(driver.rows.map(\.id) == [3, 1, 2])
        },
        SharedPresenterBehaviour(
            "delete with a filter deletes each match, and undo brings them back", needs: [.actingOnAFilter]
        ) {
            (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: try await tagged())
            await driver.deleteMatching("+shopping")
            #expect(driver.message == "Deleted 1 item matching +shopping (undo brings it back): 2 Buy milk")
            #expect(driver.rows.map(\.id) == [1, 3])
            await driver.undo()
            #expect(driver.rows.map(\.id) == [1, 2, 3])
        },
    ]
}
