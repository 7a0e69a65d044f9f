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
        migrator.registerMigration("v2-covering-open-index") { db in
            // The upcoming list reads only open items' id, title, due day and creation time:
            // with the title (and the always-NULL completed, which its WHERE names) in the
            // index too, those reads never touch the table.
            try db.execute(
                sql: """
                    DROP INDEX item_open_by_due;
                    CREATE INDEX item_open_in_list_order ON item(due, created, id, title, completed)
                        WHERE completed IS NULL;
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
        try refuse(applied, path: path)
    }

    /// Readies a newly opened pool: makes every commit durable, refuses a newer schema and
    /// brings an older one up to date. On the writer's connection, so that a command that
    /// only writes never opens a reader.
    static func prepare(_ pool: DatabasePool, path: String) throws {
        let applied = try pool.writeWithoutTransaction { db in
            // GRDB sets NORMAL when it turns WAL on; a finished write must survive a crash.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            return try migrator.appliedIdentifiers(db)
        }
        try refuse(applied, path: path)
        // The store holds the database's open lock: no other todo migrates meanwhile.
        if applied != Set(migrator.migrations) { try migrator.migrate(pool) }
    }

    private static func refuse(_ applied: Set<String>, path: String) throws {
        guard applied.isSubset(of: Set(migrator.migrations)) else {
            throw TodoStoreError.unusable(
                path: path, reason: "it was written by a newer version of todo; update todo to open it")
        }
    }
}
