import Foundation
import GRDB

/// The list's changes on an SQLite database, each inside the caller's transaction and
/// each recording its undo step in the same transaction (``SQLiteUndoJournal``).
enum SQLiteItemChanges {
    static let columns = "id, title, due, created, completed, notes, tags, priority, recurrence, source"

    /// Adds one item; returns it with its id.
    static func add(_ item: NewTodoItem, _ db: Database) throws -> TodoItem {
        let added = try insert(item, db)
        try SQLiteUndoJournal.record(.add, created: [added.id], before: [], db)
        return added
    }

    /// Completes the open items among `ids` and adds the next occurrence of each recurring
    /// one, in one undo step; an item completed already keeps its time and makes nothing.
    ///
    /// The caller's transaction is an immediate one: two processes completing the same
    /// item take turns, and the second finds it completed (no second occurrence).
    static func complete(_ ids: [TodoItem.ID], at date: Date, today: CalendarDay, _ db: Database) throws
        -> Completion
    {
        let completed = Date(timeIntervalSince1970: Double(seconds(date)))
        let before = try existing(ids, db)
        let next = try nextOccurrences(of: before, today: today, created: completed, db)
        let items = try change(.complete, before, db, created: next.map(\.id)) {
            $0.isCompleted ? nil : $0.with(completed: completed)
        }
        return Completion(items: items, next: next)
    }

    /// Reopens completed items; refuses, changing nothing, when any of them is open.
    static func reopen(_ ids: [TodoItem.ID], _ db: Database) throws -> [TodoItem] {
        let before = try existing(ids, db)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return try change(.reopen, before, db) { $0.with(completed: nil) }
    }

    /// Changes an item's title, due day, notes, tags and priority; returns it as it now is.
    static func edit(_ id: TodoItem.ID, to fields: ItemFields, _ db: Database) throws -> TodoItem {
        let before = try existing([id], db)
        let tags = TagRules.normalized(fields.tags)
        var fields = fields
        fields.tags = tags
        let after = try change(.edit, before, db) { $0.with(fields: fields) }
        guard let item = after.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    /// Deletes items, adding the next occurrence of each open recurring one; returns what
    /// they were and the occurrences added.
    static func delete(_ ids: [TodoItem.ID], at date: Date, today: CalendarDay, _ db: Database) throws -> Completion {
        let items = try existing(ids, db)
        let statement = try db.cachedStatement(sql: "DELETE FROM item WHERE id = ?")
        for item in items { try statement.execute(arguments: [item.id]) }
        let next = try nextOccurrences(
            of: items, today: today, created: Date(timeIntervalSince1970: Double(seconds(date))), db)
        try SQLiteUndoJournal.record(.delete, created: next.map(\.id), before: items, db)
        return Completion(items: items, next: next)
    }

    /// Adds the next occurrence of each open recurring item among `items`.
    private static func nextOccurrences(of items: [TodoItem], today: CalendarDay, created: Date, _ db: Database)
        throws -> [TodoItem]
    {
        try items.filter { !$0.isCompleted }.compactMap { item in
            try item.nextOccurrence(today: today, created: created).map { try insert($0, db) }
        }
    }

    /// The items with these ids, in the order first given; throws naming every unknown one.
    static func existing(_ ids: [TodoItem.ID], _ db: Database) throws -> [TodoItem] {
        let ids = TodoItem.distinct(ids)
        guard !ids.isEmpty else { return [] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let found = try SQLiteItemReader.items(
            db, sql: "SELECT \(columns) FROM item WHERE id IN (\(marks))", arguments: StatementArguments(ids))
        let byID = Dictionary(found.map { ($0.id, $0) }) { first, _ in first }
        let missing = ids.filter { byID[$0] == nil }
        guard missing.isEmpty else { throw TodoStoreError.itemsNotFound(missing) }
        return ids.compactMap { byID[$0] }
    }

    /// Inserts an item without recording an undo step (``add`` records one; a completion names it in its own).
    private static func insert(_ item: NewTodoItem, _ db: Database) throws -> TodoItem {
        let tags = TagRules.normalized(item.tags)
        try db.cachedStatement(
            sql: """
                INSERT INTO item (title, due, created, notes, tags, priority, recurrence, words, tag_keys)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            item.title, SQLiteDue.text(item.due), seconds(item.created), item.notes, SQLiteSearchSchema.text(tags),
            Priority.rank(item.priority), item.recurrence?.storageText,
            SearchWords.indexText(title: item.title, notes: item.notes), SQLiteSearchSchema.keysText(tags),
        ])
        return TodoItem(
            id: db.lastInsertedRowID, title: item.title, due: item.due, created: item.created, completed: nil,
            notes: item.notes, tags: tags, priority: item.priority, recurrence: item.recurrence)
    }

    /// Applies `update` to each item (`nil`: leave it as it is), records the changed ones
    /// as they were (and the ids the change `created`), and returns every item as it now is.
    private static func change(
        _ kind: ChangeKind, _ before: [TodoItem], _ db: Database, created: [TodoItem.ID] = [],
        _ update: (TodoItem) -> TodoItem?
    ) throws -> [TodoItem] {
        let statement = try db.cachedStatement(
            sql: """
                UPDATE item SET title = ?, due = ?, completed = ?, notes = ?, tags = ?, priority = ?, recurrence = ?,
                    words = ?, tag_keys = ?
                WHERE id = ?
                """)
        var changed: [TodoItem] = []
        let after = try before.map { item in
            guard let updated = update(item), updated != item else { return item }
            try statement.execute(arguments: [
                updated.title, SQLiteDue.text(updated.due), updated.completed.map(seconds), updated.notes,
                SQLiteSearchSchema.text(updated.tags), Priority.rank(updated.priority), updated.recurrence?.storageText,
                SearchWords.indexText(title: updated.title, notes: updated.notes),
                SQLiteSearchSchema.keysText(updated.tags), item.id,
            ])
            changed.append(item)
            return updated
        }
        if !changed.isEmpty || !created.isEmpty {
            try SQLiteUndoJournal.record(kind, created: created, before: changed, db)
        }
        return after
    }

    /// Puts `items` back as they were, ids and all (undo): each row with its words and tag
    /// keys, as every write gives them.
    static func putBack(_ items: [TodoItem], _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO item (\(columns), words, tag_keys) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for item in items {
            try statement.execute(arguments: [
                item.id, item.title, SQLiteDue.text(item.due), seconds(item.created), item.completed.map(seconds),
                item.notes, SQLiteSearchSchema.text(item.tags), Priority.rank(item.priority),
                item.recurrence?.storageText, item.source, SearchWords.indexText(title: item.title, notes: item.notes),
                SQLiteSearchSchema.keysText(item.tags),
            ])
        }
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
