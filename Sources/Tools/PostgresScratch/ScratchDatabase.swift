import Foundation
import Logging
import PostgresNIO
import PostgresStore

/// A throw-away database on a PostgreSQL server, for the tests and the benchmark: created
/// empty under a unique name, and dropped (its sessions ended) by ``drop()``.
public struct ScratchDatabase: Sendable {
    /// The environment variable that names a server the tests may create databases on;
    /// `.ci/with-postgres` sets it.
    public static let serverVariable = "TODO_TEST_POSTGRES_URL"

    /// The database's name.
    public let name: String
    /// The database's URL, password included: what `--db` and `TODO_DB` take.
    public let urlText: String
    private let server: PostgresURL

    /// The server the tests use, from ``serverVariable``; throws a message that says how
    /// to start one when it is not set.
    public static func testServer(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String
    {
        guard let text = environment[serverVariable], !text.isEmpty else {
            throw ScratchDatabaseError(
                "no PostgreSQL server for the PostgreSQL tests: run them with `.ci/with-postgres swift test` "
                    + "(needs apt-get install -y postgresql), or set \(serverVariable) to a server where this user may "
                    + "create databases, such as postgres://me:secret@127.0.0.1:5432/postgres")
        }
        return text
    }

    /// Creates an empty database named `prefix` and a random suffix on the server at
    /// `serverText` (a URL whose user may create databases).
    public static func create(on serverText: String, prefix: String = "todo_scratch") async throws -> ScratchDatabase {
        let server = try PostgresURL(serverText)
        guard var components = URLComponents(string: serverText) else {
            throw ScratchDatabaseError("cannot read the server URL \(server)")
        }
        let name = "\(prefix)_\(UUID().uuidString.prefix(12).lowercased().replacingOccurrences(of: "-", with: ""))"
        components.path = "/\(name)"
        guard let urlText = components.string else {
            throw ScratchDatabaseError("cannot make a URL for \(name) on \(server)")
        }
        try await administer(server, "CREATE DATABASE \(name)")
        return ScratchDatabase(name: name, urlText: urlText, server: server)
    }

    /// Drops the database, ending any session still connected to it.
    public func drop() async throws {
        try await Self.administer(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// Runs `sql` on this database as the server URL's user (to set up roles or damage a
    /// schema in tests), and returns the first column of its rows as text.
    @discardableResult
    public func execute(_ sql: String) async throws -> [String] {
        try await Self.administer(try PostgresURL(urlText), sql)
    }

    /// This database's URL with another user and password.
    public func url(user: String, password: String) throws -> String {
        var components = URLComponents(string: urlText)
        components?.user = user
        components?.password = password
        guard let text = components?.string else {
            throw ScratchDatabaseError("cannot make a URL for \(user) on \(name)")
        }
        return text
    }

    /// The port of the server the database is on.
    public var port: Int {
        URLComponents(string: urlText)?.port ?? 5432
    }

    /// This database's URL on another port of the same host (a relay's, say).
    public func url(port: Int) throws -> String {
        var components = URLComponents(string: urlText)
        components?.port = port
        guard let text = components?.string else {
            throw ScratchDatabaseError("cannot make a URL for port \(port) on \(name)")
        }
        return text
    }

    /// Ends every other session on this database, as an administrator's
    /// `pg_terminate_backend` does; returns how many there were.
    @discardableResult
    public func endSessions() async throws -> Int {
        try await execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).count
    }

    /// Creates a database, runs `body` with it, and drops it whether `body` succeeded or not;
    /// at most four such databases are in use at once in a process (``ScratchGate``).
    public static func with<Result>(
        on serverText: String, prefix: String = "todo_scratch", _ body: (ScratchDatabase) async throws -> Result
    ) async throws -> Result {
        if ScratchGate.holding { return try await unguarded(on: serverText, prefix: prefix, body) }
        await ScratchGate.shared.enter()
        do {
            let result = try await ScratchGate.$holding.withValue(true) {
                try await unguarded(on: serverText, prefix: prefix, body)
            }
            await ScratchGate.shared.leave()
            return result
        } catch {
            await ScratchGate.shared.leave()
            throw error
        }
    }

    private static func unguarded<Result>(
        on serverText: String, prefix: String, _ body: (ScratchDatabase) async throws -> Result
    ) async throws -> Result {
        let database = try await create(on: serverText, prefix: prefix)
        let result: Result
        do {
            result = try await body(database)
        } catch {
            try? await database.drop()
            throw error
        }
        try await database.drop()
        return result
    }

    @discardableResult
    private static func administer(_ url: PostgresURL, _ sql: String) async throws -> [String] {
        let logger = Logger(label: "todo.scratch") { _ in SwiftLogNoOpLogHandler() }
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: try url.configuration(), id: 1, logger: logger)
        } catch {
            throw ScratchDatabaseError("cannot connect to \(url): \(String(reflecting: error))")
        }
        var values: [String] = []
        do {
            let rows = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            for try await row in rows {
                values.append(row.first.flatMap { try? $0.decode(String?.self) } ?? "NULL")
            }
        } catch {
            try? await connection.close()
            throw ScratchDatabaseError("\(url): \(String(reflecting: error))")
        }
        try await connection.close()
        return values
    }
}

/// Why a scratch database could not be made or used.
public struct ScratchDatabaseError: Error, CustomStringConvertible {
    /// What went wrong, and what to do.
    public let description: String

    init(_ description: String) { self.description = description }
}
