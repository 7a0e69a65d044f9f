import AppCore
import Foundation

/// A store spy: forwards to an in-memory store and records each call, so a test can
/// check what a use case asked for and in which order things happened.
public final class RecordingStore: TodoStore, @unchecked Sendable {
    private let inner = InMemoryTodoStore()
    private let lock = NSLock()
    private var recorded: [String] = []
    private var ranges: [DayRange] = []
    private let onCall: @Sendable (String) -> Void

    /// Creates a spy; `onCall` hears the name of each call as it happens.
    public init(onCall: @escaping @Sendable (String) -> Void = { _ in }) {
        self.onCall = onCall
    }

    /// The calls so far, by name: "add", "openItems"...
    public var calls: [String] { lock.withLock { recorded } }

    /// The ranges `openItems` was asked for.
    public var requestedRanges: [DayRange] { lock.withLock { ranges } }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
        onCall(call)
    }

    public func add(_ item: NewTodoItem) async throws -> TodoItem {
        record("add")
        return try await inner.add(item)
    }

    public func openItems(dueIn range: DayRange) async throws -> [TodoItem] {
        record("openItems")
        lock.withLock { ranges.append(range) }
        return await inner.openItems(dueIn: range)
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem] {
        record("openItems page")
        return await inner.openItems(dueIn: range, page: page)
    }

    public func countOpenItems(dueIn range: DayRange) async throws -> Int {
        record("countOpenItems")
        return await inner.countOpenItems(dueIn: range)
    }

    public func item(id: TodoItem.ID) async throws -> TodoItem {
        record("item")
        return try await inner.item(id: id)
    }

    public func openItems(
        dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest
    ) async throws -> [TodoItem] {
        record("openItems filtered page")
        return await inner.openItems(dueIn: range, matching: filter, page: page)
    }

    public func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> Int {
        record("countOpenItems filtered")
        return await inner.countOpenItems(dueIn: range, matching: filter)
    }

    public func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) async throws
        -> [TodoItem]
    {
        record("items(numbered:)")
        return await inner.items(numbered: numbers, in: scope, limit: limit)
    }

    public func tagKeys(beginningWith prefix: String, limit: Int) async throws -> [TagCount] {
        record("tagKeys")
        return await inner.tagKeys(beginningWith: prefix, limit: limit)
    }

    public func openTagCounts() async throws -> [TagCount] {
        record("openTagCounts")
        return await inner.openTagCounts()
    }

    public func completedItems(matching filter: ItemFilter, limit: Int) async throws -> [TodoItem] {
        record("completedItems")
        return await inner.completedItems(matching: filter, limit: limit)
    }

    public func edit(id: TodoItem.ID, to fields: ItemFields) async throws -> TodoItem {
        record("edit")
        return try await inner.edit(id: id, to: fields)
    }

    public func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate)
        async throws -> [TodoItem]
    {
        record("editMany")
        return try await inner.edit(ids: ids, as: kind, changing: update)
    }

    public func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        record("complete")
        return try await inner.complete(ids: ids, at: date, today: today)
    }

    public func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        record("reopen")
        return try await inner.reopen(ids: ids)
    }

    public func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        record("delete")
        return try await inner.delete(ids: ids, at: date, today: today)
    }

    public func undoLastChange() async throws -> UndoneChange? {
        record("undo")
        return await inner.undoLastChange()
    }

    public func redoLastUndoneChange() async throws -> RedoneChange? {
        record("redo")
        return await inner.redoLastUndoneChange()
    }

    public func history(limit: Int) async throws -> [JournalStep] {
        record("history")
        return await inner.history(limit: limit)
    }

    public func lastChangeTimes(of ids: [TodoItem.ID]) async throws -> [TodoItem.ID: Date] {
        record("lastChangeTimes")
        return await inner.lastChangeTimes(of: ids)
    }

    public func allItems() async throws -> [TodoItem] {
        record("allItems")
        return await inner.allItems()
    }

    public func revision() async throws -> Int64 {
        await inner.revision()
    }

    public func knownSources(among sources: [String]) async throws -> Set<String> {
        record("knownSources")
        return await inner.knownSources(among: sources)
    }

    public func syncState() async throws -> SyncState {
        record("syncState")
        return await inner.syncState()
    }

    public func syncStart() async throws -> SyncStart {
        record("syncStart")
        return await inner.syncStart()
    }

    public func syncRecords(hrefs: [String]) async throws -> [SyncRecord] {
        record("syncRecords")
        return await inner.syncRecords(hrefs: hrefs)
    }

    public func existingItems(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        record("existingItems")
        return await inner.existingItems(ids: ids)
    }

    public func syncIdentity(_ candidate: String) async throws -> String {
        record("syncIdentity")
        return await inner.syncIdentity(candidate)
    }

    public func applySync(_ changes: SyncChanges, expected: SyncState) async throws -> [TodoItem.ID] {
        record("applySync")
        return try await inner.applySync(changes, expected: expected)
    }

    public func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID] {
        record("importItems")
        return try await inner.importItems(items)
    }
}
