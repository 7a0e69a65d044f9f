/// The migration `v4-tags-priority`: items get tags and a priority, the list's index puts
/// a higher priority first within a day, and two GIN indexes answer filters with
/// PostgreSQL's own text search, without any extension (see Docs/Architecture.md, "Stores").
enum PostgresSearchSchema {
    /// The folded words of an item, as its index holds them: the title and the notes
    /// without accents (decomposed, the combining marks dropped) and in lower case.
    static let words = "to_tsvector('simple'::regconfig, todo_fold(title || ' ' || notes))"

    /// The keys of an item's tags (its `tags` text split at spaces, in lower case).
    static let tagKeys = "string_to_array(lower(tags), ' ')"

    static let statements = [
        // tags: the item's tags, sorted, separated by one space ('' for none).
        // priority: 0 high, 1 medium, 2 low, 3 none (Priority.rank): list order sorts on it.
        """
        ALTER TABLE todo_item ADD COLUMN tags TEXT NOT NULL DEFAULT '',
            ADD COLUMN priority INTEGER NOT NULL DEFAULT 3
        """,
        """
        ALTER TABLE todo_undo_item ADD COLUMN tags TEXT NOT NULL DEFAULT '',
            ADD COLUMN priority INTEGER NOT NULL DEFAULT 3
        """,
        "DROP INDEX todo_item_open_in_list_order",
        """
        CREATE INDEX todo_item_open_in_list_order ON todo_item (due, priority, created, id) INCLUDE (title, tags)
            WHERE completed IS NULL
        """,
        """
        CREATE INDEX todo_item_completed_latest_first ON todo_item (completed DESC, id DESC)
            WHERE completed IS NOT NULL
        """,
        // Case and accents folded in SQL, so that every write (undo and import included)
        // keeps the index right by itself; normalize() and lower() need no extension.
        """
        CREATE FUNCTION todo_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $$ SELECT lower(regexp_replace(normalize($1, NFD), '[\\u0300-\\u036f]', '', 'g')) $$
        """,
        "CREATE INDEX todo_item_words ON todo_item USING GIN (\(words))",
        "CREATE INDEX todo_item_tag_keys ON todo_item USING GIN (\(tagKeys))",
    ]
}
