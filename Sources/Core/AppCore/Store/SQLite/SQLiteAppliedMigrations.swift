import GRDB
import GRDBSQLite

/// The migrations a database lists as applied (GRDB's `grdb_migrations` table), read with
/// SQLite's own calls: GRDB's `appliedIdentifiers` gives the same set through generic
/// fetching whose first use costs a one-shot command some 0.7 M instructions.
enum SQLiteAppliedMigrations {
    /// The identifiers in `grdb_migrations`; none when the table is missing (a new or
    /// empty database).
    static func read(_ db: Database) throws -> Set<String> {
        var statement: OpaquePointer?
        let sql = "SELECT identifier FROM grdb_migrations"
        let prepared = sqlite3_prepare_v2(db.sqliteConnection, sql, -1, &statement, nil)
        defer { sqlite3_finalize(statement) }
        guard prepared == SQLITE_OK, let statement else {
            if try !db.tableExists("grdb_migrations") { return [] }
            throw DatabaseError(resultCode: ResultCode(rawValue: prepared), message: db.lastErrorMessage, sql: sql)
        }
        var identifiers: Set<String> = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return identifiers }
            guard step == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: step), message: db.lastErrorMessage, sql: sql)
            }
            if let text = sqlite3_column_text(statement, 0) { identifiers.insert(String(cString: text)) }
        }
    }
}
