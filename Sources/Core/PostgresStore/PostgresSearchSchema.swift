import AppCore

/// The search columns and indexes of a PostgreSQL database (see Docs/Architecture.md,
/// "Stores"), without any extension.
///
/// Since `v7-search-words` the store writes, with every row, the words todo itself folds
/// (``AppCore/SearchWords``) as a `tsvector` whose lexemes are those words as they are
/// (`array_to_tsvector`: no parser, no dictionary), and the tags' keys
/// (``AppCore/TagRules/key(_:)``) as a `text[]`; GIN indexes answer filters from them. The
/// server folds nothing itself, so it finds what the other stores find.
enum PostgresSearchSchema {
    /// An item's folded words: its `search_words` column.
    static let words = "search_words"

    /// An item's tag keys: its `tag_keys` column.
    static let tagKeys = "tag_keys"

    /// The statements of the migration `v4-tags-priority`: items get tags and a priority,
    /// the list's index puts a higher priority first within a day, and the first GIN indexes
    /// (words folded by the SQL function `todo_fold`, tags by `lower`; replaced by
    /// `v7-search-words`, since neither folded as todo does).
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
        """
        CREATE FUNCTION todo_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            AS $$ SELECT lower(regexp_replace(normalize($1, NFD), '[\\u0300-\\u036f]', '', 'g')) $$
        """,
        """
        CREATE INDEX todo_item_words ON todo_item
            USING GIN (to_tsvector('simple'::regconfig, todo_fold(title || ' ' || notes)))
        """,
        "CREATE INDEX todo_item_tag_keys ON todo_item USING GIN (string_to_array(lower(tags), ' '))",
    ]

    /// The statements of the migration `v7-search-words` before its rows are filled
    /// (``PostgresSearchWordsFill``): the old indexes and function go, the columns come.
    static let searchWordsStatements = [
        "DROP INDEX todo_item_words",
        "DROP INDEX todo_item_tag_keys",
        "DROP FUNCTION todo_fold(text)",
        "ALTER TABLE todo_item ADD COLUMN search_words tsvector, ADD COLUMN tag_keys text[]",
    ]

    /// The statements of the migration `v7-search-words` once its rows are filled: every row
    /// must have both (a client that does not write them is refused), and both are indexed.
    static let searchWordsIndexes = [
        "ALTER TABLE todo_item ALTER COLUMN search_words SET NOT NULL, ALTER COLUMN tag_keys SET NOT NULL",
        wordsIndex,
        "CREATE INDEX todo_item_tag_keys ON todo_item USING GIN (tag_keys)",
    ]

    /// The statements of the migration `v8-search-signs` before its rows are written again
    /// (``PostgresSearchWordsFill/refillWords(_:_:)``): the words' index goes, to be built
    /// once from the new words.
    static let searchSignsStatements = ["DROP INDEX IF EXISTS todo_item_search_words"]

    /// The index of the words, built again once `v8-search-signs` wrote them.
    static let wordsIndex = "CREATE INDEX todo_item_search_words ON todo_item USING GIN (search_words)"

    /// The keys of `tags`, separated by single spaces: bound as one text, then written
    /// `string_to_array(keys, ' ')`, as the words are `array_to_tsvector(string_to_array(words, ' '))`.
    static func keysText(_ tags: [String]) -> String {
        tags.map(TagRules.key).joined(separator: " ")
    }
}
