/// Migration `v11-journal-history`: the undo journal keeps, with each step, when it was
/// made and what history says of it, and keeps undone steps (marked undone) with the items
/// as they had left them, for redo (``UndoJournal``). Steps an earlier version recorded
/// keep working for undo: they have no time (`made` NULL) and no description.
enum PostgresJournalHistorySchema {
    static let statements = [
        """
        ALTER TABLE todo_undo_step ADD COLUMN made BIGINT, ADD COLUMN undone BOOLEAN NOT NULL DEFAULT false,
            ADD COLUMN item_count BIGINT, ADD COLUMN titles TEXT NOT NULL DEFAULT ''
        """,
        // An undone step's items as it had left them: what redo puts back.
        """
        CREATE TABLE todo_redo_item (
            LIKE todo_undo_item INCLUDING DEFAULTS, PRIMARY KEY (step, id),
            FOREIGN KEY (step) REFERENCES todo_undo_step (id) ON DELETE CASCADE
        )
        """,
        // The steps that changed an item: when it was last changed here (a sync's rule).
        "CREATE INDEX todo_undo_item_by_item ON todo_undo_item (id, step)",
    ]
}
