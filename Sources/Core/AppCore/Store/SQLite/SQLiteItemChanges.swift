import Foundation
import GRDB

/// The list's changes on an SQLite database, each inside the caller's transaction and
/// each recording its undo step in the same transaction (``SQLiteUndoJournal``).
enum SQLiteItemChanges {
    static let columns =
        "id, title, due, created, completed, notes, tags, priority, recurrence, source, due_time, start"

    /// Adds one item; returns it with its id.
    static func add(_ item: NewTodoItem, made: Date, _ db: any SQLiteStatements) throws -> TodoItem {
        let added = try insert(item, db)
        try SQLiteUndoJournal.record(.add, created: [added.id], before: [], after: [added], made: made, db)
        return added
    }

    /// Completes the open items among `ids` and adds the next occurrence of each recurring
    /// one, in one undo step; an item completed already keeps its time and makes nothing.
    ///
    /// The caller's transaction is an immediate one: two processes completing the same
    /// item take turns, and the second finds it completed (no second occurrence).
    static func complete(
        _ ids: [TodoItem.ID], at date: Date, today: CalendarDay, made: Date, _ db: any SQLiteStatements
    ) throws -> Completion {
        let completed = Date(timeIntervalSince1970: Double(seconds(date)))
        let before = try existing(ids, db)
        let next = try nextOccurrences(of: before, today: today, created: completed, db)
        let items = try change(.complete, before, made: made, db, created: next.map(\.id)) {
            $0.isCompleted ? nil : $0.with(completed: completed)
        }
        return Completion(items: items, next: next)
    }

    /// Reopens completed items; refuses, changing nothing, when any of them is open.
    static func reopen(_ ids: [TodoItem.ID], made: Date, _ db: any SQLiteStatements) throws -> [TodoItem] {
        let before = try existing(ids, db)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return try change(.reopen, before, made: made, db) { $0.with(completed: nil) }
    }

    /// Changes an item's title, due day, notes, tags and priority; returns it as it now is.
    static func edit(_ id: TodoItem.ID, to fields: ItemFields, made: Date, _ db: any SQLiteStatements) throws
        -> TodoItem
    {
        let before = try existing([id], db)
        let tags = TagRules.normalized(fields.tags)
        var fields = fields
        fields.tags = tags
        let after = try change(.edit, before, made: made, db) { $0.with(fields: fields) }
        guard let item = after.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    /// Gives several items new fields in one undo step of `kind`; returns them as they now are.
    static func edit(
        ids: [TodoItem.ID], as kind: ChangeKind, changing update: ItemFieldsUpdate, made: Date,
        _ db: any SQLiteStatements
    ) throws -> [TodoItem] {
        let before = try existing(ids, db)
        let updated = try before.map { try ItemFieldsUpdating.updated($0, by: update) }
        var index = 0
        return try change(kind, before, made: made, db) { _ in
            defer { index += 1 }
            return updated[index]
        }
    }

    /// Deletes items, adding the next occurrence of each open recurring one; returns what
    /// they were and the occurrences added.
    static func delete(
        _ ids: [TodoItem.ID], at date: Date, today: CalendarDay, made: Date, _ db: any SQLiteStatements
    ) throws -> Completion {
        let items = try existing(ids, db)
        for item in items { try db.run("DELETE FROM item WHERE id = ?", [.integer(item.id)]) }
        let next = try nextOccurrences(
            of: items, today: today, created: Date(timeIntervalSince1970: Double(seconds(date))), db)
        try SQLiteUndoJournal.record(.delete, created: next.map(\.id), before: items, made: made, db)
        return Completion(items: items, next: next)
    }

    /// Adds the next occurrence of each open recurring item among `items`.
    private static func nextOccurrences(
        of items: [TodoItem], today: CalendarDay, created: Date, _ db: any SQLiteStatements
    )
        throws -> [TodoItem]
    {
        try items.filter { !$0.isCompleted }.compactMap { item in
            try item.nextOccurrence(today: today, created: created).map { try insert($0, db) }
        }
    }

    /// The items with these ids, in the order first given; throws naming every unknown one.
    static func existing(_ ids: [TodoItem.ID], _ db: any SQLiteStatements) throws -> [TodoItem] {
        let ids = TodoItem.distinct(ids)
        let found = try present(ids, db)
        let missing = ids.filter { item($0, in: found) == nil }
        guard missing.isEmpty else { throw TodoStoreError.itemsNotFound(missing) }
        return ids.compactMap { item($0, in: found) }
    }

    /// The items among `ids` that exist, ordered by id.
    static func present(_ ids: [TodoItem.ID], _ db: any SQLiteStatements) throws -> [TodoItem] {
        let ids = TodoItem.distinct(ids)
        guard !ids.isEmpty else { return [] }
        // In id order, looked up by halving (a dictionary of items by id would cost the
        // Swift runtime a conformance scan at its first use, Docs/Performance.md). Read in
        // slices of ids in order, so that a filter matching many items (`todo done +home`)
        // stays within SQLite's limit on a statement's values.
        let sorted = ids.sorted()
        var found: [TodoItem] = []
        found.reserveCapacity(ids.count)
        for start in stride(from: 0, to: sorted.count, by: idsPerRead) {
            let slice = sorted[start..<min(start + idsPerRead, sorted.count)]
            let marks = String(repeating: "?,", count: slice.count - 1) + "?"
            found += try SQLiteItemReader.items(
                db, sql: "SELECT \(columns) FROM item WHERE id IN (\(marks)) ORDER BY id", slice.map { .integer($0) })
        }
        return found
    }

    /// The item `id` among `items`, sorted by id (`nil`: not among them).
    static func item(_ id: TodoItem.ID, in items: [TodoItem]) -> TodoItem? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low].id == id ? items[low] : nil
    }

    /// How many ids one read of ``existing(_:_:)`` names (SQLite takes up to 32,766 values
    /// in a statement).
    static let idsPerRead = 10_000

    /// Inserts an item without recording an undo step (``add`` records one; a completion
    /// names it in its own). Throws ``TodoStoreError/noItemNumberLeft`` when its number
    /// would pass ``TodoItem/highestID`` (the caller's transaction is then rolled back), or
    /// when SQLite has none left (it says "full" then).
    private static func insert(_ item: NewTodoItem, _ db: any SQLiteStatements) throws -> TodoItem {
        let tags = TagRules.normalized(item.tags)
        do {
            try db.run(
                """
                INSERT INTO item
                    (title, due, created, notes, tags, priority, recurrence, words, tag_keys, due_time, start)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(item.title), .text(SQLiteDue.text(item.due)), .integer(seconds(item.created)),
                    .text(item.notes), .text(SQLiteSearchSchema.text(tags)), .number(Priority.rank(item.priority)),
                    .textOrNull(item.recurrence?.storageText),
                    .text(SearchWords.indexText(title: item.title, notes: item.notes)),
                    .text(SQLiteSearchSchema.keysText(tags)), .integer(SQLiteDue.number(item.dueTime)),
                    .textOrNull(item.start?.iso),
                ])
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            guard try SQLiteImportIDs.highest(db) >= TodoItem.highestID else { throw error }
            throw TodoStoreError.noItemNumberLeft
        }
        guard db.lastInsertedRowID <= TodoItem.highestID else { throw TodoStoreError.noItemNumberLeft }
        return TodoItem(
            id: db.lastInsertedRowID, title: item.title, due: item.due, created: item.created, completed: nil,
            notes: item.notes, tags: tags, priority: item.priority, recurrence: item.recurrence, dueTime: item.dueTime,
            start: item.start)
    }

    /// Applies `update` to each item (`nil`: leave it as it is), records the changed ones
    /// as they were (and the ids the change `created`), and returns every item as it now is.
    private static func change(
        _ kind: ChangeKind, _ before: [TodoItem], made: Date, _ db: any SQLiteStatements,
        created: [TodoItem.ID] = [], _ update: (TodoItem) -> TodoItem?
    ) throws -> [TodoItem] {
        var changed: [TodoItem] = []
        var updates: [TodoItem] = []
        let after = try before.map { item in
            guard let updated = update(item), updated != item else { return item }
            try write(updated, db)
            changed.append(item)
            updates.append(updated)
            return updated
        }
        if !changed.isEmpty || !created.isEmpty {
            try SQLiteUndoJournal.record(kind, created: created, before: changed, after: updates, made: made, db)
        }
        return after
    }

    /// Writes an item's fields and completion over the stored row with its id, without
    /// recording an undo step (the caller records one).
    static func write(_ updated: TodoItem, _ db: any SQLiteStatements) throws {
        let sql = """
            UPDATE item SET title = ?, due = ?, completed = ?, notes = ?, tags = ?, priority = ?, recurrence = ?,
                words = ?, tag_keys = ?, due_time = ?, start = ?
            WHERE id = ?
            """
        try db.run(
            sql,
            [
                .text(updated.title), .text(SQLiteDue.text(updated.due)),
                updated.completed.map { .integer(seconds($0)) } ?? .null, .text(updated.notes),
                .text(SQLiteSearchSchema.text(updated.tags)), .number(Priority.rank(updated.priority)),
                .textOrNull(updated.recurrence?.storageText),
                .text(SearchWords.indexText(title: updated.title, notes: updated.notes)),
                .text(SQLiteSearchSchema.keysText(updated.tags)), .integer(SQLiteDue.number(updated.dueTime)),
                .textOrNull(updated.start?.iso), .integer(updated.id),
            ])
    }

    /// Puts `items` back as they were, ids and all (undo): each row with its words and tag
    /// keys, as every write gives them.
    static func putBack(_ items: [TodoItem], _ db: any SQLiteStatements) throws {
        let sql = "INSERT INTO item (\(columns), words, tag_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        for item in items {
            try db.run(
                sql,
                [
                    .integer(item.id), .text(item.title), .text(SQLiteDue.text(item.due)),
                    .integer(seconds(item.created)), item.completed.map { .integer(seconds($0)) } ?? .null,
                    .text(item.notes), .text(SQLiteSearchSchema.text(item.tags)), .number(Priority.rank(item.priority)),
                    .textOrNull(item.recurrence?.storageText), .textOrNull(item.source),
                    .integer(SQLiteDue.number(item.dueTime)), .textOrNull(item.start?.iso),
                    .text(SearchWords.indexText(title: item.title, notes: item.notes)),
                    .text(SQLiteSearchSchema.keysText(item.tags)),
                ])
        }
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
