import GRDB

/// The search tables of an SQLite database: two FTS5 tables kept in step with the item
/// table by triggers answer filters (see Docs/Architecture.md, "Stores").
///
/// Since `v9-search-words` they index what todo itself folds (``SearchWords``), never text
/// SQLite folds its own way: `item.words`, the item's folded words written by the store with
/// every row (``SearchWords/indexText(title:notes:)``), and `item.tag_keys`, its tag keys
/// (``TagRules/key(_:)``). FTS5's `ascii` tokenizer splits them at spaces only (a folded
/// word or a key holds no other ASCII character than letters, digits and the signs both
/// tables keep in a token, ``SearchWords/signs``; since `v10-search-signs`), so the index
/// and the row-by-row test of a short range (``SQLiteFilterFunction``) read the same words.
enum SQLiteSearchSchema {
    /// The FTS5 table of each item's folded words.
    static let textTable = "item_text"
    /// The FTS5 table of each item's tag keys: each key is one token.
    static let tagTable = "item_tags"
    /// The trigger that indexes a new item in both tables (an import sets it aside and
    /// indexes its items at once: ``SQLiteItemWriter``).
    static let insertTrigger = "item_search_insert"

    /// The migration `v5-tags-priority`: items get tags and a priority, the list's covering
    /// index puts a higher priority first within a day, and the first search tables (title
    /// and notes folded by FTS5's `unicode61`, replaced by `v9-search-words`).
    static func addTagsPriorityAndSearch(_ db: Database) throws {
        try db.execute(
            sql: """
                -- tags: the item's tags, sorted, separated by one space ('' for none).
                -- priority: 0 high, 1 medium, 2 low, 3 none (Priority.rank): list order sorts on it.
                ALTER TABLE item ADD COLUMN tags TEXT NOT NULL DEFAULT '';
                ALTER TABLE item ADD COLUMN priority INTEGER NOT NULL DEFAULT 3;
                ALTER TABLE undo_item ADD COLUMN tags TEXT NOT NULL DEFAULT '';
                ALTER TABLE undo_item ADD COLUMN priority INTEGER NOT NULL DEFAULT 3;
                DROP INDEX item_open_in_list_order;
                CREATE INDEX item_open_in_list_order ON item(due, priority, created, id, title, tags, completed)
                    WHERE completed IS NULL;
                -- The completed list, the most recent first.
                CREATE INDEX item_completed_latest_first ON item(completed DESC, id DESC)
                    WHERE completed IS NOT NULL;
                CREATE VIRTUAL TABLE \(textTable) USING fts5(
                    title, notes, content='item', content_rowid='id',
                    tokenize="unicode61 remove_diacritics 2");
                CREATE VIRTUAL TABLE \(tagTable) USING fts5(
                    tags, content='item', content_rowid='id',
                    tokenize="unicode61 remove_diacritics 0 tokenchars '-_.'");
                INSERT INTO \(textTable)(\(textTable)) VALUES ('rebuild');
                INSERT INTO \(tagTable)(\(tagTable)) VALUES ('rebuild');
                CREATE TRIGGER \(insertTrigger) AFTER INSERT ON item BEGIN
                    INSERT INTO \(textTable)(rowid, title, notes) VALUES (new.id, new.title, new.notes);
                    INSERT INTO \(tagTable)(rowid, tags) VALUES (new.id, new.tags);
                END;
                CREATE TRIGGER item_search_delete AFTER DELETE ON item BEGIN
                    INSERT INTO \(textTable)(\(textTable), rowid, title, notes)
                        VALUES ('delete', old.id, old.title, old.notes);
                    INSERT INTO \(tagTable)(\(tagTable), rowid, tags) VALUES ('delete', old.id, old.tags);
                END;
                CREATE TRIGGER item_text_update AFTER UPDATE OF title, notes ON item
                    WHEN old.title IS NOT new.title OR old.notes IS NOT new.notes BEGIN
                    INSERT INTO \(textTable)(\(textTable), rowid, title, notes)
                        VALUES ('delete', old.id, old.title, old.notes);
                    INSERT INTO \(textTable)(rowid, title, notes) VALUES (new.id, new.title, new.notes);
                END;
                CREATE TRIGGER item_tags_update AFTER UPDATE OF tags ON item
                    WHEN old.tags IS NOT new.tags BEGIN
                    INSERT INTO \(tagTable)(\(tagTable), rowid, tags) VALUES ('delete', old.id, old.tags);
                    INSERT INTO \(tagTable)(rowid, tags) VALUES (new.id, new.tags);
                END;
                """)
    }

    /// The migration `v9-search-words`: the search tables index the words and tag keys todo
    /// folds, which the store writes with every row (the folding FTS5's `unicode61` did
    /// differed from todo's: `straße`, `ﬁle` or a decomposed `é` found nothing in a long
    /// list that a short one found). Existing rows get theirs here; a tag an earlier release
    /// took with an invisible character loses it (``SQLiteSearchWordsFill``). The search
    /// tables are built by `v10-search-signs`, which always follows (in one upgrade, so that
    /// they are built once).
    static func indexSearchWords(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER \(insertTrigger);
                DROP TRIGGER item_search_delete;
                DROP TRIGGER item_text_update;
                DROP TRIGGER item_tags_update;
                DROP TABLE \(tagVocabulary);
                DROP TABLE \(textTable);
                DROP TABLE \(tagTable);
                -- words: SearchWords.indexText of the title and notes; tag_keys: the tags' keys.
                ALTER TABLE item ADD COLUMN words TEXT NOT NULL DEFAULT '';
                ALTER TABLE item ADD COLUMN tag_keys TEXT NOT NULL DEFAULT '';
                """)
        try SQLiteSearchWordsFill.fill(db)
    }

    /// The migration `v10-search-signs`: words keep the signs inside them (`c++`, `e-mail`,
    /// `dev/ops`, ``SearchWords/signs``) and tags may hold `/`, `+`, `#` and `@`, so the
    /// search tables read those signs as parts of words, and every item's words are
    /// written again; then the search tables are built (again, for a database that
    /// `v9-search-words` reached before this release).
    static func indexSearchSigns(_ db: Database) throws {
        try dropSearchTables(db)
        try SQLiteSearchWordsFill.refillWords(db)
        try createSearchTables(db)
    }

    /// The characters besides letters and digits that FTS5's `ascii` tokenizer keeps in a
    /// token: the signs of folded words, and those of tag keys (a subset of them).
    static let tokenSigns = SearchWords.signs

    /// Takes away the search tables and their triggers (before every row is written again).
    static func dropSearchTables(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER IF EXISTS \(insertTrigger);
                DROP TRIGGER IF EXISTS item_search_delete;
                DROP TRIGGER IF EXISTS item_words_update;
                DROP TRIGGER IF EXISTS item_tag_keys_update;
                DROP TABLE IF EXISTS \(tagVocabulary);
                DROP TABLE IF EXISTS \(textTable);
                DROP TABLE IF EXISTS \(tagTable);
                """)
    }

    /// Builds the search tables from the `words` and `tag_keys` of every row, and the
    /// triggers that keep them in step. FTS5's `ascii` tokenizer splits at spaces and at
    /// ASCII characters that are not letters, digits or ``tokenSigns`` (a folded word or a
    /// key holds none of those: each is one token).
    static func createSearchTables(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE VIRTUAL TABLE \(textTable) USING fts5(
                    words, content='item', content_rowid='id', tokenize="ascii tokenchars '\(tokenSigns)'",
                    columnsize=0);
                CREATE VIRTUAL TABLE \(tagTable) USING fts5(
                    tag_keys, content='item', content_rowid='id', tokenize="ascii tokenchars '\(tokenSigns)'",
                    columnsize=0);
                INSERT INTO \(textTable)(\(textTable)) VALUES ('rebuild');
                INSERT INTO \(tagTable)(\(tagTable)) VALUES ('rebuild');
                CREATE TRIGGER \(insertTrigger) AFTER INSERT ON item BEGIN
                    INSERT INTO \(textTable)(rowid, words) VALUES (new.id, new.words);
                    INSERT INTO \(tagTable)(rowid, tag_keys) VALUES (new.id, new.tag_keys);
                END;
                CREATE TRIGGER item_search_delete AFTER DELETE ON item BEGIN
                    INSERT INTO \(textTable)(\(textTable), rowid, words) VALUES ('delete', old.id, old.words);
                    INSERT INTO \(tagTable)(\(tagTable), rowid, tag_keys) VALUES ('delete', old.id, old.tag_keys);
                END;
                CREATE TRIGGER item_words_update AFTER UPDATE OF words ON item
                    WHEN old.words IS NOT new.words BEGIN
                    INSERT INTO \(textTable)(\(textTable), rowid, words) VALUES ('delete', old.id, old.words);
                    INSERT INTO \(textTable)(rowid, words) VALUES (new.id, new.words);
                END;
                CREATE TRIGGER item_tag_keys_update AFTER UPDATE OF tag_keys ON item
                    WHEN old.tag_keys IS NOT new.tag_keys BEGIN
                    INSERT INTO \(tagTable)(\(tagTable), rowid, tag_keys) VALUES ('delete', old.id, old.tag_keys);
                    INSERT INTO \(tagTable)(rowid, tag_keys) VALUES (new.id, new.tag_keys);
                END;
                CREATE VIRTUAL TABLE \(tagVocabulary) USING fts5vocab(\(tagTable), 'row');
                """)
    }

    /// The `tag_keys` column of an item with `tags`: their keys, separated by one space.
    static func keysText(_ tags: [String]) -> String {
        JoinedText.of(tags.map(TagRules.key), separator: " ")
    }

    /// The tags' vocabulary: each tag key the tag table holds, with how many items carry
    /// it (`term`, `doc`), read in key order from the index itself (FTS5's `fts5vocab`).
    static let tagVocabulary = "item_tags_vocabulary"

    /// The migration `v8-tag-vocabulary`: a view of the tag table's terms, so that
    /// completing a tag reads the few keys that begin with what was typed, not the tags of
    /// every item. It stores nothing.
    static func addTagVocabulary(_ db: Database) throws {
        try db.execute(sql: "CREATE VIRTUAL TABLE \(tagVocabulary) USING fts5vocab(\(tagTable), 'row')")
    }

    /// How tags are written in the `tags` column: sorted, separated by one space.
    static func text(_ tags: [String]) -> String {
        JoinedText.of(tags, separator: " ")
    }

    /// The tags of a `tags` column.
    static func tags(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { tags(utf8: $0) }
    }

    /// The tags of a `tags` column's bytes (tags joined by single spaces), read in place:
    /// most items have none, and a long list reads thousands of rows.
    static func tags(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        var tags: [String] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: " ") {
            if index > start {
                tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
            start = index + 1
        }
        if start < bytes.endIndex {
            tags.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return tags
    }
}
