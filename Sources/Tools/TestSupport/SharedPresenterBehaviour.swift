import AppCore
import Foundation
import Testing

/// One behaviour of the shared List, Add and Detail modules, written once and checked on every
/// front (compact, wide, one-shot) through its ``FrontDriver``. A behaviour added to
/// ``all`` runs on every front; one that needs an ability a front lacks is skipped there,
/// because its driver says so (``FrontDriver/lacks``).
public struct SharedPresenterBehaviour: Sendable, CustomTestStringConvertible {
    /// What the behaviour is, as a test name.
    public let name: String
    /// What a front must be able to do for the behaviour to apply.
    let needs: Set<FrontAbility>
    private let body: @MainActor @Sendable (any FrontDriver.Type) async throws -> Void

    init(
        _ name: String, needs: Set<FrontAbility> = [],
        _ body: @escaping @MainActor @Sendable (any FrontDriver.Type) async throws -> Void
    ) {
        self.name = name
        self.needs = needs
        self.body = body
    }

    public var testDescription: String { name }

    /// Checks the behaviour on the front `driver` drives.
    @MainActor
    public func check(on driver: any FrontDriver.Type) async throws {
        try #require(needs.isDisjoint(with: driver.lacks), "\(driver.name) lacks what \"\(name)\" needs")
        try await body(driver)
    }

    /// The behaviours that apply to the front `driver` drives: every one but those that
    /// need something the front deliberately lacks.
    public static func applying(to driver: any FrontDriver.Type) -> [SharedPresenterBehaviour] {
        all.filter { $0.needs.isDisjoint(with: driver.lacks) }
    }

    /// A store holding `items` (title, due day), numbered from 1 in order, added on
    /// 2026-11-01 (before the fronts' today).
    static func seeded(_ items: [(String, String)]) async throws -> any TodoStore {
        let store = InMemoryTodoStore()
        let added = Date(timeIntervalSince1970: 1_793_491_200)
        for (title, due) in items {
            _ = try await store.add(NewTodoItem(title: title, due: Fixtures.day(due), created: added))
        }
        return store
    }

    /// A week of items: one overdue, one for each of today, tomorrow and next week.
    static func week() async throws -> any TodoStore {
        try await seeded([
            ("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20"), ("Party", "2026-11-28"),
        ])
    }

    /// The rows of ``week()`` as every front shows them.
    static let weekRows = [
        ShownRow("Overdue", 1, "Pay rent", "1 day late"), ShownRow("Today", 2, "Buy milk"),
        ShownRow("Tomorrow", 3, "Call mum", "Friday"), ShownRow("Next Week", 4, "Party", "Saturday"),
    ]

    /// Every shared behaviour.
    public static let all: [SharedPresenterBehaviour] =
        listBehaviours + addBehaviours + addedItemBehaviours + undoBehaviours + detailBehaviours + editFormBehaviours
        + organiseBehaviours + doneAndTagBehaviours + listOnShowBehaviours + recurrenceBehaviours + dueRuleBehaviours
        + alreadySoBehaviours + recurrenceEndsBehaviours + redoBehaviours + syncBehaviours + postponeBehaviours
        + filterActionBehaviours + startBehaviours
}
