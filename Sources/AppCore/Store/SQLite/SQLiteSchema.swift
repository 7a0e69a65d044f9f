import GRDB

/// The SQLite schema of a todo database, created and upgraded by a migrator.
///
/// Each migration is a schema version. A database that lists a migration this program
/// does not know was written by a newer version, and is refused unchanged.
enum SQLiteSchema {
    /// The `application_id` stamped in the header of every todo database ("ToDo").
    static let applicationID: Int32 = 0x546F_446F

    /// The migrations, oldest first.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-items") { db in
            try db.execute(
                sql: """
                    CREATE TABLE item (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        title TEXT NOT NULL,
                        due TEXT NOT NULL,          -- YYYY-MM-DD
                        created INTEGER NOT NULL,   -- seconds since 1970, UTC
                        completed INTEGER           -- seconds since 1970, NULL while open
                    );
                    -- Serves "open items due between A and B, in list order" as one range scan.
                    CREATE INDEX item_open_by_due ON item(due, created, id) WHERE completed IS NULL;
                    PRAGMA application_id = \(applicationID);
                    """)
        }
        return migrator
    }

    /// Refuses, without changing it, a database that lists a migration this program does
    /// not know: it was written by a newer version. Reads through a read-only connection.
    static func refuseNewerVersion(at path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let applied = try DatabaseQueue(path: path, configuration: configuration).read { db in
            try migrator.appliedIdentifiers(db)
        }
        guard applied.isSubset(of: Set(migrator.migrations)) else {
            throw TodoStoreError.unusable(
                path: path, reason: "it was written by a newer version of todo; update todo to open it")
        }
    }

    /// Brings the schema up to date (a no-op read when it already is).
    static func migrate(_ pool: DatabasePool) throws {
        let complete = try pool.read { db in try migrator.hasCompletedMigrations(db) }
        if !complete { try migrator.migrate(pool) }
    }
}
