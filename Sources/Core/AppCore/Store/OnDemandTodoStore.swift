import Foundation

/// A store over a database that is not there yet: it reads as an empty list, and the
/// database is made only when something new is stored (an item added, a file imported).
/// Changing or undoing finds nothing to change, as on an empty list, and makes nothing.
///
/// Whenever it is used it looks again: once the database exists (this store made it, or
/// another process did), every call goes to it. Until then ``revision()`` says
/// ``missingRevision``, which no store gives, so that a front watching for changes reads the
/// list again when the database appears.
///
/// The composition root gives one to a command that stores nothing new, for a database
/// file missing at the default location (a first day; Docs/Decisions.md, "which commands
/// create a database").
public final class OnDemandTodoStore: TodoStore, @unchecked Sendable {
    /// Opens the database: `true` to create it (something new is being stored), `false`
    /// when it is known to exist.
    public typealias Opening = @Sendable (_ creating: Bool) throws -> any TodoStore

    /// The revision said while there is no database.
    public static let missingRevision = Int64.min

    private let location: String
    private let mayCreate: Bool
    private let exists: @Sendable () -> Bool
    private let opening: Opening
    private let lock = NSLock()
    private var opened: (any TodoStore)?

    /// A store for the database at `location` (for messages), which `exists` says is there
    /// and `opening` opens. With `mayCreate` false (a command that only reads or changes),
    /// storing something new is refused with ``TodoStoreError/noDatabase(path:)``.
    public init(
        location: String, mayCreate: Bool, exists: @escaping @Sendable () -> Bool, opening: @escaping Opening
    ) {
        self.location = location
        self.mayCreate = mayCreate
        self.exists = exists
        self.opening = opening
    }

    /// The database's store, once it has been opened (to close it at the end).
    public var openedStore: (any TodoStore)? {
        lock.withLock { opened }
    }

    /// The database's store if it exists now (or is made now, when `creating`); `nil` while
    /// there is none.
    func database(creating: Bool) throws -> (any TodoStore)? {
        try lock.withLock {
            if let opened { return opened }
            let there = exists()
            if !there && !creating { return nil }
            if !there && !mayCreate { throw TodoStoreError.noDatabase(path: location) }
            let store = try opening(!there)
            opened = store
            return store
        }
    }

    /// The database's store, made if need be: something new is about to be stored in it.
    private func databaseToStoreIn() throws -> any TodoStore {
        guard let store = try database(creating: true) else { throw TodoStoreError.noDatabase(path: location) }
        return store
    }

    public func add(_ item: NewTodoItem) async throws -> TodoItem {
        try await databaseToStoreIn().add(item)
    }

    public func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID] {
        guard !items.isEmpty else {
            return try await database(creating: false)?.importItems(items) ?? []
        }
        return try await databaseToStoreIn().importItems(items)
    }

    /// Like ``importItems(_:)``: the database is made only when the input holds an item.
    public func importItems(from feed: ImportFeed) async throws -> Int {
        guard try feed.hasItems() else { return try await database(creating: false)?.importItems(from: feed) ?? 0 }
        return try await databaseToStoreIn().importItems(from: feed)
    }

    /// A sync stores what it receives, so it creates the database as an add does.
    public func syncState() async throws -> SyncState {
        try await databaseToStoreIn().syncState()
    }

    public func syncStart() async throws -> SyncStart {
        try await databaseToStoreIn().syncStart()
    }

    public func syncRecords(hrefs: [String]) async throws -> [SyncRecord] {
        try await databaseToStoreIn().syncRecords(hrefs: hrefs)
    }

    public func existingItems(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        try await databaseToStoreIn().existingItems(ids: ids)
    }

    public func syncIdentity(_ candidate: String) async throws -> String {
        try await databaseToStoreIn().syncIdentity(candidate)
    }

    public func applySync(_ changes: SyncChanges, expected: SyncState) async throws -> [TodoItem.ID] {
        try await databaseToStoreIn().applySync(changes, expected: expected)
    }

    public func openItems(dueIn range: DayRange) async throws -> [TodoItem] {
        try await database(creating: false)?.openItems(dueIn: range) ?? []
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem] {
        try await database(creating: false)?.openItems(dueIn: range, page: page) ?? []
    }

    public func countOpenItems(dueIn range: DayRange) async throws -> Int {
        try await database(creating: false)?.countOpenItems(dueIn: range) ?? 0
    }

    public func openItems(dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest) async throws
        -> [TodoItem]
    {
        try await database(creating: false)?.openItems(dueIn: range, matching: filter, page: page) ?? []
    }

    public func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> Int {
        try await database(creating: false)?.countOpenItems(dueIn: range, matching: filter) ?? 0
    }

    public func completedItems(matching filter: ItemFilter, limit: Int) async throws -> [TodoItem] {
        try await database(creating: false)?.completedItems(matching: filter, limit: limit) ?? []
    }

    public func tagKeys(beginningWith prefix: String, limit: Int) async throws -> [TagCount] {
        try await database(creating: false)?.tagKeys(beginningWith: prefix, limit: limit) ?? []
    }

    public func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) async throws
        -> [TodoItem]
    {
        try await database(creating: false)?.items(numbered: numbers, in: scope, limit: limit) ?? []
    }

    public func openTagCounts() async throws -> [TagCount] {
        try await database(creating: false)?.openTagCounts() ?? []
    }

    public func item(id: TodoItem.ID) async throws -> TodoItem {
        guard let store = try database(creating: false) else { throw TodoStoreError.itemsNotFound([id]) }
        return try await store.item(id: id)
    }

    public func edit(id: TodoItem.ID, to fields: ItemFields) async throws -> TodoItem {
        guard let store = try database(creating: false) else { throw TodoStoreError.itemsNotFound([id]) }
        return try await store.edit(id: id, to: fields)
    }

    public func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate)
        async throws -> [TodoItem]
    {
        guard let store = try database(creating: false) else { return try Self.noneOf(ids, []) }
        return try await store.edit(ids: ids, as: kind, changing: update)
    }

    public func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        guard let store = try database(creating: false) else { return try Self.noneOf(ids, Completion(items: [])) }
        return try await store.complete(ids: ids, at: date, today: today)
    }

    public func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        guard let store = try database(creating: false) else { return try Self.noneOf(ids, []) }
        return try await store.reopen(ids: ids)
    }

    public func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        guard let store = try database(creating: false) else { return try Self.noneOf(ids, Completion(items: [])) }
        return try await store.delete(ids: ids, at: date, today: today)
    }

    public func undoLastChange() async throws -> UndoneChange? {
        try await database(creating: false)?.undoLastChange()
    }

    public func allItems() async throws -> [TodoItem] {
        try await database(creating: false)?.allItems() ?? []
    }

    public func revision() async throws -> Int64 {
        try await database(creating: false)?.revision() ?? Self.missingRevision
    }

    public func knownSources(among sources: [String]) async throws -> Set<String> {
        try await database(creating: false)?.knownSources(among: sources) ?? []
    }

    /// What a change to `ids` gives on an empty list: `empty` when none is given, else the
    /// error every store gives for numbers it does not have.
    private static func noneOf<Result>(_ ids: [TodoItem.ID], _ empty: Result) throws -> Result {
        guard ids.isEmpty else { throw TodoStoreError.itemsNotFound(TodoItem.distinct(ids)) }
        return empty
    }
}
