import AppCore
import Foundation
import Testing

/// One behaviour of the shared List and Add presenters, written once and checked on every
/// front through its `FrontDriver`. A behaviour added to ``all`` runs on both fronts.
public struct SharedPresenterBehaviour: Sendable, CustomTestStringConvertible {
    /// What the behaviour is, as a test name.
    public let name: String
    private let body: @MainActor @Sendable (any FrontDriver.Type) async throws -> Void

    init(_ name: String, _ body: @escaping @MainActor @Sendable (any FrontDriver.Type) async throws -> Void) {
        self.name = name
        self.body = body
    }

    public var testDescription: String { name }

    /// Checks the behaviour on the front `driver` drives.
    @MainActor
    public func check(on driver: any FrontDriver.Type) async throws {
        try await body(driver)
    }

    private static func seeded(_ items: [(String, String)]) async throws -> any TodoStore {
        let store = InMemoryTodoStore()
        for (title, due) in items {
            _ = await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: TodoStoreContract.now))
        }
        return store
    }

    /// Every shared behaviour.
    public static let all: [SharedPresenterBehaviour] = [
        SharedPresenterBehaviour("nothing due shows the nothing-due message") { (front: any FrontDriver.Type) async throws in
            let driver = await front.start(store: InMemoryTodoStore())
            #expect(driver.screen.contains("Nothing due until the end of next week."))
        },
        SharedPresenterBehaviour("sections come in order with their day labels") { (front: any FrontDriver.Type) async throws in
            let store = try await seeded([
                ("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20"), ("Party", "2026-11-28"),
            ])
            let driver = await front.start(store: store)
            let screen = driver.screen
            let order = ["Overdue", "Today", "Tomorrow", "Next Week"].map { screen.range(of: $0)?.lowerBound }
            #expect(order.allSatisfy { $0 != nil })
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
            for label in ["1 day late", "Friday", "Saturday"] { #expect(screen.contains(label)) }
            #expect(driver.listShows(id: 2, title: "Buy milk"))
        },
        SharedPresenterBehaviour("add then save shows the new item in the list") { (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Buy milk")
            await driver.submitDue("tomorrow")
            #expect(driver.listShows(id: 1, title: "Buy milk"))
            #expect(driver.screen.contains("Friday"))
            #expect(try await store.allItems().map(\.title) == ["Buy milk"])
        },
        SharedPresenterBehaviour("cancel stores nothing") { (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Never mind")
            await driver.cancelAdd()
            #expect(try await store.allItems().isEmpty)
            #expect(!driver.listShows(id: 1, title: "Never mind"))
        },
        SharedPresenterBehaviour("an invalid date shows an error and keeps the form") { (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Call mum")
            await driver.submitDue("someday")
            #expect(driver.screen.contains("is not a date I understand"))
            #expect(try await store.allItems().isEmpty)
            await driver.submitDue("fri")
            #expect(try await store.allItems().map(\.title) == ["Call mum"])
            #expect(driver.listShows(id: 1, title: "Call mum"))
        },
        SharedPresenterBehaviour("a past date is refused with the reason") { (front: any FrontDriver.Type) async throws in
            let store: any TodoStore = InMemoryTodoStore()
            let driver = await front.start(store: store)
            await driver.beginAdd()
            await driver.typeName("Late")
            await driver.submitDue("2026-11-18")
            #expect(driver.screen.contains("2026-11-18 is in the past"))
            #expect(try await store.allItems().isEmpty)
        },
        SharedPresenterBehaviour("completing an item removes its row") { (front: any FrontDriver.Type) async throws in
            let store = try await seeded([("Buy milk", "2026-11-19"), ("Call mum", "2026-11-19")])
            let driver = await front.start(store: store)
            #expect(driver.listShows(id: 1, title: "Buy milk"))
            await driver.complete(id: 1)
            #expect(!driver.listShows(id: 1, title: "Buy milk"))
            #expect(driver.listShows(id: 2, title: "Call mum"))
            #expect(try await store.openItems(dueIn: .all).map(\.id) == [2])
        },
    ]
}
