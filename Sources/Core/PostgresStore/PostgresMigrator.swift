import AppCore
import Logging
import PostgresNIO

/// Brings a database's schema up to date, or refuses one from a newer todo. A current
/// schema costs one query and needs no privilege to create anything (a least-privilege
/// role can use a database its owner set up); an old one is migrated in one transaction
/// under an advisory lock, so clients starting together take turns.
struct PostgresMigrator {
    let connection: PostgresConnection
    let logger: Logger
    let url: PostgresURL

    /// How many items an upgrade would rewrite, or `nil` when the schema is current (one
    /// query, the only one a current schema costs). Refuses a schema from a newer todo.
    func itemsToUpgrade() async throws -> Int? {
        let known = Set(PostgresSchema.migrations.map(\.identifier))
        guard let applied = try await appliedIdentifiers() else { return 0 }
        try refuseNewer(applied, known: known)
        if applied == known { return nil }
        let rows = try await connection.query("SELECT count(*) FROM todo_item", logger: logger)
        var count: Int64 = 0
        for try await value in rows.decode(Int64.self) { count = value }
        return Int(count)
    }

    func migrate() async throws {
        let known = Set(PostgresSchema.migrations.map(\.identifier))
        if let applied = try await appliedIdentifiers() {
            try refuseNewer(applied, known: known)
            if applied == known { return }
        }
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(PostgresSchema.lockKey))", logger: logger)
            try await connection.query(PostgresQuery(unsafeSQL: PostgresSchema.versionsTable), logger: logger)
            let applied = try await appliedIdentifiers() ?? []
            try refuseNewer(applied, known: known)
            for migration in PostgresSchema.migrations where !applied.contains(migration.identifier) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                if let fill = PostgresSchema.fills[migration.identifier] { try await fill(connection, logger) }
                try await connection.query(
                    "INSERT INTO todo_schema_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
            }
            try await connection.query("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            if let error = error as? PSQLError, error.serverInfo?[.sqlState] == "42501" {
                throw TodoStoreError.unusable(
                    path: url.description,
                    reason: "user \(url.user) may not create todo's tables; connect once as the database's owner "
                        + "to create or upgrade them (Docs/Scaling.md)")
            }
            throw error
        }
    }

    /// The migrations the database lists, or `nil` when it has no versions table yet: one
    /// query, the only one a current schema costs.
    private func appliedIdentifiers() async throws -> Set<String>? {
        do {
            var applied: Set<String> = []
            let rows = try await connection.query("SELECT identifier FROM todo_schema_migrations", logger: logger)
            for try await identifier in rows.decode(String.self) { applied.insert(identifier) }
            return applied
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "42P01" {
            return nil
        }
    }

    private func refuseNewer(_ applied: Set<String>, known: Set<String>) throws {
        guard applied.isSubset(of: known) else {
            throw TodoStoreError.unusable(
                path: url.description, reason: "it was written by a newer version of todo; update todo to open it")
        }
    }
}
