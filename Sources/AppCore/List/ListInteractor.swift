import Foundation

/// The List module's use cases: find the upcoming items, and complete, reopen or
/// delete one of them.
public final class ListInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock
    private let weeks: WeekCalendar

    /// Creates the use cases over a store, a clock and the week rules.
    public init(store: any TodoStore, clock: WallClock, weeks: WeekCalendar) {
        self.store = store
        self.clock = clock
        self.weeks = weeks
    }

    /// The open items due up to the end of next week (overdue ones included), in
    /// sections; with `includingLater`, also those due after it, as the Later section.
    public func findUpcomingItems(includingLater: Bool) async throws -> UpcomingItems {
        let today = clock.today()
        let range = includingLater ? DayRange.all : DayRange(through: weeks.endOfNextWeek(after: today))
        let items = try await store.openItems(dueIn: range)
        let upcoming = items.map { item in
            UpcomingItem(
                id: item.id, title: item.title, due: item.due,
                relation: weeks.relation(of: item.due, today: today))
        }
        return UpcomingItems(today: today, orderedItems: upcoming)
    }

    /// A number that changes whenever the stored items may have changed, in this process
    /// or another: compare it to decide whether to look again.
    public func revision() async throws -> Int64 {
        try await store.revision()
    }

    /// Marks an item completed now.
    public func complete(id: TodoItem.ID) async throws -> ItemSummary {
        ItemSummary(try await store.complete(id: id, at: clock.nowInWholeSeconds()))
    }

    /// Marks a completed item open again.
    public func reopen(id: TodoItem.ID) async throws -> ItemSummary {
        ItemSummary(try await store.reopen(id: id))
    }

    /// Deletes an item for good.
    public func delete(id: TodoItem.ID) async throws -> ItemSummary {
        ItemSummary(try await store.delete(id: id))
    }
}
