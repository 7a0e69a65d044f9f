import AppCore
import Foundation
import Testing

extension SharedPresenterBehaviour {
    /// Two policies every front follows, decided in AppCore (Docs/Decisions.md): completing
    /// a done item is refused as reopening an open one is, changing nothing; and a change
    /// on a list whose database is not there yet (a first day) finds nothing and makes none.
    static let alreadySoBehaviours: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour(
            "completing a done item is refused and changes nothing, as reopening an open one is",
            needs: [.itemNumbers]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            let first = try await store.complete(id: 3, at: TodoStoreContract.now)
            let driver = await front.start(store: store)
            await driver.complete([3])
            #expect(driver.problem == "item 3 is done already, so there is nothing to complete; nothing was changed")
            #expect(driver.message == "")
            #expect(driver.rows == weekRows.filter { $0.id != 3 })
            #expect(try await store.item(id: 3).completed == first.completed)
        },
        SharedPresenterBehaviour(
            "completing several items of which one is done changes none of them",
            needs: [.itemNumbers, .severalItemsAtOnce]
        ) {
            (front: any FrontDriver.Type) async throws in
            let store = try await week()
            _ = try await store.complete(id: 3, at: TodoStoreContract.now)
            let driver = await front.start(store: store)
            await driver.complete([2, 3])
            #expect(driver.problem == "item 3 is done already, so there is nothing to complete; nothing was changed")
            #expect(driver.rows == weekRows.filter { $0.id != 3 })
            #expect(try await store.item(id: 2).completed == nil)
        },
        SharedPresenterBehaviour("a change on a first-day list that has no database finds nothing and makes none") {
            (front: any FrontDriver.Type) async throws in
            let created = Flag()
            let missing = OnDemandTodoStore(
                location: "/nowhere/todo.sqlite", mayCreate: false, exists: { false },
                opening: { _ in
                    created.set()
                    return InMemoryTodoStore()
                })
            let driver = await front.start(store: missing)
            #expect(driver.rows.isEmpty)
            await driver.undo()
            #expect(driver.problem != "" || driver.message != "")
            await driver.complete([1])
            await driver.delete([1])
            #expect(!created.isSet)
            #expect(missing.openedStore == nil)
            #expect(driver.rows.isEmpty)
        },
    ]
}

/// A flag set once, read from any thread (the store's opening runs off the main actor).
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
