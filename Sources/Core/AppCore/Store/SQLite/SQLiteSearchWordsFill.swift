import GRDB

/// The rows a database upgraded to `v9-search-words` had already: each item gets its
/// folded words and tag keys, and a tag an earlier release took with an invisible character
/// (a zero-width joiner, which tags now refuse) loses it, in the items and in the undo
/// journal, so that every item, exported, imports again.
enum SQLiteSearchWordsFill {
    /// How many items are read at a time.
    static let batch = 1_000

    /// Fills `item.words` and `item.tag_keys`, and makes tags visible, in the caller's
    /// transaction.
    static func fill(_ db: Database) throws {
        let update = try db.makeStatement(sql: "UPDATE item SET tags = ?, words = ?, tag_keys = ? WHERE id = ?")
        var last = Int64.min
        while true {
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, title, notes, tags FROM item WHERE id > ? ORDER BY id LIMIT ?",
                arguments: [last, batch])
            guard let final = rows.last else { break }
            for row in rows {
                let tags = TagRules.withoutInvisibleCharacters(SQLiteSearchSchema.tags(row[3]))
                let words = SearchWords.indexText(title: row[1], notes: row[2])
                try update.execute(arguments: [
                    SQLiteSearchSchema.text(tags), words, SQLiteSearchSchema.keysText(tags), row[0],
                ])
            }
            last = final[0]
        }
        // Only tags with a character outside printable ASCII can hold an invisible one.
        let journal = try Row.fetchAll(
            db, sql: "SELECT step, id, tags FROM undo_item WHERE tags GLOB '*[^ -~]*'")
        let journalUpdate = try db.makeStatement(sql: "UPDATE undo_item SET tags = ? WHERE step = ? AND id = ?")
        for row in journal {
            let tags = SQLiteSearchSchema.tags(row[2])
            let kept = TagRules.withoutInvisibleCharacters(tags)
            if kept != tags { try journalUpdate.execute(arguments: [SQLiteSearchSchema.text(kept), row[0], row[1]]) }
        }
    }

    /// Writes every item's `words` again (``SearchWords/indexText(title:notes:)``), in the
    /// caller's transaction, with the search tables and their triggers away.
    static func refillWords(_ db: Database) throws {
        let update = try db.makeStatement(sql: "UPDATE item SET words = ? WHERE id = ?")
        var last = Int64.min
        while true {
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, title, notes FROM item WHERE id > ? ORDER BY id LIMIT ?",
                arguments: [last, batch])
            guard let final = rows.last else { break }
            for row in rows {
                try update.execute(arguments: [SearchWords.indexText(title: row[1], notes: row[2]), row[0]])
            }
            last = final[0]
        }
    }
}
