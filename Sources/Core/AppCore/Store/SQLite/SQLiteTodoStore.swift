import Foundation
import GRDB
import GRDBSQLite

/// The embedded default store: one SQLite file, shared safely by several processes.
///
/// Runs on a GRDB `DatabasePool` (WAL mode: readers never wait for the writer), or for
/// one command on a single connection of todo's own (``StoreUse/oneCommand``,
/// ``DirectConnection``), with a busy timeout so that concurrent `todo` processes queue
/// instead of failing, and `synchronous = FULL` so that a completed write survives a crash.
public final class SQLiteTodoStore: TodoStore {
    /// The path of the database file.
    public let path: String
    /// The connections: a pool on the file, one connection for one command, or (read-only,
    /// for an empty file) an empty todo database in memory.
    private let connection: SQLiteStoreConnection
    private let changes: SQLiteChangeWatch
    /// Whether the store serves one command.
    private let use: StoreUse
    /// The clock the journal's steps are made by (``UndoJournal``).
    private let now: @Sendable () -> Date

    /// How long a write waits for another process's write before giving up.
    public static let busyTimeout: TimeInterval = SQLiteConnectionSettings.busyTimeout

    /// Opens the todo database at `path`.
    ///
    /// With ``DatabaseAccess/readWrite``, a missing database is created (and its folder,
    /// readable by its owner only, when `createFolder` is set), an empty file becomes one,
    /// an older schema is brought up to date, and the drafts that creations killed half-way
    /// left beside it are removed. ``DatabaseAccess/changeExisting`` is the same except that
    /// a missing database is reported (``TodoStoreError/noDatabase(path:)``), not created
    /// (``OnDemandTodoStore`` opens one only when it is there, or when something new is
    /// stored). With ``DatabaseAccess/readOnly``, nothing
    /// is created, upgraded or changed: a missing database is reported
    /// (``TodoStoreError/noDatabase(path:)``), an empty file reads as an empty list, and a
    /// database its user may only read can be read.
    ///
    /// A file that is not a todo database, or one written by a newer version of todo,
    /// is refused with ``TodoStoreError/unusable(path:reason:)`` and left unchanged.
    ///
    /// `use` is ``StoreUse/session`` (a pool of connections) unless the store serves one
    /// command (``StoreUse/oneCommand``: one connection). The journal's steps are made at
    /// the times `now` gives.
    public init(
        path: String, createFolder: Bool = false, access: DatabaseAccess = .readWrite, use: StoreUse = .session,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.path = path
        self.use = use
        self.now = now
        changes = SQLiteChangeWatch(path: path)
        if access == .readOnly {
            do { connection = try SQLiteReadOnlyOpening.open(path, use: use) } catch {
                throw Self.storeError(error, path: path)
            }
            return
        }
        if createFolder {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try? FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        }
        do {
            // One connection checks the schema itself before it writes anything.
            let queue = use == .oneCommand
            try Self.readyForOpening(path, lookingAtSchemaFirst: !queue, creating: access == .readWrite)
            DatabaseCreation.removeAbandonedDrafts(beside: path)
            if queue, let direct = try Self.openDirect(path) {
                connection = .direct(direct)
                return
            }
            var configuration = SQLiteConnectionSettings.configuration()
            configuration.prepareDatabase { db in try SQLiteConnectionSettings.keepWriteAheadLog(db) }
            let writer: any DatabaseWriter =
                try (queue ? Self.openQueue(path, configuration) : nil) ?? Self.openPool(path, configuration)
            try SQLiteSchema.prepare(writer, path: path)
            connection = .grdb(writer, use)
        } catch {
            throw Self.storeError(error, path: path)
        }
    }

    /// A store that served one command closes its connection if ``close()`` has not.
    deinit {
        close()
    }

    /// Ends a store that served one command (``StoreUse/oneCommand``) now: closing its
    /// connection copies the write-ahead log into the database file and syncs both, so that
    /// the file alone holds every change. Nothing may use the store afterwards. A session's
    /// pool closes when the store is released; for it this does nothing.
    public func close() {
        guard use == .oneCommand else { return }
        try? connection.close()
    }

    /// Makes sure that the path holds a todo database (or an empty file that may become
    /// one) before a pool opens it, which writes: creates a missing database, lets SQLite
    /// roll back a write a killed process left half-done, and refuses, unchanged, a file
    /// that is not a todo database or comes from a newer version. A todo database's schema
    /// version is looked at first only when `lookingAtSchemaFirst` (a pool writes as it
    /// opens; one connection reads the version before it writes). A missing database is
    /// created only when `creating`; else it is reported.
    private static func readyForOpening(_ path: String, lookingAtSchemaFirst: Bool, creating: Bool) throws {
        var recovered = false
        // Each turn settles one thing (created, rolled back); a few are always enough.
        for _ in 0..<4 {
            switch try DatabaseFileCheck(path: path).inspect(ignoringJournal: recovered) {
            case .missing:
                guard creating else { throw TodoStoreError.noDatabase(path: path) }
                try DatabaseCreation.create(at: path)
            case .needsRecovery:
                try rollBackInterruptedWrite(path)
                recovered = true
            case .empty, .unknownUntilLogIsRead:
                return try SQLiteSchema.refuseUnknown(at: path)
            case .todoDatabase:
                // Opening a pool writes to a database whose write-ahead log is missing or
                // empty; so only then is the schema version checked first, read-only.
                if lookingAtSchemaFirst && DatabaseFileCheck.size(of: path + "-wal") == 0 {
                    try SQLiteSchema.refuseUnknown(at: path)
                }
                return
            }
        }
        throw TodoStoreError.unusable(path: path, reason: "it kept changing while todo opened it; try again")
    }

    /// Opens the file read-write once, as any SQLite program would, so that SQLite rolls
    /// back the write its journal records (a process was killed in the middle of it).
    static func rollBackInterruptedWrite(_ path: String) throws {
        let queue = try DatabaseQueue(path: path, configuration: SQLiteConnectionSettings.configuration())
        try queue.writeWithoutTransaction { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        try queue.close()
    }

    /// todo's own connection for one command, on a database in WAL mode (as todo makes
    /// them) whose schema is current; `nil` otherwise, for GRDB to turn the database into
    /// WAL mode or bring its schema up to date as it opens it.
    private static func openDirect(_ path: String) throws -> DirectConnection? {
        let connection = try DirectConnection(path: path, readOnly: false)
        let mode = try connection.texts("PRAGMA journal_mode").first
        guard mode?.lowercased() == "wal", try SQLiteSchema.isCurrent(connection, path: path) else {
            try connection.close()
            return nil
        }
        try SQLiteConnectionSettings.keepWriteAheadLog(connection)
        return connection
    }

    /// One connection, for one command, on a database in WAL mode (as todo makes them);
    /// `nil` for one in another journal mode, which a pool turns into WAL as it opens.
    private static func openQueue(_ path: String, _ configuration: Configuration) throws -> DatabaseQueue? {
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        let mode = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        if mode?.lowercased() == "wal" { return queue }
        try queue.close()
        return nil
    }

    /// Opens the pool, trying again while another process holds the database in a way that
    /// makes SQLite answer "busy" at once instead of waiting: GRDB writes to a database whose
    /// log is missing or empty (a database another process has just created) in a deferred
    /// transaction, which SQLite refuses without waiting when a writer got there first.
    private static func openPool(_ path: String, _ configuration: Configuration) throws -> DatabasePool {
        let deadline = Date().addingTimeInterval(busyTimeout)
        while true {
            do {
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(UInt32.random(in: 1_000...10_000))
            }
        }
    }

    public func add(_ item: NewTodoItem) async throws -> TodoItem {
        let made = now()
        return try await write { db in try SQLiteItemChanges.add(item, made: made, db) }
    }

    public func openItems(dueIn range: DayRange) async throws -> [TodoItem] {
        let query = SQLiteListQueries.openItems(range)
        return try await read { db in try SQLiteItemReader.items(db, sql: query.sql, query.arguments) }
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem] {
        let query = SQLiteListQueries.openItems(range, page: page)
        let items = try await read { db in try SQLiteItemReader.items(db, sql: query.sql, query.arguments) }
        return page.direction == .forward ? items : items.reversed()
    }

    public func countOpenItems(dueIn range: DayRange) async throws -> Int {
        let query = SQLiteListQueries.count(range)
        return try await read { db in
            Int(try db.integer(query.sql, query.arguments) ?? 0)
        }
    }

    public func openItems(
        dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest
    ) async throws -> [TodoItem] {
        if filter.isEmpty { return try await openItems(dueIn: range, page: page) }
        let items = try await read { db in
            let query =
                try Self.isShort(range, db)
                ? SQLiteFilterQueries.openItemsWalking(range, filter, page: page)
                : SQLiteFilterQueries.openItems(range, filter, page: page)
            return try SQLiteItemReader.items(db, sql: query.sql, query.arguments)
        }
        return page.direction == .forward ? items : items.reversed()
    }

    public func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> Int {
        if filter.isEmpty { return try await countOpenItems(dueIn: range) }
        return try await read { db in
            let query =
                try Self.isShort(range, db)
                ? SQLiteFilterQueries.countWalking(range, filter) : SQLiteFilterQueries.count(range, filter)
            return Int(try db.integer(query.sql, query.arguments) ?? 0)
        }
    }

    /// Whether `range` holds few enough open items to be walked row by row by a filtered
    /// read (``SQLiteFilterQueries``).
    private static func isShort(_ range: DayRange, _ db: any SQLiteStatements) throws -> Bool {
        let query = SQLiteFilterQueries.rangeSize(range)
        let size = try db.integer(query.sql, query.arguments) ?? 0
        return size <= SQLiteFilterQueries.shortRange
    }

    public func completedItems(matching filter: ItemFilter, limit: Int) async throws -> [TodoItem] {
        let query = SQLiteFilterQueries.completed(filter, limit: limit)
        return try await read { db in try SQLiteItemReader.items(db, sql: query.sql, query.arguments) }
    }

    public func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) async throws
        -> [TodoItem]
    {
        let query = SQLiteFilterQueries.numbered(numbers, scope, limit: limit)
        return try await read { db in try SQLiteItemReader.items(db, sql: query.sql, query.arguments) }
    }

    public func tagKeys(beginningWith prefix: String, limit: Int) async throws -> [TagCount] {
        let query = SQLiteFilterQueries.tagKeys(beginningWith: TagRules.key(prefix), limit: limit)
        return try await read { db in
            var counts: [TagCount] = []
            try db.forEachRow(query.sql, query.arguments) { row in
                counts.append(
                    TagCount(
                        name: SearchWords.composed(SQLiteColumn.text(row, 0)), count: Int(sqlite3_column_int64(row, 1)))
                )
            }
            return counts
        }
    }

    public func openTagCounts() async throws -> [TagCount] {
        try await read { db in
            let rows = try db.texts("SELECT tags FROM item WHERE completed IS NULL AND tags <> '' ORDER BY id")
            return TagCount.counting(rows.map(SQLiteSearchSchema.tags))
        }
    }

    public func item(id: TodoItem.ID) async throws -> TodoItem {
        try await read { db in
            guard let item = try SQLiteItemChanges.existing([id], db).first else {
                throw TodoStoreError.itemsNotFound([id])
            }
            return item
        }
    }

    public func edit(id: TodoItem.ID, to fields: ItemFields) async throws -> TodoItem {
        let made = now()
        return try await write { db in try SQLiteItemChanges.edit(id, to: fields, made: made, db) }
    }

    public func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate)
        async throws -> [TodoItem]
    {
        let made = now()
        return try await write { db in
            try SQLiteItemChanges.edit(ids: ids, as: kind, changing: update, made: made, db)
        }
    }

    public func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        let made = now()
        return try await write { db in try SQLiteItemChanges.complete(ids, at: date, today: today, made: made, db) }
    }

    public func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        let made = now()
        return try await write { db in try SQLiteItemChanges.reopen(ids, made: made, db) }
    }

    public func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion {
        let made = now()
        return try await write { db in try SQLiteItemChanges.delete(ids, at: date, today: today, made: made, db) }
    }

    public func undoLastChange() async throws -> UndoneChange? {
        try await write { db in try SQLiteUndoJournal.undoLast(db) }
    }

    public func redoLastUndoneChange() async throws -> RedoneChange? {
        try await write { db in try SQLiteUndoJournal.redoLast(db) }
    }

    public func history(limit: Int) async throws -> [JournalStep] {
        try await read { db in try SQLiteJournalReads.history(limit: limit, db) }
    }

    public func lastChangeTimes(of ids: [TodoItem.ID]) async throws -> [TodoItem.ID: Date] {
        try await read { db in try SQLiteJournalReads.lastChangeTimes(of: ids, db) }
    }

    public func allItems() async throws -> [TodoItem] {
        try await read { db in
            try SQLiteItemReader.items(
                db, sql: "SELECT \(SQLiteItemChanges.columns) FROM item ORDER BY id", [])
        }
    }

    public func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID] {
        let made = now()
        let ids = try await write { db in
            let ids = try SQLiteItemWriter.insert(items, into: db)
            if !ids.isEmpty { try SQLiteUndoJournal.record(.import, created: ids, before: [], made: made, db) }
            return ids
        }
        await checkpointAfterImport()
        return ids
    }

    public func importItems(from feed: ImportFeed) async throws -> Int {
        let made = now()
        let count = try await write { db in
            let ids = try SQLiteItemWriter.insert(from: feed, into: db)
            if !ids.isEmpty { try SQLiteUndoJournal.record(.import, created: ids, before: [], made: made, db) }
            return ids.count
        }
        await checkpointAfterImport()
        return count
    }

    /// A big import leaves a big write-ahead log: copy it into the file now, without waiting
    /// for anyone (a TRUNCATE checkpoint waits for readers while it holds the write lock, and
    /// other processes' writes time out behind it; and an emptied log makes the next process
    /// to open the file write to it in a way SQLite may refuse). The next write then starts
    /// the log over, cut back to `logSizeLimit`.
    private func checkpointAfterImport() async {
        try? await connection.withoutTransaction { db in try db.script("PRAGMA wal_checkpoint(PASSIVE)") }
    }

    public func knownSources(among sources: [String]) async throws -> Set<String> {
        try await read { db in try SQLiteItemWriter.knownSources(sources, db) }
    }

    public func syncState() async throws -> SyncState {
        try await read { db in try SQLiteSyncState.read(db) }
    }

    public func syncStart() async throws -> SyncStart {
        try await read { db in try SQLiteSyncChanges.start(db) }
    }

    public func syncRecords(hrefs: [String]) async throws -> [SyncRecord] {
        try await read { db in try SQLiteSyncChanges.records(hrefs: hrefs, db) }
    }

    public func existingItems(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        try await read { db in try SQLiteItemChanges.present(ids, db) }
    }

    public func syncIdentity(_ candidate: String) async throws -> String {
        try await write { db in try SQLiteSyncState.identity(candidate, db) }
    }

    public func applySync(_ changes: SyncChanges, expected: SyncState) async throws -> [TodoItem.ID] {
        let made = now()
        return try await write { db in try SQLiteSyncState.apply(changes, expected: expected, made: made, db) }
    }

    public func revision() async throws -> Int64 {
        do { return try changes.dataVersion() } catch { throw Self.storeError(error, path: path) }
    }

    // MARK: - Access with errors a user can act on

    private func read<T: Sendable>(_ body: @escaping @Sendable (any SQLiteStatements) throws -> T) async throws -> T {
        do { return try await access(writing: false, body) } catch { throw Self.storeError(error, path: path) }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (any SQLiteStatements) throws -> T) async throws -> T {
        do { return try await access(writing: true, body) } catch { throw Self.storeError(error, path: path) }
    }

    /// Runs `body` in a read or write transaction (``SQLiteStoreConnection/access(writing:_:)``).
    private func access<T: Sendable>(
        writing: Bool, _ body: @escaping @Sendable (any SQLiteStatements) throws -> T
    ) async throws -> T {
        try await connection.access(writing: writing, body)
    }

    static func storeError(_ error: any Error, path: String) -> any Error {
        guard let error = error as? DatabaseError else { return error }
        let reason: String
        switch error.resultCode {
        case .SQLITE_NOTADB: reason = "it is not a todo database (not an SQLite file); it was left as it is"
        case .SQLITE_CORRUPT:
            reason = "the file is damaged (\(error.message ?? "corrupt")); restore it from a backup or an export"
        case .SQLITE_CANTOPEN: reason = "the file cannot be opened; check that it and its folder exist and are writable"
        case .SQLITE_READONLY, .SQLITE_PERM: reason = "the file is read-only; check its permissions"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            reason =
                "it stayed busy with another program's writing (todo waits up to \(Int(busyTimeout)) seconds); try again"
        case .SQLITE_FULL: reason = "the disk is full; free some space and try again"
        case .SQLITE_IOERR: reason = "the disk reported an input/output error (\(error.message ?? "I/O error"))"
        default: reason = error.message ?? "\(error)"
        }
        return TodoStoreError.unusable(path: path, reason: reason)
    }
}
