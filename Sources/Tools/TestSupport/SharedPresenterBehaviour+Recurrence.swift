import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// Items that come back (issue 15): a rule given in the Add form or by an edit, the row
    /// mark, exactly one next occurrence per completion, undo, and delete of one occurrence.
    static let recurrenceBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("an item added to repeat every week comes back once when done, and undo takes it away")
        {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Water the plants")
            await driver.submitDue("fri every week")
            #expect(driver.rows == [ShownRow("Tomorrow", 1, "Water the plants ~weekly", "Friday")])
            await driver.complete([1])
            #expect(
                driver.message == "Done: 1 Water the plants. Next: 2 Water the plants, due Friday 27 November 2026.")
            #expect(driver.rows.map(\.id) == [2])
            #expect(driver.rows.map(\.title) == ["Water the plants ~weekly"])
            let next = try await store.item(id: 2)
            #expect(next.due == Fixtures.day("2026-11-27") && next.recurrence?.pattern.canonical == "1 week")
            await driver.undo()
            #expect(driver.message == "Undid done: 1 Water the plants is open again; the next occurrence 2 is gone.")
            #expect(driver.rows == [ShownRow("Tomorrow", 1, "Water the plants ~weekly", "Friday")])
            #expect(try await store.allItems().map(\.id) == [1])
        },
        SharedPresenterBehaviour("a rule given by an edit makes done add the next one; none stops the series") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.setRepeat(3, every: "2 weeks")
            #expect(try await store.item(id: 3).recurrence?.pattern.canonical == "2 weeks")
            #expect(driver.rows.contains(ShownRow("Tomorrow", 3, "Call mum ~2w", "Friday")))
            await driver.setRepeat(3, every: "week")
            #expect(driver.rows.contains(ShownRow("Tomorrow", 3, "Call mum ~weekly", "Friday")))
            await driver.complete([3])
            #expect(try await store.item(id: 5).due == Fixtures.day("2026-11-27"))
            await driver.setRepeat(5, every: "none")
            #expect(try await store.item(id: 5).recurrence == nil)
            await driver.complete([5])
            #expect(try await store.allItems().map(\.id) == [1, 2, 3, 4, 5])
        },
        SharedPresenterBehaviour("a rule that cannot be read is explained and nothing changes") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.setRepeat(3, every: "fortnightly")
            #expect(driver.problem.hasPrefix("cannot read the repeat rule \"fortnightly\""))
            #expect(try await store.item(id: 3).recurrence == nil)
        },
        SharedPresenterBehaviour(
            "deleting a repeating item deletes that occurrence only and says how to end the series"
        ) {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let due = Fixtures.day("2026-11-20")
            _ = try await store.add(
                NewTodoItem(
                    title: "Pay rent", due: due, created: TodoStoreContract.now,
                    recurrence: Recurrence(.interval(count: 1, unit: .month), startingOn: due)))
            let driver = await front.start(store: store)
            await driver.delete([1])
            #expect(
                driver.message
                    == "Deleted: 1 Pay rent (undo brings it back). Only this occurrence: the series goes on. "
                    + "Next: 2 Pay rent, due Sunday 20 December 2026; to end it, edit 2 --every none.")
            #expect(try await store.allItems().map(\.id) == [2])
            await driver.undo()
            #expect(try await store.allItems().map(\.id) == [1])
        },
    ]
}
