import Logging
import PostgresNIO

/// The PostgreSQL schema of a todo database, as versioned migrations. Each migration is a
/// list of statements run in one transaction, under an advisory lock, so that many clients
/// can start at once; a database that lists a migration this program does not know was
/// written by a newer version and is refused.
enum PostgresSchema {
    /// The advisory lock key migrations run under ("todo").
    static let lockKey: Int64 = 0x746F_646F

    /// The channel change notifications go to.
    static let channel = "todo_changes"

    /// The migrations, oldest first.
    static let migrations: [(identifier: String, statements: [String])] = [
        (
            "v1-items",
            [
                "CREATE SEQUENCE todo_item_id_seq",
                """
                CREATE TABLE todo_item (
                    id BIGINT PRIMARY KEY DEFAULT nextval('todo_item_id_seq'),
                    title TEXT NOT NULL,
                    due DATE NOT NULL,
                    created BIGINT NOT NULL,
                    completed BIGINT
                )
                """,
                "ALTER SEQUENCE todo_item_id_seq OWNED BY todo_item.id",
                """
                CREATE INDEX todo_item_open_in_list_order ON todo_item (due, created, id) INCLUDE (title)
                    WHERE completed IS NULL
                """,
                // Every committed change tells the listening clients, naming the writer's
                // session so that a client can tell its own changes from others'.
                """
                CREATE FUNCTION todo_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    PERFORM pg_notify('\(channel)', pg_backend_pid()::text);
                    RETURN NULL;
                END
                $$
                """,
                """
                CREATE TRIGGER todo_item_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON todo_item
                    FOR EACH STATEMENT EXECUTE FUNCTION todo_item_changed()
                """,
            ]
        ),
        (
            "v2-undo-journal",
            [
                // UndoJournal: each step, and the items it changed or deleted as they were.
                """
                CREATE TABLE todo_undo_step (
                    id BIGSERIAL PRIMARY KEY,
                    kind TEXT NOT NULL,
                    created_ids TEXT NOT NULL
                )
                """,
                """
                CREATE TABLE todo_undo_item (
                    step BIGINT NOT NULL REFERENCES todo_undo_step (id) ON DELETE CASCADE,
                    id BIGINT NOT NULL,
                    title TEXT NOT NULL,
                    due DATE NOT NULL,
                    created BIGINT NOT NULL,
                    completed BIGINT,
                    PRIMARY KEY (step, id)
                )
                """,
            ]
        ),
        (
            "v3-notes",
            [
                // Items get notes; an item without a due day is written with PostgresDue.none.
                "ALTER TABLE todo_item ADD COLUMN notes TEXT NOT NULL DEFAULT ''",
                "ALTER TABLE todo_undo_item ADD COLUMN notes TEXT NOT NULL DEFAULT ''",
            ]
        ),
        ("v4-tags-priority", PostgresSearchSchema.statements),
        (
            "v5-recurrence",
            [
                // recurrence: the rule's Recurrence.storageText ("1 month;31"), NULL for none;
                // in the list's index, so that rows show their mark from the index alone.
                "ALTER TABLE todo_item ADD COLUMN recurrence TEXT",
                "ALTER TABLE todo_undo_item ADD COLUMN recurrence TEXT",
                "DROP INDEX todo_item_open_in_list_order",
                """
                CREATE INDEX todo_item_open_in_list_order ON todo_item (due, priority, created, id)
                    INCLUDE (title, tags, recurrence) WHERE completed IS NULL
                """,
            ]
        ),
        (
            "v6-source",
            [
                // source: where an imported item came from (taskwarrior:UUID, ical:UID), NULL for
                // none; one item per source, so that importing a file twice stores it once.
                "ALTER TABLE todo_item ADD COLUMN source TEXT",
                "ALTER TABLE todo_undo_item ADD COLUMN source TEXT",
                "CREATE UNIQUE INDEX todo_item_source ON todo_item (source) WHERE source IS NOT NULL",
            ]
        ),
        // search_words: the item's folded words (SearchWords) as lexemes; tag_keys: its tags'
        // keys; both written by the store with every row, filled for existing rows by
        // PostgresSearchWordsFill (in `fills`), then required and indexed.
        ("v7-search-words", PostgresSearchSchema.searchWordsStatements),
        // Words keep the signs inside them (c++, e-mail, dev/ops): every item's search_words
        // written again by PostgresSearchWordsFill.refillWords (in `fills`), its index rebuilt.
        ("v8-search-signs", PostgresSearchSchema.searchSignsStatements),
        (
            "v9-recurrence-ends",
            [
                // recurrence may now hold a rule on a day's place in the month and an end, which
                // earlier releases cannot read: listing this migration makes them refuse the
                // database as newer; the rules they wrote read unchanged.
                """
                COMMENT ON COLUMN todo_item.recurrence IS 'Recurrence.storageText: 1 month;31, weekday, \
                1 month on the last day, 1 month on the first tuesday;10 times, 1 week;until 2027-06-30'
                """
            ]
        ),
        (
            "v10-sync",
            [
                // The sync state (SyncState): one record per synced item (not a foreign key: the
                // record of an item deleted here tells the next sync to delete it on the
                // server), and the collection, token, identity and generation.
                """
                CREATE TABLE todo_sync_item (
                    item_id BIGINT PRIMARY KEY, uid TEXT NOT NULL, href TEXT NOT NULL, etag TEXT, body TEXT NOT NULL
                )
                """,
                "CREATE TABLE todo_sync_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
            ]
        ),
        ("v11-journal-history", PostgresJournalHistorySchema.statements),
        ("v12-times-and-start", PostgresTimesSchema.statements),
        ("v13-sync-changes", PostgresSyncChangesSchema.statements),
    ]

    /// A migration's work that SQL cannot do, run after its statements in the same
    /// transaction, by identifier.
    static let fills: [String: @Sendable (PostgresConnection, Logger) async throws -> Void] = [
        "v7-search-words": PostgresSearchWordsFill.fill,
        "v8-search-signs": PostgresSearchWordsFill.refillWords,
        "v12-times-and-start": PostgresTimesFill.fill,
    ]

    /// The table that records which migrations ran.
    static let versionsTable = """
        CREATE TABLE IF NOT EXISTS todo_schema_migrations (
            identifier TEXT PRIMARY KEY,
            applied TIMESTAMPTZ NOT NULL DEFAULT now()
        )
        """
}
