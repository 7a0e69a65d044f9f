import GRDB

/// Migration `v13-journal-history`: the undo journal keeps, with each step, when it was
/// made and what history says of it, and keeps undone steps (marked undone) with the items
/// as they had left them, for redo (``UndoJournal``). Steps an earlier version recorded
/// keep working for undo: they have no time (`made` NULL) and no description.
enum SQLiteJournalHistorySchema {
    static func addHistory(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE undo_step ADD COLUMN made INTEGER;           -- seconds since 1970, UTC
                ALTER TABLE undo_step ADD COLUMN undone INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE undo_step ADD COLUMN item_count INTEGER;     -- StepDescription.count
                ALTER TABLE undo_step ADD COLUMN titles TEXT NOT NULL DEFAULT '';
                -- An undone step's items as it had left them: what redo puts back.
                CREATE TABLE redo_item (
                    step INTEGER NOT NULL,
                    id INTEGER NOT NULL,
                    title TEXT NOT NULL,
                    due TEXT NOT NULL,
                    created INTEGER NOT NULL,
                    completed INTEGER,
                    notes TEXT NOT NULL DEFAULT '',
                    tags TEXT NOT NULL DEFAULT '',
                    priority INTEGER NOT NULL DEFAULT 3,
                    recurrence TEXT,
                    source TEXT,
                    PRIMARY KEY (step, id)
                ) WITHOUT ROWID;
                -- The steps that changed an item: when it was last changed here (a sync's rule).
                CREATE INDEX undo_item_by_item ON undo_item(id, step);
                """)
    }
}
