import AppCore
import Testing

extension SharedPresenterBehaviour {
    /// Redo: what undo reverted comes back in turn, until a new change clears it.
    static let redoBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("redo re-applies what undo reverted, in turn, then says there is nothing left") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.delete([1])
            await driver.complete([2])
            await driver.undo()
            await driver.undo()
            #expect(driver.rows == weekRows)
            await driver.redo()
            #expect(driver.message == "Redid delete: 1 Pay rent is deleted again (undo brings it back).")
            #expect(driver.rows == Array(weekRows.dropFirst()))
            await driver.redo()
            #expect(driver.message == "Redid done: 2 Buy milk is done again.")
            #expect(driver.rows == Array(weekRows.dropFirst(2)))
            await driver.redo()
            #expect(
                driver.problem
                    == "there is nothing to redo; redo re-applies a change that undo reverted, until a new change is made"
            )
        },
        SharedPresenterBehaviour("a new change clears what could be redone") {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let driver = await front.start(store: store)
            await driver.delete([1])
            await driver.undo()
            await driver.complete([2])
            await driver.redo()
            #expect(driver.problem.hasPrefix("there is nothing to redo"))
            #expect(driver.rows == [weekRows[0]] + Array(weekRows.dropFirst(2)))
        },
    ]
}
