import AppCore
import Foundation
import Logging
import PostgresNIO

/// The list's changes on a PostgreSQL database, each inside the caller's transaction and
/// each recording its undo step in the same transaction (``PostgresUndoJournal``).
enum PostgresItemChanges {
    /// Adds one item; returns it with its id.
    static func add(_ item: NewTodoItem, made: Date, _ connection: PostgresConnection, _ logger: Logger) async throws
        -> TodoItem
    {
        let added = try await insert(item, connection, logger)
        try await PostgresUndoJournal.record(
            .add, created: [added.id], before: [], after: [added], made: made, connection, logger)
        return added
    }

    /// Completes the open items among `ids` and adds the next occurrence of each recurring
    /// one, in one undo step; an item completed already keeps its time and makes nothing.
    ///
    /// The items are read `FOR UPDATE`: a second client completing the same item waits for
    /// the first to commit, then reads it completed (no second occurrence).
    static func complete(
        _ ids: [TodoItem.ID], at date: Date, today: CalendarDay, made: Date, _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws -> Completion {
        let completed = Date(timeIntervalSince1970: Double(PostgresTodoStore.seconds(date)))
        let before = try await existing(ids, connection, logger)
        let next = try await nextOccurrences(of: before, today: today, created: completed, connection, logger)
        let items = try await change(.complete, before, made: made, connection, logger, created: next.map(\.id)) {
            $0.isCompleted ? nil : $0.with(completed: completed)
        }
        return Completion(items: items, next: next)
    }

    /// Inserts an item without recording a step of its own (the caller's step names it).
    /// Throws ``TodoStoreError/noItemNumberLeft`` when the number the sequence gives is
    /// above ``TodoItem/highestID`` (the caller's transaction is then rolled back; the
    /// sequence stays past it, and so the list stays without numbers), or when the sequence
    /// has none left.
    private static func insert(_ item: NewTodoItem, _ connection: PostgresConnection, _ logger: Logger) async throws
        -> TodoItem
    {
        let tags = TagRules.normalized(item.tags)
        var id: Int64?
        do {
            let rows = try await connection.query(
                """
                INSERT INTO todo_item
                    (title, due, created, notes, tags, priority, recurrence, search_words, tag_keys, due_time, start)
                VALUES (\(item.title), \(PostgresDue.text(item.due))::date, \(PostgresTodoStore.seconds(item.created)),
                    \(item.notes), \(tags.joined(separator: " ")), \(Priority.rank(item.priority)),
                    \(item.recurrence?.storageText),
                    array_to_tsvector(string_to_array(\(SearchWords.indexText(title: item.title, notes: item.notes)), ' ')),
                    string_to_array(\(PostgresSearchSchema.keysText(tags)), ' '), \(PostgresDue.number(item.dueTime)),
                    \(item.start?.iso)::date)
                RETURNING id
                """,
                logger: logger)
            for try await value in rows.decode(Int64.self) { id = value }
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == sequenceExhausted {
            throw TodoStoreError.noItemNumberLeft
        }
        guard let id else { throw PostgresChangeError.noID }
        guard id <= TodoItem.highestID else { throw TodoStoreError.noItemNumberLeft }
        return TodoItem(
            id: id, title: item.title, due: item.due, created: item.created, completed: nil, notes: item.notes,
            tags: tags, priority: item.priority, recurrence: item.recurrence, dueTime: item.dueTime, start: item.start)
    }

    /// PostgreSQL's "sequence generator limit exceeded": the sequence has no number left.
    static let sequenceExhausted = "2200H"

    /// Reopens completed items; refuses, changing nothing, when any of them is open.
    static func reopen(_ ids: [TodoItem.ID], made: Date, _ connection: PostgresConnection, _ logger: Logger)
        async throws -> [TodoItem]
    {
        let before = try await existing(ids, connection, logger)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return try await change(.reopen, before, made: made, connection, logger) { $0.with(completed: nil) }
    }

    /// Changes an item's title, due day, notes, tags and priority; returns it as it now is.
    static func edit(
        _ id: TodoItem.ID, to fields: ItemFields, made: Date, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> TodoItem {
        let before = try await existing([id], connection, logger)
        let after = try await change(.edit, before, made: made, connection, logger) { $0.with(fields: fields) }
        guard let item = after.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    /// Gives several items new fields in one undo step; returns them as they now are.
    static func edit(
        ids: [TodoItem.ID], as kind: ChangeKind, changing update: ItemFieldsUpdate, made: Date,
        _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [TodoItem] {
        let before = try await existing(ids, connection, logger)
        let updated: [TodoItem?]
        do { updated = try before.map { try ItemFieldsUpdating.updated($0, by: update) } } catch {
            throw UpdateRefused(error: error)
        }
        var index = 0
        return try await change(kind, before, made: made, connection, logger) { _ in
            defer { index += 1 }
            return updated[index]
        }
    }

    /// Deletes items, adding the next occurrence of each open recurring one; returns what
    /// they were and the occurrences added.
    static func delete(
        _ ids: [TodoItem.ID], at date: Date, today: CalendarDay, made: Date, _ connection: PostgresConnection,
        _ logger: Logger
    ) async throws -> Completion {
        let items = try await existing(ids, connection, logger)
        try await connection.query("DELETE FROM todo_item WHERE id = ANY(\(items.map(\.id)))", logger: logger)
        let created = Date(timeIntervalSince1970: Double(PostgresTodoStore.seconds(date)))
        let next = try await nextOccurrences(of: items, today: today, created: created, connection, logger)
        try await PostgresUndoJournal.record(
            .delete, created: next.map(\.id), before: items, made: made, connection, logger)
        return Completion(items: items, next: next)
    }

    /// Adds the next occurrence of each open recurring item among `items`.
    private static func nextOccurrences(
        of items: [TodoItem], today: CalendarDay, created: Date, _ connection: PostgresConnection, _ logger: Logger
    ) async throws -> [TodoItem] {
        var next: [TodoItem] = []
        for item in items where !item.isCompleted {
            guard let occurrence = item.nextOccurrence(today: today, created: created) else { continue }
            next.append(try await insert(occurrence, connection, logger))
        }
        return next
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
    /// as they were (and the ids the change `created`), and returns every item as it now is.
    private static func change(
        _ kind: ChangeKind, _ before: [TodoItem], made: Date, _ connection: PostgresConnection, _ logger: Logger,
        created: [TodoItem.ID] = [], _ update: (TodoItem) -> TodoItem?
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
        guard !changed.isEmpty else {
            if !created.isEmpty {
                try await PostgresUndoJournal.record(
                    kind, created: created, before: [], made: made, connection, logger)
            }
            return after
        }
        let updated = after.filter { item in changed.contains { $0.id == item.id } }
        try await write(updated, connection, logger)
        try await PostgresUndoJournal.record(
            kind, created: created, before: changed, after: updated, made: made, connection, logger)
        return after
    }
}

extension PostgresItemChanges {
    /// Writes items' fields and completion over the stored rows with their ids, without
    /// recording an undo step (the caller records one).
    static func write(_ updated: [TodoItem], _ connection: PostgresConnection, _ logger: Logger) async throws {
        guard !updated.isEmpty else { return }
        // Int64.min marks "not completed" (arrays of optionals do not bind); NULLIF turns it back.
        try await connection.query(
            """
            UPDATE todo_item SET title = changed.title, due = changed.due::date,
                completed = NULLIF(changed.completed, \(Int64.min)), notes = changed.notes, tags = changed.tags,
                priority = changed.priority, recurrence = NULLIF(changed.recurrence, ''),
                search_words = array_to_tsvector(string_to_array(changed.words, ' ')),
                tag_keys = string_to_array(changed.keys, ' '), due_time = changed.due_time,
                start = NULLIF(changed.start, '')::date
            FROM unnest(\(updated.map(\.id)), \(updated.map(\.title)), \(updated.map { PostgresDue.text($0.due) }),
                \(updated.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }), \(updated.map(\.notes)),
                \(updated.map { $0.tags.joined(separator: " ") }), \(updated.map { Int64(Priority.rank($0.priority)) }),
                \(updated.map { $0.recurrence?.storageText ?? "" }),
                \(updated.map { SearchWords.indexText(title: $0.title, notes: $0.notes) }),
                \(updated.map { PostgresSearchSchema.keysText($0.tags) }), \(updated.map { PostgresDue.number($0.dueTime) }),
                \(updated.map { $0.start?.iso ?? "" }))
                AS changed(id, title, due, completed, notes, tags, priority, recurrence, words, keys, due_time, start)
            WHERE todo_item.id = changed.id
            """, logger: logger)
    }

    /// Puts `items` back as they were, ids and all (undo), over any item of the same id:
    /// each row with its words and tag keys, as every write gives them.
    static func putBack(_ items: [TodoItem], _ connection: PostgresConnection, _ logger: Logger) async throws {
        guard !items.isEmpty else { return }
        // Int64.min marks "not completed" (arrays of optionals do not bind); NULLIF turns it back.
        try await connection.query(
            """
            INSERT INTO todo_item
                (id, title, due, created, completed, notes, tags, priority, recurrence, source, search_words, tag_keys,
                due_time, start)
            SELECT id, title, due::date, created, NULLIF(completed, \(Int64.min)), notes, tags, priority,
                NULLIF(recurrence, ''), NULLIF(source, ''), array_to_tsvector(string_to_array(words, ' ')),
                string_to_array(keys, ' '), due_time, NULLIF(start, '')::date
            FROM unnest(\(items.map(\.id)), \(items.map(\.title)), \(items.map { PostgresDue.text($0.due) }),
                \(items.map { PostgresTodoStore.seconds($0.created) }),
                \(items.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }), \(items.map(\.notes)),
                \(items.map { $0.tags.joined(separator: " ") }), \(items.map { Int64(Priority.rank($0.priority)) }),
                \(items.map { $0.recurrence?.storageText ?? "" }), \(items.map { $0.source ?? "" }),
                \(items.map { SearchWords.indexText(title: $0.title, notes: $0.notes) }),
                \(items.map { PostgresSearchSchema.keysText($0.tags) }), \(items.map { PostgresDue.number($0.dueTime) }),
                \(items.map { $0.start?.iso ?? "" }))
                AS item(
                    id, title, due, created, completed, notes, tags, priority, recurrence, source, words, keys, due_time,
                    start)
            ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, due = EXCLUDED.due, notes = EXCLUDED.notes,
                created = EXCLUDED.created, completed = EXCLUDED.completed, tags = EXCLUDED.tags,
                priority = EXCLUDED.priority, recurrence = EXCLUDED.recurrence, source = EXCLUDED.source,
                search_words = EXCLUDED.search_words, tag_keys = EXCLUDED.tag_keys, due_time = EXCLUDED.due_time,
                start = EXCLUDED.start
            """, logger: logger)
    }
}

/// A change the server answered in a way todo cannot use.
enum PostgresChangeError: Error, CustomStringConvertible {
    /// An insert returned no id.
    case noID

    var description: String { "the server returned no id" }
}

/// What an edit's update threw (``AppCore/ItemFieldsUpdate``), carried out of the
/// transaction to the caller as it was thrown, not as a database problem.
struct UpdateRefused: Error {
    /// The update's own error.
    let error: any Error
}
