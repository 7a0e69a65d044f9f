import Foundation
import GRDB

/// The list's changes on an SQLite database, each inside the caller's transaction and
/// each recording its undo step in the same transaction (``SQLiteUndoJournal``).
enum SQLiteItemChanges {
    static let columns = "id, title, due, created, completed, notes, tags, priority"

    /// Adds one item; returns it with its id.
    static func add(_ item: NewTodoItem, _ db: Database) throws -> TodoItem {
        let tags = TagRules.normalized(item.tags)
        try db.execute(
            sql: "INSERT INTO item (title, due, created, notes, tags, priority) VALUES (?, ?, ?, ?, ?, ?)",
            arguments: [
                item.title, SQLiteDue.text(item.due), seconds(item.created), item.notes, SQLiteSearchSchema.text(tags),
                Priority.rank(item.priority),
            ])
        let added = TodoItem(
            id: db.lastInsertedRowID, title: item.title, due: item.due, created: item.created, completed: nil,
            notes: item.notes, tags: tags, priority: item.priority)
        try SQLiteUndoJournal.record(.add, created: [added.id], before: [], db)
        return added
    }

    /// Completes the open items among `ids`; returns every item as it now is.
    static func complete(_ ids: [TodoItem.ID], at date: Date, _ db: Database) throws -> [TodoItem] {
        let completed = Date(timeIntervalSince1970: Double(seconds(date)))
        return try change(.complete, try existing(ids, db), db) { $0.isCompleted ? nil : $0.with(completed: completed) }
    }

    /// Reopens completed items; refuses, changing nothing, when any of them is open.
    static func reopen(_ ids: [TodoItem.ID], _ db: Database) throws -> [TodoItem] {
        let before = try existing(ids, db)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return try change(.reopen, before, db) { $0.with(completed: nil) }
    }

    /// Changes an item's title, due day, notes, tags and priority; returns it as it now is.
    static func edit(_ id: TodoItem.ID, to fields: TodoItem, _ db: Database) throws -> TodoItem {
        let before = try existing([id], db)
        let tags = TagRules.normalized(fields.tags)
        let after = try change(.edit, before, db) {
            $0.with(title: fields.title, due: fields.due, notes: fields.notes, tags: tags, priority: fields.priority)
        }
        guard let item = after.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    /// Deletes items; returns what they were.
    static func delete(_ ids: [TodoItem.ID], _ db: Database) throws -> [TodoItem] {
        let items = try existing(ids, db)
        let statement = try db.cachedStatement(sql: "DELETE FROM item WHERE id = ?")
        for item in items { try statement.execute(arguments: [item.id]) }
        try SQLiteUndoJournal.record(.delete, created: [], before: items, db)
        return items
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

    /// Applies `update` to each item (`nil`: leave it as it is), records the changed ones
    /// as they were, and returns every item as it now is.
    private static func change(
        _ kind: ChangeKind, _ before: [TodoItem], _ db: Database, _ update: (TodoItem) -> TodoItem?
    ) throws -> [TodoItem] {
        let statement = try db.cachedStatement(
            sql: "UPDATE item SET title = ?, due = ?, completed = ?, notes = ?, tags = ?, priority = ? WHERE id = ?")
        var changed: [TodoItem] = []
        let after = try before.map { item in
            guard let updated = update(item), updated != item else { return item }
            try statement.execute(arguments: [
                updated.title, SQLiteDue.text(updated.due), updated.completed.map(seconds), updated.notes,
                SQLiteSearchSchema.text(updated.tags), Priority.rank(updated.priority), item.id,
            ])
            changed.append(item)
            return updated
        }
        if !changed.isEmpty { try SQLiteUndoJournal.record(kind, created: [], before: changed, db) }
        return after
    }

    static func seconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
