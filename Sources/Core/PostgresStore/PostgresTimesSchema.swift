/// Migration `v12-times-and-start`: items get a time of day on their due day and a start
/// day before which they stay out of the upcoming list.
enum PostgresTimesSchema {
    /// Adds `due_time` (minutes since midnight, ``PostgresDue/noTime`` for none: not NULL,
    /// so that a page's anchor compares it as a row value) and `start` (NULL for none) to
    /// the items and the undo journal (both its tables), and rebuilds the list's index in the new list order
    /// (a day's items by time, the untimed ones first), with the start day in it, so that
    /// the upcoming list still reads only the index.
    static let statements = [
        "ALTER TABLE todo_item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(PostgresDue.noTime)",
        "ALTER TABLE todo_item ADD COLUMN start DATE",
        "ALTER TABLE todo_undo_item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(PostgresDue.noTime)",
        "ALTER TABLE todo_undo_item ADD COLUMN start DATE",
        "ALTER TABLE todo_redo_item ADD COLUMN due_time INTEGER NOT NULL DEFAULT \(PostgresDue.noTime)",
        "ALTER TABLE todo_redo_item ADD COLUMN start DATE",
        "DROP INDEX todo_item_open_in_list_order",
        """
        CREATE INDEX todo_item_open_in_list_order ON todo_item (due, due_time, priority, created, id)
            INCLUDE (title, tags, recurrence, start) WHERE completed IS NULL
        """,
    ]
}
