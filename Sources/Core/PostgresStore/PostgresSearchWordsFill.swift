import AppCore
import Logging
import PostgresNIO

/// The rows a database upgraded to `v7-search-words` had already: each item gets its
/// folded words and tag keys, a tag an earlier release took with an invisible character (a
/// zero-width joiner, which tags now refuse) loses it, in the items and in the undo journal,
/// and then both columns are required and indexed (``PostgresSearchSchema``). The server
/// cannot fold as todo does, so todo does it, a batch of rows at a time, inside the
/// migration's transaction.
enum PostgresSearchWordsFill {
    /// How many items are read at a time.
    static let batch = 10_000

    /// Fills the search columns of every row, cleans the journal's tags, then requires and
    /// indexes both columns (`v7-search-words`).
    static func fill(_ connection: PostgresConnection, _ logger: Logger) async throws {
        var last = Int64.min
        while true {
            let rows = try await connection.query(
                "SELECT id, title, notes, tags FROM todo_item WHERE id > \(last) ORDER BY id LIMIT \(Int64(batch))",
                logger: logger)
            var ids: [Int64] = []
            var tags: [String] = []
            var words: [String] = []
            var keys: [String] = []
            for try await (id, title, notes, tagsText) in rows.decode((Int64, String, String, String).self) {
                let visible = TagRules.withoutInvisibleCharacters(tagsText.split(separator: " ").map(String.init))
                ids.append(id)
                tags.append(visible.joined(separator: " "))
                words.append(SearchWords.indexText(title: title, notes: notes))
                keys.append(PostgresSearchSchema.keysText(visible))
            }
            guard let final = ids.last else { break }
            try await connection.query(
                """
                UPDATE todo_item SET tags = filled.tags, search_words = array_to_tsvector(string_to_array(filled.words, ' ')),
                    tag_keys = string_to_array(filled.keys, ' ')
                FROM unnest(\(ids), \(tags), \(words), \(keys)) AS filled(id, tags, words, keys)
                WHERE todo_item.id = filled.id
                """, logger: logger)
            last = final
        }
        try await cleanJournalTags(connection, logger)
        for statement in PostgresSearchSchema.searchWordsIndexes {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        }
    }

    /// Writes every row's `search_words` again, from its title and notes as todo folds them
    /// now, a batch at a time, then indexes them (`v8-search-signs`).
    static func refillWords(_ connection: PostgresConnection, _ logger: Logger) async throws {
        var last = Int64.min
        while true {
            let rows = try await connection.query(
                "SELECT id, title, notes FROM todo_item WHERE id > \(last) ORDER BY id LIMIT \(Int64(batch))",
                logger: logger)
            var ids: [Int64] = []
            var words: [String] = []
            for try await (id, title, notes) in rows.decode((Int64, String, String).self) {
                ids.append(id)
                words.append(SearchWords.indexText(title: title, notes: notes))
            }
            guard let final = ids.last else { break }
            try await connection.query(
                """
                UPDATE todo_item SET search_words = array_to_tsvector(string_to_array(filled.words, ' '))
                FROM unnest(\(ids), \(words)) AS filled(id, words)
                WHERE todo_item.id = filled.id
                """, logger: logger)
            last = final
        }
        try await connection.query(PostgresQuery(unsafeSQL: PostgresSearchSchema.wordsIndex), logger: logger)
    }

    /// Takes invisible characters out of the journal's tags (only a tag with a character
    /// outside printable ASCII can hold one).
    private static func cleanJournalTags(_ connection: PostgresConnection, _ logger: Logger) async throws {
        let rows = try await connection.query(
            "SELECT step, id, tags FROM todo_undo_item WHERE tags ~ '[^ -~]'", logger: logger)
        var steps: [Int64] = []
        var ids: [Int64] = []
        var cleaned: [String] = []
        for try await (step, id, tagsText) in rows.decode((Int64, Int64, String).self) {
            let tags = tagsText.split(separator: " ").map(String.init)
            let visible = TagRules.withoutInvisibleCharacters(tags)
            guard visible != tags else { continue }
            steps.append(step)
            ids.append(id)
            cleaned.append(visible.joined(separator: " "))
        }
        guard !ids.isEmpty else { return }
        try await connection.query(
            """
            UPDATE todo_undo_item SET tags = cleaned.tags
            FROM unnest(\(steps), \(ids), \(cleaned)) AS cleaned(step, id, tags)
            WHERE todo_undo_item.step = cleaned.step AND todo_undo_item.id = cleaned.id
            """, logger: logger)
    }
}
