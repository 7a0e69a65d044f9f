import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// Rules on a day's place in the month and series that end (issue 31): the Add form's
    /// due field, an edit's due field and the repeat field take the same words on every front.
    static let recurrenceEndsBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("rent added due at the end of the month to repeat monthly stays on the last day") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store, clock: Fixtures.clock("2026-11-27"))
            await driver.beginAdd()
            await driver.typeName("Pay rent")
            await driver.submitDue("eom every month")
            let rent = try await store.item(id: 1)
            #expect(rent.due == Fixtures.day("2026-11-30") && rent.recurrence?.canonical == "1 month on the last day")
            await driver.complete([1])
            #expect(driver.message == "Done: 1 Pay rent. Next: 2 Pay rent, due Thursday 31 December 2026.")
        },
        SharedPresenterBehaviour("the repeat field takes a place in the month and an end, moving the due day to it") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.setRepeat(3, every: "month on the first tuesday 3 times")
            #expect(driver.problem == "")
            let item = try await store.item(id: 3)
            #expect(item.due == Fixtures.day("2026-12-01"))
            #expect(item.recurrence?.canonical == "1 month on the first tuesday 3 times")
        },
        SharedPresenterBehaviour("an edit's due date may end in a rule with an end; a series' last time adds nothing") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.edit(3, title: nil, due: "fri every week 1 time", note: nil)
            #expect(driver.problem == "")
            #expect(try await store.item(id: 3).recurrence?.canonical == "1 week 1 time")
            await driver.complete([3])
            #expect(driver.message == "Done: 3 Call mum. Its series has ended: nothing comes next.")
            #expect(try await store.allItems().count == 4)
        },
    ]
}
