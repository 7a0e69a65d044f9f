import GRDB
import GRDBSQLite

/// The migrations a database lists as applied (GRDB's `grdb_migrations` table), read with
/// SQLite's own calls: GRDB's `appliedIdentifiers` gives the same set through generic
/// fetching whose first use costs a one-shot command some 0.7 M instructions.
enum SQLiteAppliedMigrations {
    /// The identifiers in `grdb_migrations`; none when the table is missing (a new or
    /// empty database).
    static func read(_ db: any SQLiteStatements) throws -> Set<String> {
        do {
            return Set(try db.texts("SELECT identifier FROM grdb_migrations"))
        } catch {
            let table = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'"
            if try db.integer(table) == 0 { return [] }
            throw error
        }
    }
}
