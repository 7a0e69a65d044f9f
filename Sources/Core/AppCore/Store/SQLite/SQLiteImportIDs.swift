/// The ids an import's items get: the ones they give, and, for the others, those SQLite's
/// `AUTOINCREMENT` gives when the items are inserted one by one, in order.
///
/// SQLite gives a new item one more than the highest id the table holds or has ever held
/// (`sqlite_sequence`, which an item inserted with its own id raises too); todo gives none
/// above ``TodoItem/highestID``.
enum SQLiteImportIDs {
    /// The highest id `item` holds or has held, or 0: the next new item gets one more.
    static func highest(_ db: any SQLiteStatements) throws -> TodoItem.ID {
        try db.integer(
            """
            SELECT max(0, ifnull((SELECT seq FROM sqlite_sequence WHERE name = 'item'), 0),
                ifnull((SELECT max(id) FROM item), 0))
            """) ?? 0
    }

    /// The id of each item of `given`, in order, after `highest`. Shorter than `given` when
    /// an item without an id comes once ``TodoItem/highestID`` is taken: no id is left then.
    /// A given id may repeat an earlier one: inserting it fails, as it would one by one.
    static func assign(_ given: [TodoItem.ID?], after highest: TodoItem.ID) -> [TodoItem.ID] {
        var highest = highest
        var ids: [TodoItem.ID] = []
        ids.reserveCapacity(given.count)
        for id in given {
            if let id {
                highest = max(highest, id)
                ids.append(id)
            } else {
                guard highest < TodoItem.highestID else { break }
                highest += 1
                ids.append(highest)
            }
        }
        return ids
    }
}
