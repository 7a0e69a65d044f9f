import AppCore
import Foundation
import Logging
import PostgresNIO

/// An import as one transaction: taken ids are found first (and the import refused), then
/// whether the new ids fit below ``TodoItem/highestID`` (else the import is refused), the
/// sequence is moved past every id in use or given, new ids are drawn from it, and every
/// row goes in with one statement, so that no id is ever given twice. The store runs it in
/// a transaction that holds the ``PostgresJournalLock``, like every change; the table is
/// locked against other writers too (a client of an earlier version takes no journal lock
/// to add).
enum PostgresImport {
    static func insert(
        _ items: [ImportedTodoItem], made: Date, connection: PostgresConnection, logger: Logger,
        recordingStep: Bool = true
    ) async throws
        -> [TodoItem.ID]
    {
        if items.isEmpty { return [] }
        try await lockTable(connection, logger)
        let ids = try await insertBatch(items, connection: connection, logger: logger)
        if recordingStep {
            try await PostgresUndoJournal.record(.import, created: ids, before: [], made: made, connection, logger)
        }
        return ids
    }

    /// Inserts the items `feed` gives, a batch at a time, each batch less the items whose
    /// source the table holds (this import's earlier batches included), as
    /// ``insert(_:connection:logger:)`` inserts them, in one undo step; returns how many.
    static func insert(from feed: ImportFeed, made: Date, connection: PostgresConnection, logger: Logger)
        async throws -> Int
    {
        try await lockTable(connection, logger)
        var ids: [TodoItem.ID] = []
        while let batch = try feed.next() {
            let sources = batch.compactMap(\.source)
            var stored = Set<String>()
            if !sources.isEmpty {
                let rows = try await connection.query(
                    "SELECT source FROM todo_item WHERE source = ANY(\(sources))", logger: logger)
                for try await source in rows.decode(String.self) { stored.insert(source) }
            }
            let items = feed.fresh(batch, stored: stored)
            if !items.isEmpty { ids += try await insertBatch(items, connection: connection, logger: logger) }
        }
        if !ids.isEmpty {
            try await PostgresUndoJournal.record(.import, created: ids, before: [], made: made, connection, logger)
        }
        return ids.count
    }

    /// Adds wait until the import commits (they take ROW EXCLUSIVE): no other client can
    /// draw an id from the sequence between the check for taken ids and the move of the
    /// sequence past the imported ones.
    private static func lockTable(_ connection: PostgresConnection, _ logger: Logger) async throws {
        try await connection.query("LOCK TABLE todo_item IN SHARE ROW EXCLUSIVE MODE", logger: logger)
    }

    /// Inserts one batch with one statement; returns the ids its items got.
    private static func insertBatch(_ items: [ImportedTodoItem], connection: PostgresConnection, logger: Logger)
        async throws -> [TodoItem.ID]
    {
        let given = items.compactMap(\.id)
        if !given.isEmpty {
            let taken = try await connection.query(
                "SELECT id FROM todo_item WHERE id = ANY(\(given)) ORDER BY id LIMIT 1", logger: logger)
            for try await id in taken.decode(Int64.self) { throw TodoStoreError.idAlreadyExists(id) }
        }
        let givenSources = items.compactMap(\.source)
        if !givenSources.isEmpty {
            let known = try await connection.query(
                "SELECT source FROM todo_item WHERE source = ANY(\(givenSources)) LIMIT 1", logger: logger)
            for try await source in known.decode(String.self) { throw TodoStoreError.sourceAlreadyImported(source) }
        }
        // The sequence moves past every id in use, given ones included, before new ids
        // are drawn: new ids come after all of them, and no later add can take a given id.
        // Nothing moves when the new ids would pass the highest todo gives.
        let highestRows = try await connection.query(
            """
            SELECT GREATEST(\(given.max() ?? 0)::bigint, (SELECT COALESCE(MAX(id), 0) FROM todo_item),
                (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM todo_item_id_seq))
            """, logger: logger)
        var highest: Int64 = 0
        for try await value in highestRows.decode(Int64.self) { highest = value }
        let missing = items.count - given.count
        if missing > 0, highest > TodoItem.highestID - Int64(missing) { throw TodoStoreError.noItemNumberLeft }
        if highest > 0 {
            try await connection.query("SELECT setval('todo_item_id_seq', \(highest))", logger: logger)
        }
        var fresh: [Int64] = []
        if missing > 0 {
            let drawn = try await connection.query(
                "SELECT nextval('todo_item_id_seq') FROM generate_series(1, \(Int64(missing)))", logger: logger)
            for try await id in drawn.decode(Int64.self) { fresh.append(id) }
        }
        var next = fresh.makeIterator()
        var ids: [Int64] = []
        ids.reserveCapacity(items.count)
        for item in items { ids.append(item.id ?? next.next() ?? 0) }
        let titles = items.map(\.title)
        let dues = items.map { PostgresDue.text($0.due) }
        let notes = items.map(\.notes)
        let normalized = items.map { TagRules.normalized($0.tags) }
        let tags = normalized.map { $0.joined(separator: " ") }
        let keys = normalized.map(PostgresSearchSchema.keysText)
        let words = items.map { SearchWords.indexText(title: $0.title, notes: $0.notes) }
        let priorities = items.map { Int64(Priority.rank($0.priority)) }
        let rules = items.map { $0.recurrence?.storageText ?? "" }
        let sources = items.map { $0.source ?? "" }
        let times = items.map { PostgresDue.number($0.dueTime) }
        let starts = items.map { $0.start?.iso ?? "" }
        let created = items.map { PostgresTodoStore.seconds($0.created) }
        // Int64.min marks "not completed" (arrays of optionals do not bind); NULLIF turns it back.
        let completed = items.map { $0.completed.map(PostgresTodoStore.seconds) ?? Int64.min }
        try await connection.query(
            """
            INSERT INTO todo_item
                (id, title, due, created, completed, notes, tags, priority, recurrence, source, search_words, tag_keys,
                due_time, start)
            SELECT id, title, due::date, created, NULLIF(completed, \(Int64.min)), notes, tags, priority,
                NULLIF(recurrence, ''), NULLIF(source, ''), array_to_tsvector(string_to_array(words, ' ')),
                string_to_array(keys, ' '), due_time, NULLIF(start, '')::date
            FROM unnest(
                \(ids), \(titles), \(dues), \(created), \(completed), \(notes), \(tags), \(priorities), \(rules),
                \(sources), \(words), \(keys), \(times), \(starts))
                AS imported(
                    id, title, due, created, completed, notes, tags, priority, recurrence, source, words, keys, due_time,
                    start)
            """, logger: logger)
        return ids
    }
}
