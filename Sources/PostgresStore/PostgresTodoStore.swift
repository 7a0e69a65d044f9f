import AppCore
import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// A store on a PostgreSQL server, for one list shared by several machines: the same
/// `TodoStore` the SQLite file implements, so nothing above the store changes.
///
/// One connection per client; every use case is one transaction (one statement, or
/// BEGIN...COMMIT); ids come from a sequence, so they are stable and never reused; every
/// change is announced with NOTIFY, so the fronts learn of other clients' changes without
/// polling the table.
public final class PostgresTodoStore: TodoStore, Sendable {
    /// Where the database is (shown without its password).
    public let url: PostgresURL
    private let connection: PostgresConnection
    private let logger: Logger
    private let gate = TransactionGate()
    private let changes = ChangeCounter()

    private init(url: PostgresURL, connection: PostgresConnection, logger: Logger) {
        self.url = url
        self.connection = connection
        self.logger = logger
    }

    /// Connects to the database at `url` and brings its schema up to date.
    ///
    /// Throws ``TodoStoreError/unusable(path:reason:)`` naming the server (never the
    /// password) when it cannot be reached, refuses the user, has no such database, or
    /// holds a schema from a newer version of todo.
    public static func connect(_ url: PostgresURL) async throws -> PostgresTodoStore {
        var logger = Logger(label: "todo.postgres") { _ in SwiftLogNoOpLogHandler() }
        logger.logLevel = .critical
        do {
            let connection = try await PostgresConnection.connect(configuration: try url.configuration(), id: 1, logger: logger)
            do {
                try await PostgresMigrator(connection: connection, logger: logger, url: url).migrate()
                return PostgresTodoStore(url: url, connection: connection, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
        } catch let error as TodoStoreError {
            throw error
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
    }

    /// Closes the connection.
    public func close() async {
        try? await connection.close()
    }

    // MARK: - TodoStore

    public func add(_ item: NewTodoItem) async throws -> TodoItem {
        try await change { connection, logger in try await PostgresItemChanges.add(item, connection, logger) }
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

    public func complete(ids: [TodoItem.ID], at date: Date) async throws -> [TodoItem] {
        try await change { connection, logger in try await PostgresItemChanges.complete(ids, at: date, connection, logger) }
    }

    public func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        try await change { connection, logger in try await PostgresItemChanges.reopen(ids, connection, logger) }
    }

    public func delete(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        try await change { connection, logger in try await PostgresItemChanges.delete(ids, connection, logger) }
    }

    public func undoLastChange() async throws -> UndoneChange? {
        try await change { connection, logger in try await PostgresUndoJournal.undoLast(connection, logger) }
    }

    public func allItems() async throws -> [TodoItem] {
        try await items(PostgresListQueries.Query(sql: "SELECT \(Self.columns) FROM todo_item ORDER BY id", arguments: []))
    }

    public func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID] {
        let ids = try await PostgresImport(connection: connection, logger: logger, url: url).run(items, gate: gate)
        if !ids.isEmpty { changes.increment() }
        return ids
    }

    /// The number of changes this client made, plus those other clients announced since
    /// this store started listening (which it does the first time it is asked). Its own
    /// changes count at once, not when their notification comes back. The fronts compare
    /// it several times a second: it costs the server nothing.
    public func revision() async throws -> Int64 {
        if changes.startListening() { try await listen() }
        return changes.value
    }

    /// Starts listening for other clients' changes, and returns once the server listens.
    /// It takes its turn on the connection like a use case, so that LISTEN never lands
    /// inside another use case's transaction (and is never rolled back with it).
    private func listen() async throws {
        let changes = self.changes, connection = self.connection, logger = self.logger
        do {
            try await run {
                let rows = try await connection.query("SELECT pg_backend_pid()", logger: logger)
                var ownPID = ""
                for try await pid in rows.decode(Int32.self) { ownPID = String(pid) }
                let (ready, readiness) = AsyncStream<Void>.makeStream()
                Task.detached {
                    try? await connection.listen(on: PostgresSchema.channel) { notifications in
                        readiness.finish()
                        // This client's own changes were counted when it made them.
                        for try await notification in notifications where notification.payload != ownPID {
                            changes.increment()
                        }
                    }
                    readiness.finish()
                }
                for await _ in ready {}
            }
        } catch {
            changes.listeningFailed()
            throw error
        }
    }

    // MARK: - Queries

    static let columns = "id, title, to_char(due, 'YYYY-MM-DD'), created, completed"

    private func items(_ query: PostgresListQueries.Query) async throws -> [TodoItem] {
        let connection = self.connection, logger = self.logger
        return try await run {
            let rows = try await connection.query(query.postgresQuery(), logger: logger)
            var items: [TodoItem] = []
            for try await row in rows.decode((Int64, String, String, Int64, Int64?).self) {
                items.append(try Self.item(row))
            }
            return items
        }
    }

    private func single<T: PostgresDecodable & Sendable>(
        _ sql: String, _ arguments: [PostgresListQueries.Argument], as type: T.Type
    ) async throws -> T? {
        let connection = self.connection, logger = self.logger
        return try await run {
            let rows = try await connection.query(PostgresListQueries.Query(sql: sql, arguments: arguments).postgresQuery(), logger: logger)
            var value: T?
            for try await decoded in rows.decode(T.self) { value = decoded }
            return value
        }
    }

    /// Runs one change in a transaction, its turn on the connection, and counts it.
    private func change<T: Sendable>(
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws -> T {
        let connection = self.connection, logger = self.logger, url = self.url
        do {
            let result = try await gate.run {
                try await connection.withTransaction(logger: logger) { connection in try await body(connection, logger) }
            }
            changes.increment()
            return result
        } catch let error as PostgresTransactionError {
            if let closure = error.closureError as? TodoStoreError { throw closure }
            throw PostgresErrors.storeError(error.closureError ?? error.commitError ?? error, url: url)
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
    }

    /// Runs one use case's statements, its turn on the connection, with errors a user can
    /// act on.
    private func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        do {
            return try await gate.run(body)
        } catch let error as TodoStoreError {
            throw error
        } catch {
            throw PostgresErrors.storeError(error, url: url)
        }
    }

    static func item(_ row: (Int64, String, String, Int64, Int64?)) throws -> TodoItem {
        guard let due = CalendarDay(iso: row.2) else {
            throw PostgresRowError.unreadableDue(id: row.0, text: row.2)
        }
        return TodoItem(
            id: row.0, title: row.1, due: due, created: Date(timeIntervalSince1970: Double(row.3)),
            completed: row.4.map { Date(timeIntervalSince1970: Double($0)) })
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}

/// A row todo cannot read.
enum PostgresRowError: Error, CustomStringConvertible {
    /// The due date is not a day.
    case unreadableDue(id: Int64, text: String)

    var description: String {
        switch self {
        case .unreadableDue(let id, let text): "item \(id) has the unreadable due date \(text)"
        }
    }
}
