import AppCore
import Foundation
import Logging
import PostgresNIO

/// The list's changes on a PostgreSQL database, each inside the caller's transaction and
/// each recording its undo step in the same transaction (``PostgresUndoJournal``).
enum PostgresItemChanges {
    /// Adds one item; returns it with its id.
    static func add(_ item: NewTodoItem, _ connection: PostgresConnection, _ logger: Logger) async throws -> TodoItem {
        let tags = TagRules.normalized(item.tags)
        let rows = try await connection.query(
            """
            INSERT INTO todo_item (title, due, created, notes, tags, priority)
            VALUES (\(item.title), \(PostgresDue.text(item.due))::date, \(PostgresTodoStore.seconds(item.created)),
                \(item.notes), \(tags.joined(separator: " ")), \(Priority.rank(item.priority)))
            RETURNING id
            """,
            logger: logger)
        var id: Int64?
        for try await value in rows.decode(Int64.self) { id = value }
        guard let id else { throw PostgresChangeError.noID }
        try await PostgresUndoJournal.record(.add, created: [id], before: [], connection, logger)
        return TodoItem(
            id: id, title: item.title, due: item.due, created: item.created, completed: nil, notes: item.notes,
            tags: tags, priority: item.priority)
    }

    /// Completes the open items among `ids`; returns every item as it now is.
    static func complete(
        _ ids: [TodoItem.ID], at date: Date, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [TodoItem] {
        let completed = Date(timeIntervalSince1970: Double(PostgresTodoStore.seconds(date)))
        let before = try await existing(ids, connection, logger)
        return try await change(.complete, before, connection, logger) {
            $0.isCompleted ? nil : $0.with(completed: completed)
        }
    }

    /// Reopens completed items; refuses, changing nothing, when any of them is open.
    static func reopen(_ ids: [TodoItem.ID], _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [TodoItem]
    {
        let before = try await existing(ids, connection, logger)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return try await change(.reopen, before, connection, logger) { $0.with(completed: nil) }
    }

    /// Changes an item's title, due day, notes, tags and priority; returns it as it now is.
    static func edit(
        _ id: TodoItem.ID, to fields: TodoItem, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> TodoItem {
        let before = try await existing([id], connection, logger)
        let after = try await change(.edit, before, connection, logger) {
            $0.with(
                title: fields.title, due: fields.due, notes: fields.notes, tags: fields.tags, priority: fields.priority)
        }
        guard let item = after.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    /// Deletes items; returns what they were.
    static func delete(_ ids: [TodoItem.ID], _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [TodoItem]
    {
        let items = try await existing(ids, connection, logger)
        try await connection.query("DELETE FROM todo_item WHERE id = ANY(\(items.map(\.id)))", logger: logger)
        try await PostgresUndoJournal.record(.delete, created: [], before: items, connection, logger)
        return items
    }

    /// The items with these ids, locked until the transaction ends, in the order first
    /// given; throws naming every unknown one.
    static func existing(_ ids: [TodoItem.ID], _ connection: PostgresConnection, _ logger: Logger) async throws
        -> [TodoItem]
    {
        let ids = TodoItem.distinct(ids)
        let rows = try await connection.query(
            "SELECT \(unescaped: PostgresTodoStore.columns) FROM todo_item WHERE id = ANY(\(ids)) FOR UPDATE",
            logger: logger)
        var byID: [TodoItem.ID: TodoItem] = [:]
        for try await row in rows.decode(PostgresTodoStore.Row.self) {
            let item = try PostgresTodoStore.item(row)
            byID[item.id] = item
        }
        let missing = ids.filter { byID[$0] == nil }
        guard missing.isEmpty else { throw TodoStoreError.itemsNotFound(missing) }
        return ids.compactMap { byID[$0] }
    }

    /// Applies `update` to each item (`nil`: leave it as it is), records the changed ones
    /// as they were, and returns every item as it now is.
    private static func change(
        _ kind: ChangeKind, _ before: [TodoItem], _ connection: PostgresConnection, _ logger: Logger,
        _ update: (TodoItem) -> TodoItem?
    ) async throws -> [TodoItem] {
        var changed: [TodoItem] = []
        var after: [TodoItem] = []
        for item in before {
            guard let updated = update(item), updated != item else {
                after.append(item)
                continue
            }
            changed.append(item)
            after.append(updated)
        }
        guard !changed.isEmpty else { return after }
        let updated = after.filter { item in changed.contains { $0.id == item.id } }
        // Int64.min marks "not completed" (arrays of optionals do not bind); NULLIF turns it back.
        try await connection.query(
            """
            UPDATE todo_item SET title = changed.title, due = changed.due::date,
                completed = NULLIF(changed.completed, \(Int64.min)), notes = changed.notes, tags = changed.tags,
                priority = changed.priority
            FROM unnest(\(updated.map(\.id)), \(updated.map(\.title)), \(updated.map { PostgresDue.text($0.due) }),
                \(updated.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }), \(updated.map(\.notes)),
                \(updated.map { $0.tags.joined(separator: " ") }), \(updated.map { Int64(Priority.rank($0.priority)) }))
                AS changed(id, title, due, completed, notes, tags, priority)
            WHERE todo_item.id = changed.id
            """, logger: logger)
        try await PostgresUndoJournal.record(kind, created: [], before: changed, connection, logger)
        return after
    }
}

/// A change the server answered in a way todo cannot use.
enum PostgresChangeError: Error, CustomStringConvertible {
    /// An insert returned no id.
    case noID

    var description: String { "the server returned no id" }
}
