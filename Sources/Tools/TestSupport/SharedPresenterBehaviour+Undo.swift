import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// Undo: each kind of change, several steps back, and the end of the journal.
    static let undoBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("undo walks back through deletes, completions and adds") {
            (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            for title in ["A", "B", "C"] {
                await driver.beginAdd()
                await driver.typeName(title)
                await driver.submitDue("today")
            }
            await driver.complete([1])
            await driver.delete([2])
            #expect(driver.rows == [ShownRow("Today", 3, "C")])
            await driver.undo()
            #expect(driver.message == "Undid delete: 2 B is back.")
            #expect(driver.rows == [ShownRow("Today", 2, "B"), ShownRow("Today", 3, "C")])
            await driver.undo()
            #expect(driver.message == "Undid done: 1 A is open again.")
            #expect(driver.rows == [ShownRow("Today", 1, "A"), ShownRow("Today", 2, "B"), ShownRow("Today", 3, "C")])
            for expected in [
                "Undid adding 3 C; it is gone.", "Undid adding 2 B; it is gone.", "Undid adding 1 A; it is gone.",
            ] {
                await driver.undo()
                #expect(driver.message == expected)
            }
            #expect(driver.rows.isEmpty)
            await driver.undo()
            #expect(driver.problem == "there is nothing to undo")
            await driver.beginAdd()
            await driver.typeName("D")
            await driver.submitDue("today")
            #expect(driver.rows == [ShownRow("Today", 4, "D")])
        },
        SharedPresenterBehaviour("undo reverts a change another process made") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            _ = try await store.delete(ids: [1, 2])
            await driver.undo()
            #expect(driver.message == "Undid delete: 1 Pay rent, 2 Buy milk are back.")
            #expect(driver.rows == weekRows)
        },
    ]
}
