import AppCore
import TestSupport
import Testing

/// Where an item stands in the list (asked after an add), and the digits of the largest
/// item number (the width of a number column that stays put); today Thursday 2026-11-19.
@Suite struct ItemPlaceTests {
    let store: any TodoStore = InMemoryTodoStore()
    var list: ListInteractor {
        ListInteractor(store: store, clock: Fixtures.clock("2026-11-19"), weeks: WeekCalendar())
    }

    func add(_ title: String, due: String?, tags: [String] = []) async throws {
        _ = try await store.add(
            NewTodoItem(title: title, due: due.map(Fixtures.day), created: TodoStoreContract.now, tags: tags))
    }

    @Test func anItemsPlaceNamesItsSectionAndWhetherAFilterLetsItShow() async throws {
        try await add("Buy milk", due: "2026-11-20", tags: ["home"])
        try await add("Renew passport", due: "2026-12-15")
        try await add("Learn the cello", due: nil)
        let milk = try #require(try await list.findPlace(ofItem: 1, matching: ItemFilter(parsing: "+home")))
        #expect(milk.relation == .tomorrow && !milk.needsLater && milk.matchesFilter)
        #expect(try await list.findPlace(ofItem: 1, matching: ItemFilter(parsing: "bread"))?.matchesFilter == false)
        #expect(try await list.findPlace(ofItem: 2)?.relation == .later)
        #expect(try await list.findPlace(ofItem: 2)?.needsLater == true)
        #expect(try await list.findPlace(ofItem: 3)?.relation == .someday)
    }

    @Test func aDoneItemHasNoPlaceInTheList() async throws {
        try await add("Buy milk", due: "2026-11-20")
        _ = try await store.complete(id: 1, at: TodoStoreContract.now)
        #expect(try await list.findPlace(ofItem: 1) == nil)
    }

    @Test func theNumberDigitsAreThoseOfTheLargestNumber() async throws {
        #expect(try await list.findNumberDigits() == 1)
        for number in 1...120 { try await add("Task \(number)", due: "2026-11-20") }
        #expect(try await list.findNumberDigits() == 3)
        #expect(try await list.findNumberDigits(atLeast: 42) == 3)
        #expect(try await list.findNumberDigits(atLeast: 120) == 3)
    }
}
