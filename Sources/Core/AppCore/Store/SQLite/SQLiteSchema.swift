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
        migrator.registerMigration("v3-undo-journal") { db in
            // UndoJournal: each step, and the items it changed or deleted as they were.
            try db.execute(
                sql: """
                    CREATE TABLE undo_step (
                        id INTEGER PRIMARY KEY,
                        kind TEXT NOT NULL,         -- add, complete, reopen, delete, import
                        created_ids TEXT NOT NULL   -- the ids the change created, as ranges: 1-5,8
                    );
                    CREATE TABLE undo_item (
                        step INTEGER NOT NULL,
                        id INTEGER NOT NULL,
                        title TEXT NOT NULL,
                        due TEXT NOT NULL,
                        created INTEGER NOT NULL,
                        completed INTEGER,
                        PRIMARY KEY (step, id)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v4-notes") { db in
            // Items get notes; an item without a due day is written with SQLiteDue.none.
            try db.execute(
                sql: """
                    ALTER TABLE item ADD COLUMN notes TEXT NOT NULL DEFAULT '';
                    ALTER TABLE undo_item ADD COLUMN notes TEXT NOT NULL DEFAULT '';
                    """)
        }
        migrator.registerMigration("v5-tags-priority", migrate: SQLiteSearchSchema.addTagsPriorityAndSearch)
        migrator.registerMigration("v6-recurrence") { db in
            // recurrence: the rule's Recurrence.storageText ("1 month;31", "weekday"), NULL for
            // none. In the list's covering index, so that rows show their mark without the table.
            try db.execute(
                sql: """
                    ALTER TABLE item ADD COLUMN recurrence TEXT;
                    ALTER TABLE undo_item ADD COLUMN recurrence TEXT;
                    DROP INDEX item_open_in_list_order;
                    CREATE INDEX item_open_in_list_order
                        ON item(due, priority, created, id, title, tags, recurrence, completed)
                        WHERE completed IS NULL;
                    """)
        }
        migrator.registerMigration("v7-source") { db in
            // source: where an imported item came from (taskwarrior:UUID, ical:UID), NULL for
            // none; one item per source, so that importing a file twice stores it once.
            try db.execute(
                sql: """
                    ALTER TABLE item ADD COLUMN source TEXT;
                    ALTER TABLE undo_item ADD COLUMN source TEXT;
                    CREATE UNIQUE INDEX item_source ON item(source) WHERE source IS NOT NULL;
                    """)
        }
        migrator.registerMigration("v8-tag-vocabulary", migrate: SQLiteSearchSchema.addTagVocabulary)
        migrator.registerMigration("v9-search-words", migrate: SQLiteSearchSchema.indexSearchWords)
        migrator.registerMigration("v10-search-signs", migrate: SQLiteSearchSchema.indexSearchSigns)
        migrator.registerMigration("v11-recurrence-ends") { _ in
            // No change to the tables: recurrence may now hold a rule on a day's place in the
            // month and an end ("1 month on the last day", "1 week;10 times", "1 month;31;until
            // 2027-06-30"), which earlier releases cannot read. Listing this migration makes
            // them refuse the database as newer instead of calling such a rule unreadable; the
            // rules they wrote read unchanged.
        }
        migrator.registerMigration("v12-sync") { db in
            // The sync state (SyncState): one record per synced item (not a foreign key: the
            // record of an item deleted here tells the next sync to delete it on the server),
            // and the collection, token, identity and generation.
            try db.execute(
                sql: """
                    CREATE TABLE sync_item (
                        item_id INTEGER PRIMARY KEY,
                        uid TEXT NOT NULL,
                        href TEXT NOT NULL,
                        etag TEXT,
                        body TEXT NOT NULL          -- the iCalendar text as last synced
                    );
                    CREATE TABLE sync_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v13-journal-history", migrate: SQLiteJournalHistorySchema.addHistory)
        migrator.registerMigration("v14-times-and-start", migrate: SQLiteTimesSchema.addTimesAndStart)
        migrator.registerMigration("v15-sync-changes", migrate: SQLiteSyncChangesSchema.addSyncChanges)
        return migrator
    }

    /// What a read-only look at a database file found.
    enum Identity {
        /// A todo database, with the migrations it lists.
        case todo(applied: Set<String>)
        /// An SQLite file with no schema at all: it may become a todo database.
        case empty
        /// Another program's database.
        case foreign
    }

    /// Tells whose database the file at `path` is, through a read-only connection (which
    /// reads the write-ahead log too), without changing it.
    static func identify(at path: String) throws -> Identity {
        let queue = try DatabaseQueue(path: path, configuration: SQLiteConnectionSettings.configuration(readOnly: true))
        defer { try? queue.close() }
        return try queue.read { db in try identity(db) }
    }

    /// Whose database `db` is, read without changing it.
    static func identity(_ db: any SQLiteStatements) throws -> Identity {
        let stamp = try db.integer("PRAGMA application_id") ?? 0
        if stamp == applicationID { return .todo(applied: try SQLiteAppliedMigrations.read(db)) }
        let objects = try db.integer("SELECT count(*) FROM sqlite_master") ?? 0
        return stamp == 0 && objects == 0 ? .empty : .foreign
    }

    /// Refuses, without changing it, a database that is not a todo database or lists a
    /// migration this program does not know (it was written by a newer version).
    static func refuseUnknown(at path: String) throws {
        switch try identify(at: path) {
        case .todo(let applied): try refuse(applied, path: path)
        case .empty: break
        case .foreign: throw TodoStoreError.unusable(path: path, reason: DatabaseFileCheck.anotherProgramsDatabase)
        }
    }

    /// Readies a newly opened pool (or single connection): makes every commit durable,
    /// refuses a newer schema and brings an older one up to date. On the writer's
    /// connection, so that a command that only writes never opens a reader.
    ///
    /// Several processes may upgrade the same file at once. Each migration is one
    /// transaction that also records it, so it can never be applied twice: a process whose
    /// migration fails because another process applied it first looks again, and goes on
    /// from there.
    static func prepare(_ pool: some DatabaseWriter, path: String) throws {
        var applied = try pool.writeWithoutTransaction { db in
            // GRDB sets NORMAL when it turns WAL on; a finished write must survive a crash.
            try db.execute(sql: "PRAGMA synchronous = FULL")
            return try SQLiteAppliedMigrations.read(db)
        }
        let all = Set(migrator.migrations)
        while true {
            try refuse(applied, path: path)
            if applied == all { return }
            do {
                try migrator.migrate(pool)
                return
            } catch {
                let now = try pool.writeWithoutTransaction { db in try SQLiteAppliedMigrations.read(db) }
                // Nothing new was applied meanwhile: the failure is this process's own.
                guard now.count > applied.count else { throw error }
                applied = now
            }
        }
    }

    /// Readies todo's own connection for one command as ``prepare(_:path:)`` readies GRDB's,
    /// except that a schema to bring up to date is left to GRDB's migrator: `false` then.
    static func isCurrent(_ connection: DirectConnection, path: String) throws -> Bool {
        // A finished write must survive a crash, whatever the library was built to default to.
        try connection.script("PRAGMA synchronous = FULL")
        let applied = try SQLiteAppliedMigrations.read(connection)
        try refuse(applied, path: path)
        return applied == Set(migrator.migrations)
    }

    /// Refuses a database that lists a migration this program does not know.
    static func refuse(_ applied: Set<String>, path: String) throws {
        guard applied.isSubset(of: Set(migrator.migrations)) else {
            throw TodoStoreError.unusable(
                path: path, reason: "it was written by a newer version of todo; update todo to open it")
        }
    }
}
