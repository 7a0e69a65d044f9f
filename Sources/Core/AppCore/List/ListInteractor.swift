import Foundation

/// The List module's use cases: find the upcoming items, and complete, reopen or
/// delete one of them.
public final class ListInteractor: Sendable {
    let store: any TodoStore
    let clock: WallClock
    let weeks: WeekCalendar

    /// Creates the use cases over a store, a clock and the week rules.
    public init(store: any TodoStore, clock: WallClock, weeks: WeekCalendar) {
        self.store = store
        self.clock = clock
        self.weeks = weeks
    }

    /// The open items due up to the end of next week (overdue ones included) that match
    /// `filter`, in sections, less those that start after today (counted in
    /// ``UpcomingItems/hiddenCount``); with `includingLater`, every open item that matches,
    /// those due after next week as the Later section, and those that start later with
    /// their start day.
    public func findUpcomingItems(includingLater: Bool, matching filter: ItemFilter = .none) async throws
        -> UpcomingItems
    {
        let today = clock.today()
        // The whole upcoming range is read (it is read whole anyway), and the items that
        // start later are told apart here: one read gives the list and how many it hides.
        let range = upcomingRange(today: today, includingLater: includingLater).anyStart
        var items =
            filter.isEmpty
            ? try await store.openItems(dueIn: range) : try await store.openItems(dueIn: range, matching: filter)
        var hiddenCount = 0
        if !includingLater {
            let shown = items.filter { $0.start.map { $0 <= today } ?? true }
            hiddenCount = items.count - shown.count
            items = shown
        }
        return UpcomingItems(today: today, now: clock.timeOfDay(), orderedItems: items, hiddenCount: hiddenCount) {
            weeks.relation(of: $0, today: today)
        }
    }

    /// How many open items matching `filter` each section holds (counting, not reading them).
    public func countUpcomingSections(includingLater: Bool, matching filter: ItemFilter = .none) async throws
        -> UpcomingCounts
    {
        let today = clock.today()
        var sections: [UpcomingCounts.Section] = []
        for (relation, sectionDays) in weeks.sectionRanges(today: today, includingLater: includingLater) {
            let days = includingLater ? sectionDays : sectionDays.startedBy(today)
            let count =
                filter.isEmpty
                ? try await store.countOpenItems(dueIn: days)
                : try await store.countOpenItems(dueIn: days, matching: filter)
            if count > 0 { sections.append(UpcomingCounts.Section(relation: relation, count: count)) }
        }
        return UpcomingCounts(today: today, sections: sections)
    }

    /// Up to `limit` consecutive upcoming items at `anchor`, and whether more come before
    /// and after them, among those matching `filter`. Every read is an index seek, so a
    /// window deep in a long list costs what one at the top does. Near the end the window is
    /// filled from before the anchor.
    public func findUpcomingWindow(
        includingLater: Bool, at anchor: WindowAnchor, limit: Int, matching filter: ItemFilter = .none
    ) async throws -> UpcomingWindow {
        let today = clock.today()
        let range = upcomingRange(today: today, includingLater: includingLater)
        let size = max(1, limit)
        var items: [TodoItem]
        var hasEarlier = false
        var hasLater = false
        switch anchor {
        case .top, .from:
            let page: PageRequest =
                if case .from(let position) = anchor { .from(position, limit: size + 1) } else { .first(size + 1) }
            items = try await read(range, filter, page)
            hasLater = items.count > size
            items = Array(items.prefix(size))
            if let first = items.first {
                let missing = size - items.count
                let earlier = try await read(range, filter, .before(ListPosition(of: first), limit: missing + 1))
                hasEarlier = earlier.count > missing
                items = Array(earlier.suffix(missing)) + items
            } else if case .from = anchor {
                return try await findUpcomingWindow(
                    includingLater: includingLater, at: .bottom, limit: size, matching: filter)
            }
        case .bottom, .through:
            let page: PageRequest =
                if case .through(let position) = anchor { .through(position, limit: size + 1) } else { .last(size + 1) }
            items = try await read(range, filter, page)
            hasEarlier = items.count > size
            items = Array(items.suffix(size))
            if let last = items.last {
                let missing = size - items.count
                let later = try await read(range, filter, .after(ListPosition(of: last), limit: missing + 1))
                hasLater = later.count > missing
                items += later.prefix(missing)
            } else if case .through = anchor {
                return try await findUpcomingWindow(
                    includingLater: includingLater, at: .top, limit: size, matching: filter)
            }
        }
        return UpcomingWindow(
            today: today, items: items.map { upcoming($0, today: today) }, hasEarlier: hasEarlier, hasLater: hasLater)
    }

    /// Up to `limit` completed items matching `filter`, the most recently completed first.
    public func findCompletedItems(matching filter: ItemFilter = .none, limit: Int) async throws -> [CompletedItem] {
        let zone = clock.timeZone
        return try await store.completedItems(matching: filter, limit: max(1, limit)).compactMap {
            CompletedItem($0, in: zone)
        }
    }

    /// Where the open item `id` stands in the upcoming list, and whether `filter` lets it
    /// show; `nil` when it is not open (completed, or gone). One read of the item.
    public func findPlace(ofItem id: TodoItem.ID, matching filter: ItemFilter = .none) async throws -> ItemPlace? {
        let item = try await store.item(id: id)
        guard !item.isCompleted else { return nil }
        let today = clock.today()
        return ItemPlace(
            relation: weeks.relation(of: item.due, today: today), position: ListPosition(of: item),
            matchesFilter: filter.isEmpty || filter.matches(title: item.title, notes: item.notes, tags: item.tags),
            startsLater: item.start.map { $0 > today } ?? false)
    }

    /// How many digits the largest item number has (1 when there is no item): the width of
    /// a number column that stays put however far the list is scrolled. Numbers grow with
    /// each item added, so the largest is the newest item's, which is nearly always open.
    /// One seek of the numbers' index per digit above `atLeast`'s, the digits of a number
    /// already known (a row on show).
    public func findNumberDigits(atLeast known: TodoItem.ID = 0) async throws -> Int {
        var digits = max(1, String(max(known, 0)).count)
        var floor: Int64 = 1
        for _ in 0..<digits { floor = floor.multipliedReportingOverflow(by: 10).partialValue }
        while digits < 19, try await !store.items(numbered: floor...Int64.max, in: .any, limit: 1).isEmpty {
            digits += 1
            let next = floor.multipliedReportingOverflow(by: 10)
            if next.overflow { break }
            floor = next.partialValue
        }
        return digits
    }

    /// Every tag on an open item, with how many open items carry it, by tag.
    public func findTagCounts() async throws -> [TagCount] {
        try await store.openTagCounts()
    }

    private func read(_ range: DayRange, _ filter: ItemFilter, _ page: PageRequest) async throws -> [TodoItem] {
        filter.isEmpty
            ? try await store.openItems(dueIn: range, page: page)
            : try await store.openItems(dueIn: range, matching: filter, page: page)
    }

    /// The days the upcoming list covers: up to the end of next week, less the items that
    /// start after today; with `includingLater`, every item.
    private func upcomingRange(today: CalendarDay, includingLater: Bool) -> DayRange {
        includingLater ? .all : DayRange(through: weeks.endOfNextWeek(after: today)).startedBy(today)
    }

    private func upcoming(_ item: TodoItem, today: CalendarDay) -> UpcomingItem {
        UpcomingItem(
            item, relation: weeks.relation(of: item.due, today: today), today: today, now: clock.timeOfDay())
    }

    /// Today, by the clock the lists are read with: compare it to the day a list was read
    /// for to notice that midnight has passed.
    public func today() -> CalendarDay {
        clock.today()
    }

    /// A number that changes whenever the stored items may have changed, in this process
    /// or another: compare it to decide whether to look again.
    public func revision() async throws -> Int64 {
        try await store.revision()
    }

    /// Marks items completed now, all or none (an unknown number changes nothing); each
    /// recurring one adds its next occurrence, or ends its series. An item done already is
    /// refused (``TodoStoreError/alreadyCompleted(_:)``), as reopening an open item is.
    public func complete(ids: [TodoItem.ID]) async throws -> CompletionSummary {
        try await store.refusingCompleted(ids)
        let (now, today) = (clock.nowInWholeSeconds(), clock.today())
        return CompletionSummary(
            try await store.complete(ids: ids, at: now, today: today), completedAt: now, today: today)
    }

    /// Marks completed items open again, all or none.
    public func reopen(ids: [TodoItem.ID]) async throws -> [ItemSummary] {
        try await store.reopen(ids: ids).map(ItemSummary.init)
    }

    /// Deletes items, all or none; undo brings them back. A recurring one's next
    /// occurrence is added (deleting skips one occurrence, it does not end the series).
    public func delete(ids: [TodoItem.ID]) async throws -> CompletionSummary {
        CompletionSummary(try await store.delete(ids: ids, at: clock.nowInWholeSeconds(), today: clock.today()))
    }

    /// Reverts the most recent change to the list not yet undone, whoever made it; `nil`
    /// when there is nothing left to undo.
    public func undo() async throws -> UndoSummary? {
        try await store.undoLastChange().map(UndoSummary.init)
    }

    /// Re-applies the change undone most recently, whoever undid it; `nil` when there is
    /// nothing to redo.
    public func redo() async throws -> RedoSummary? {
        try await store.redoLastUndoneChange().map(RedoSummary.init)
    }

    /// The journal's last `limit` steps, newest first.
    public func history(limit: Int = JournalHistory.shownSteps) async throws -> JournalHistory {
        JournalHistory(steps: try await store.history(limit: limit), now: clock.now(), timeZone: clock.timeZone)
    }
}
