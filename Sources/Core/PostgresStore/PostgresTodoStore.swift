import AppCore
import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// A store on a PostgreSQL server, for one list shared by several machines: the same
/// `TodoStore` the SQLite file implements, so nothing above the store changes.
///
/// One connection per client, opened again when it is lost (``PostgresLink``); every use
/// case is one transaction (one statement, or BEGIN...COMMIT) with a time limit
/// (``PostgresLimits``); ids come from a sequence, so they are stable and never reused;
/// every change is announced with NOTIFY, so the fronts learn of other clients' changes
/// without polling the table.
public final class PostgresTodoStore: TodoStore, Sendable {
    /// Where the database is (shown without its password).
    public let url: PostgresURL
    private let link: PostgresLink
    private let logger: Logger
    private let limits: PostgresLimits
    private let gate = TransactionGate()
    private let changes: ChangeCounter
    /// The clock the journal's steps are made by (``UndoJournal``).
    private let now: @Sendable () -> Date

    private init(url: PostgresURL, limits: PostgresLimits, logger: Logger, now: @escaping @Sendable () -> Date) {
        self.url = url
        self.now = now
        self.limits = limits
        self.logger = logger
        let changes = ChangeCounter()
        self.changes = changes
        link = PostgresLink(url: url, limits: limits, logger: logger, changes: changes)
    }

    /// Connects to the database at `url` and brings its schema up to date, giving up on a
    /// server that does not answer within `limits`; every later use case has its limit too.
    ///
    /// Throws ``TodoStoreError/unusable(path:reason:)`` naming the server (never the
    /// password) when it cannot be reached, does not answer, refuses the user, has no such
    /// database, or holds a schema from a newer version of todo. The journal's steps are
    /// made at the times `now` gives.
    public static func connect(
        _ url: PostgresURL, limits: PostgresLimits = .standard, now: @escaping @Sendable () -> Date = { Date() }
    ) async throws -> PostgresTodoStore {
        var logger = Logger(label: "todo.postgres") { _ in SwiftLogNoOpLogHandler() }
        logger.logLevel = .critical
        let store = PostgresTodoStore(url: url, limits: limits, logger: logger, now: now)
        do {
            _ = try await store.link.open()
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
        return store
    }

    /// Closes the connection (and opens none afterwards).
    public func close() async {
        await link.close()
    }

    // MARK: - TodoStore

    public func add(_ item: NewTodoItem) async throws -> TodoItem {
        let made = now()
        return try await change { connection, logger in
            try await PostgresItemChanges.add(item, made: made, connection, logger)
        }
    }

    public func openItems(dueIn range: DayRange) async throws -> [TodoItem] {
        try await items(PostgresListQueries.openItems(range))
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem] {
        let items = try await items(PostgresListQueries.openItems(range, page: page))
        return page.direction == .forward ? items : items.reversed()
    }

    public func countOpenItems(dueIn range: DayRange) async throws -> Int {
        let query = PostgresListQueries.count(range)
        return Int(try await single(query.sql, query.arguments, as: Int64.self) ?? 0)
    }

    public func openItems(
        dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest
    ) async throws -> [TodoItem] {
        if filter.isEmpty { return try await openItems(dueIn: range, page: page) }
        let items = try await items(PostgresFilterQueries.openItems(range, filter, page: page))
        return page.direction == .forward ? items : items.reversed()
    }

    public func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> Int {
        if filter.isEmpty { return try await countOpenItems(dueIn: range) }
        let query = PostgresFilterQueries.count(range, filter)
        return Int(try await single(query.sql, query.arguments, as: Int64.self) ?? 0)
    }

    public func completedItems(matching filter: ItemFilter, limit: Int) async throws -> [TodoItem] {
        try await items(PostgresFilterQueries.completed(filter, limit: limit))
    }

    public func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) async throws
        -> [TodoItem]
    {
        try await items(PostgresFilterQueries.numbered(numbers, scope, limit: limit))
    }

    public func tagKeys(beginningWith prefix: String, limit: Int) async throws -> [TagCount] {
        let query = PostgresFilterQueries.tagKeys(beginningWith: TagRules.key(prefix), limit: limit)
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(query.postgresQuery(), logger: logger)
            var counts: [TagCount] = []
            for try await (key, count) in rows.decode((String, Int64).self) {
                counts.append(TagCount(name: SearchWords.composed(key), count: Int(count)))
            }
            return counts
        }
    }

    public func openTagCounts() async throws -> [TagCount] {
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(
                "SELECT tags FROM todo_item WHERE completed IS NULL AND tags <> '' ORDER BY id", logger: logger)
            var tagLists: [[String]] = []
            for try await tags in rows.decode(String.self) {
                tagLists.append(tags.split(separator: " ").map(String.init))
            }
            return TagCount.counting(tagLists)
        }
    }

    public func item(id: TodoItem.ID) async throws -> TodoItem {
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(
                "SELECT \(unescaped: Self.columns) FROM todo_item WHERE id = \(id)", logger: logger)
            for try await row in rows.decode(Row.self) { return try Self.item(row) }
            throw TodoStoreError.itemsNotFound([id])
        }
    }

    public func edit(id: TodoItem.ID, to fields: ItemFields) async throws -> TodoItem {
        var fields = fields
        fields.tags = TagRules.normalized(fields.tags)
        let made = now()
        return try await change { [fields] connection, logger in
            try await PostgresItemChanges.edit(id, to: fields, made: made, connection, logger)
        }
    }

    public func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate)
        async throws -> [TodoItem]
    {
        let made = now()
        return try await change { connection, logger in
            try await PostgresItemChanges.edit(ids: ids, as: kind, changing: update, made: made, connection, logger)
        }
    }

    public func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        let made = now()
        return try await change { connection, logger in
            try await PostgresItemChanges.complete(ids, at: date, today: today, made: made, connection, logger)
        }
    }

    public func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        let made = now()
        return try await change { connection, logger in
            try await PostgresItemChanges.reopen(ids, made: made, connection, logger)
        }
    }

    public func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        let made = now()
        return try await change { connection, logger in
            try await PostgresItemChanges.delete(ids, at: date, today: today, made: made, connection, logger)
        }
    }

    public func undoLastChange() async throws -> UndoneChange? {
        try await change { connection, logger in try await PostgresUndoJournal.undoLast(connection, logger) }
    }

    public func redoLastUndoneChange() async throws -> RedoneChange? {
        try await change { connection, logger in try await PostgresUndoJournal.redoLast(connection, logger) }
    }

    public func history(limit: Int) async throws -> [JournalStep] {
        let logger = self.logger
        return try await run { connection in try await PostgresJournalReads.history(limit: limit, connection, logger) }
    }

    public func lastChangeTimes(of ids: [TodoItem.ID]) async throws -> [TodoItem.ID: Date] {
        let logger = self.logger
        return try await run { connection in
            try await PostgresJournalReads.lastChangeTimes(of: ids, connection, logger)
        }
    }

    public func knownSources(among sources: [String]) async throws -> Set<String> {
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(
                "SELECT source FROM todo_item WHERE source = ANY(\(sources))", logger: logger)
            var known = Set<String>()
            for try await source in rows.decode(String.self) { known.insert(source) }
            return known
        }
    }

    public func allItems() async throws -> [TodoItem] {
        try await items(
            PostgresListQueries.Query(sql: "SELECT \(Self.columns) FROM todo_item ORDER BY id", arguments: []))
    }

    public func syncState() async throws -> SyncState {
        let logger = self.logger
        return try await run { connection in try await PostgresSyncState.read(connection, logger) }
    }

    public func syncStart() async throws -> SyncStart {
        let logger = self.logger
        return try await run { connection in try await PostgresSyncChanges.start(connection, logger) }
    }

    public func syncRecords(hrefs: [String]) async throws -> [SyncRecord] {
        let logger = self.logger
        return try await run { connection in try await PostgresSyncChanges.records(hrefs: hrefs, connection, logger) }
    }

    public func existingItems(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        let logger = self.logger
        return try await run { connection in
            try await PostgresSyncChanges.present(TodoItem.distinct(ids), connection, logger)
        }
    }

    public func syncIdentity(_ candidate: String) async throws -> String {
        let logger = self.logger
        return try await run { connection in
            try await connection.query(
                "INSERT INTO todo_sync_meta (key, value) VALUES ('identity', \(candidate)) ON CONFLICT (key) DO NOTHING",
                logger: logger)
            let rows = try await connection.query(
                "SELECT value FROM todo_sync_meta WHERE key = 'identity'", logger: logger)
            var identity = candidate
            for try await value in rows.decode(String.self) { identity = value }
            return identity
        }
    }

    public func applySync(_ changes: SyncChanges, expected: SyncState) async throws -> [TodoItem.ID] {
        let made = now()
        return try await change(within: limits.importing(changes.added.count + changes.changed.count)) {
            connection, logger in
            try await PostgresSyncState.apply(changes, expected: expected, made: made, connection, logger)
        }
    }

    public func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID] {
        if items.isEmpty { return [] }
        let made = now()
        return try await change(within: limits.importing(items.count)) { connection, logger in
            try await PostgresImport.insert(items, made: made, connection: connection, logger: logger)
        }
    }

    public func importItems(from feed: ImportFeed) async throws -> Int {
        let made = now()
        do {
            return try await change(within: limits.importing(feed.expectedItems)) { connection, logger in
                try await PostgresImport.insert(from: feed, made: made, connection: connection, logger: logger)
            }
        } catch {
            // A wrong entry, found as the file was read inside the transaction (rolled back):
            // said as the import says it, not as a problem of the server.
            if let refusal = feed.refusal { throw refusal }
            throw error
        }
    }

    /// The number of changes this client made, plus those other clients announced since
    /// this store started listening (which it does the first time it is asked), plus one
    /// for each reconnection (changes may have been missed meanwhile). Its own changes
    /// count at once, not when their notification comes back. The fronts compare it
    /// several times a second: it costs the server nothing, and never waits long for it
    /// (``PostgresLimits/changeCheckWait`` at most). While the connection is lost it throws
    /// why (once an attempt to connect again failed), and tries again in the background.
    public func revision() async throws -> Int64 {
        let link = self.link
        do {
            if changes.beginWatching() {
                // LISTEN takes its turn on the connection like a use case, so that it never
                // lands inside another use case's transaction (and is rolled back with it).
                try await gate.run { try await link.watch() }
            } else if let problem = await link.watchProblem() {
                throw problem
            }
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
        return changes.value
    }

    // MARK: - Queries

    static let columns =
        "id, title, to_char(due, 'YYYY-MM-DD'), created, completed, notes, tags, priority, recurrence, source, due_time, "
        + "to_char(start, 'YYYY-MM-DD')"

    /// A row of ``columns``: the due day is NULL for an item without one, the rule and the
    /// source NULL for none (list reads give NULL for the source), the time of day
    /// ``PostgresDue/noTime`` for none, the start day NULL for none.
    typealias Row = (Int64, String, String?, Int64, Int64?, String, String, Int32, String?, String?, Int32, String?)

    private func items(_ query: PostgresListQueries.Query) async throws -> [TodoItem] {
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(query.postgresQuery(), logger: logger)
            var items: [TodoItem] = []
            for try await row in rows.decode(PostgresTodoStore.Row.self) {
                items.append(try Self.item(row))
            }
            return items
        }
    }

    private func single<T: PostgresDecodable & Sendable>(
        _ sql: String, _ arguments: [PostgresListQueries.Argument], as type: T.Type
    ) async throws -> T? {
        let logger = self.logger
        return try await run { connection in
            let rows = try await connection.query(
                PostgresListQueries.Query(sql: sql, arguments: arguments).postgresQuery(), logger: logger)
            var value: T?
            for try await decoded in rows.decode(T.self) { value = decoded }
            return value
        }
    }

    /// Runs one change as one transaction (the change and its undo step, or undo), with the
    /// limits and reconnection of every use case (``PostgresLimits/useCase`` unless told),
    /// and counts it. Every use case that writes goes through here: the transaction takes
    /// the ``PostgresJournalLock`` before anything else, so that changes and undo, from
    /// every client, take turns on the journal.
    private func change<T: Sendable>(
        within seconds: Double? = nil, _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let logger = self.logger
        let result = try await run(within: seconds) { connection in
            try await connection.withTransaction(logger: logger) { connection in
                try await PostgresJournalLock.take(connection, logger)
                return try await body(connection, logger)
            }
        }
        changes.increment()
        return result
    }

    /// Runs one use case's statements, its turn on the connection (opened again if it was
    /// lost), within its time limit (``PostgresLimits/useCase`` unless told), with errors a
    /// user can act on. A connection that broke or went silent is dropped, so that a use
    /// case never waits for ever and the next one connects again. A use case is tried a
    /// second time only when the server said it ended the session without running it.
    /// A cancelled task's use case stops waiting at once (its connection is dropped too),
    /// and one asked for by a cancelled task does not start.
    private func run<T: Sendable>(
        within seconds: Double? = nil, _ body: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let link = self.link
        let limit = seconds ?? limits.useCase
        let connecting = limits.connect + limits.useCase
        do {
            try Task.checkCancellation()
            return try await gate.run {
                do {
                    return try await Self.attempt(body, on: link, within: limit, connecting: connecting)
                } catch let error where PostgresErrors.endedBeforeRunning(error) {
                    // The server ended the session (an administrator, a restart) before it
                    // ran anything of this use case: it runs once more, on a new connection.
                    return try await Self.attempt(body, on: link, within: limit, connecting: connecting)
                }
            }
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
    }

    /// One try of a use case: the connection (waited for at most `connecting` seconds,
    /// which the connector's own limits come within), then `body` within `limit`.
    private static func attempt<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection) async throws -> T, on link: PostgresLink, within limit: Double,
        connecting: Double
    ) async throws -> T {
        // Waited for through a deadline, so that a cancelled caller stops waiting for a
        // connection being opened (the attempt goes on, for the next use case).
        let connection = try await Deadline.run(seconds: connecting) { try await link.open() }
        do {
            // A query written just as the connection closed is never answered: it is given
            // up on as soon as the connection is seen closed, not at the limit.
            return try await Deadline.run(
                seconds: limit, abandoned: { connection.isClosed }, { try await body(connection) })
        } catch {
            await link.failed(connection, error)
            throw error
        }
    }

    static func item(_ row: Row) throws -> TodoItem {
        let due = try row.2.map { text in
            guard let day = CalendarDay(iso: text) else { throw PostgresRowError.unreadableDue(id: row.0, text: text) }
            return day
        }
        let recurrence = try row.8.map { text in
            guard let rule = Recurrence(storageText: text) else {
                throw PostgresRowError.unreadableRule(id: row.0, text: text)
            }
            return rule
        }
        return TodoItem(
            id: row.0, title: row.1, due: due, created: Date(timeIntervalSince1970: Double(row.3)),
            completed: row.4.map { Date(timeIntervalSince1970: Double($0)) }, notes: row.5,
            tags: row.6.split(separator: " ").map(String.init), priority: Priority.fromRank(Int(row.7)),
            recurrence: recurrence, source: row.9, dueTime: TimeOfDay(minutes: Int(row.10)),
            start: row.11.flatMap { CalendarDay(iso: $0) })
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}

/// A row todo cannot read.
enum PostgresRowError: Error, CustomStringConvertible {
    /// The due date is not a day.
    case unreadableDue(id: Int64, text: String)
    /// The repeat rule is not one todo writes.
    case unreadableRule(id: Int64, text: String)

    var description: String {
        switch self {
        case .unreadableDue(let id, let text): "item \(id) has the unreadable due date \(text)"
        case .unreadableRule(let id, let text): "item \(id) has the unreadable repeat rule \(text)"
        }
    }
}
