import Foundation

/// The sync use case: the whole list against one collection of tasks, both ways.
///
/// It reads what changed on the server since the last sync (by sync token, else by ETags),
/// fetches only those tasks, and merges each item three ways with the copy the last sync
/// left (``SyncRecord``): a field changed on one side takes that side's value; a field
/// changed on both takes the later change (``LaterChange``; a lost local version stays in
/// the undo step). An item
/// deleted on one side and changed on the other comes back with the change. Writes to the
/// server are conditional (If-Match, If-None-Match: *); a write refused because the task
/// changed meanwhile starts the sync over, reading again. The list's changes and the new
/// sync state are applied last, in one transaction and one undo step: a sync that fails
/// changes nothing here, and the next one finds what it had written on the server and
/// matches it by UID.
public final class SyncInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock

    /// How many times a sync starts over when the server's tasks change while it writes.
    static let attempts = 4

    /// Creates the use case over a store and a clock.
    public init(store: any TodoStore, clock: WallClock) {
        self.store = store
        self.clock = clock
    }

    /// Syncs the list with `collection`, named `collectionURL` in the sync state; `progress`,
    /// if given, hears how many of the tasks to receive and send are done as the sync goes.
    public func sync(
        with collection: any TaskCollection, collectionURL: String,
        progress: (@Sendable (SyncProgress) -> Void)? = nil
    ) async throws -> SyncSummary {
        for _ in 0..<Self.attempts {
            do {
                return try await syncOnce(collection, collectionURL, SyncProgressCount(report: progress))
            } catch SyncRound.startOver {
                continue
            } catch TodoStoreError.changedDuringSync {
                continue
            }
        }
        throw SyncError.keptChanging
    }

    /// Why a round of a sync starts over.
    private enum SyncRound: Error {
        case startOver
    }

    private func syncOnce(_ collection: any TaskCollection, _ collectionURL: String, _ progress: SyncProgressCount)
        async throws -> SyncSummary
    {
        let now = clock.nowInWholeSeconds()
        let zone = clock.timeZone
        var start = try await store.syncStart()
        if start.state.identity == nil {
            _ = try await store.syncIdentity(UUID().uuidString.lowercased())
            start = try await store.syncStart()
        }
        var state = start.state
        let identity = state.identity ?? "todo"
        let sameCollection = state.collection == collectionURL
        let remote = try await collection.changes(since: sameCollection ? state.token : nil)
        let records: [SyncRecord]
        let items: [TodoItem]
        // The items changed here that this sync takes into account (``SyncChanges/seen``).
        var seen = Set(start.changedHere)
        if sameCollection, !remote.isFullListing, let read = try await readChanged(remote, start) {
            // What changed on either side only: the records and items it concerns.
            (records, items) = read
        } else {
            state = try await store.syncState()
            // Another sync was applied since the start was read: its token is stale.
            guard state.generation == start.state.generation else { throw SyncRound.startOver }
            records = sameCollection ? state.records : []
            items = try await store.allItems()
            // A first sync with this collection sends or matches every item: none is left
            // changed (a list that never synced keeps no changes: this sync reads them all).
            if !sameCollection { seen.formUnion(items.map(\.id)) }
        }
        var changes = SyncChanges(collection: collectionURL, token: remote.token)
        if !sameCollection { changes.forgotten = state.records.map(\.itemID) }

        let recordByKey = Dictionary(records.map { (Self.key($0.href), $0) }, uniquingKeysWith: { first, _ in first })
        let listed = Dictionary(remote.changed.map { (Self.key($0.key), $0) }, uniquingKeysWith: { first, _ in first })
        let wanted = listed.filter { key, entry in
            guard let record = recordByKey[key] else { return true }
            return entry.value.isEmpty || record.etag != entry.value
        }
        let everRecorded = Set(records.map(\.itemID))
        progress.start(total: wanted.count + items.count(where: { !everRecorded.contains($0.id) }))
        var removed = Set(remote.removed.map(Self.key))
        if remote.isFullListing { removed.formUnion(recordByKey.keys.filter { listed[$0] == nil }) }
        var fetched: [String: RemoteTask] = [:]
        var invalid = Set<String>()
        var summary = SyncSummary(host: collection.host)
        for resource in try await collection.resources(wanted.values.map(\.key)) {
            switch RemoteTask.read(resource, timeZone: zone, now: now) {
            case .task(let task): fetched[Self.key(resource.href)] = task
            case .notATask: break
            case .invalid:
                invalid.insert(Self.key(resource.href))
                summary.skipped.append(Self.name(resource.href))
            }
        }
        progress.add(wanted.count)
        // Asked for and not given (gone meanwhile), or no longer a task: gone. A task that is
        // not valid iCalendar is left as it is on both sides.
        for key in wanted.keys where fetched[key] == nil && !invalid.contains(key) { removed.insert(key) }
        removed.subtract(invalid)

        var itemByID: [TodoItem.ID: TodoItem] = [:]
        for item in items { itemByID[item.id] = item }
        var recorded = Set<TodoItem.ID>()
        var claimed = Set<String>()
        let writer = Writer(collection: collection, now: now)

        var nextOccurrences = items.filter { !everRecorded.contains($0.id) && !$0.isCompleted && $0.recurrence != nil }
        let bases = await RecordBases.read(records, timeZone: zone, now: now)
        for (index, record) in records.enumerated() {
            let local = itemByID[record.itemID]
            if local != nil { recorded.insert(record.itemID) }
            // A done occurrence of a repeating task: here only (its series went on on the server).
            guard !record.href.isEmpty else {
                if local == nil { changes.forgotten.append(record.itemID) }
                continue
            }
            let key = Self.key(record.href)
            claimed.insert(key)
            let base = bases[index] ?? local.map(SyncFields.init)
            if let task = fetched[key] {
                guard let local, let base else {
                    // Deleted here, changed there: the change wins; the item comes back.
                    changes.forgotten.append(record.itemID)
                    changes.added.append(addition(task))
                    summary.received += 1
                    continue
                }
                if RepeatRules.completedThere(base: base, local: SyncFields(local), remote: task.fields) {
                    try await completeThere(local, base: base, task, &changes, &summary, writer)
                    continue
                }
                try await merge(local, base: base, task, &changes, &summary, writer)
            } else if removed.contains(key) {
                guard let local else {
                    changes.forgotten.append(record.itemID)
                    continue
                }
                let fields = SyncFields(local)
                if let base, fields.differences(from: base).isEmpty {
                    changes.deleted.append(local)
                    changes.forgotten.append(record.itemID)
                    summary.received += 1
                } else {
                    // Changed here, deleted there: the change wins; the task comes back.
                    let text = VTodoText.patched(
                        record.text, fields: fields, changed: Set(SyncField.allCases), now: now)
                    let etag = try await writer.put(record.href, text, ifMatch: nil)
                    changes.records.append(
                        SyncRecord(itemID: local.id, uid: record.uid, href: record.href, etag: etag, text: text))
                    summary.sent += 1
                }
            } else if let local {
                guard let base else { continue }
                if let next = RepeatRules.nextHere(after: local, base: base, among: nextOccurrences) {
                    // Completed here: the task on the server moves on to the next occurrence, as a
                    // phone moves it; the done one stays here only.
                    nextOccurrences.removeAll { $0.id == next.id }
                    recorded.insert(next.id)
                    let fields = SyncFields(next)
                    let text = VTodoText.patched(
                        record.text, fields: fields, changed: fields.differences(from: base), now: now)
                    let etag = try await writer.put(record.href, text, ifMatch: record.etag ?? "*")
                    changes.records.append(
                        SyncRecord(itemID: next.id, uid: record.uid, href: record.href, etag: etag, text: text))
                    changes.records.append(RepeatRules.hereOnly(local.id, uid: record.uid))
                    summary.sent += 1
                    continue
                }
                let fields = SyncFields(local)
                let changed = fields.differences(from: base)
                guard !changed.isEmpty else { continue }
                let text = VTodoText.patched(record.text, fields: fields, changed: changed, now: now)
                let etag = try await writer.put(record.href, text, ifMatch: record.etag ?? "*")
                changes.records.append(
                    SyncRecord(itemID: local.id, uid: record.uid, href: record.href, etag: etag, text: text))
                summary.sent += 1
            } else {
                // Deleted here, unchanged there: deleted there too.
                try await writer.delete(record.href, ifMatch: record.etag ?? "*")
                changes.forgotten.append(record.itemID)
                summary.sent += 1
            }
        }

        // Items without a record: matched to the server's tasks by UID, else new there.
        var unrecorded: [String: TodoItem] = [:]
        for item in items where !recorded.contains(item.id) { unrecorded[uid(of: item, identity)] = item }
        for (key, task) in fetched.sorted(by: { $0.key < $1.key }) where !claimed.contains(key) {
            if let local = unrecorded.removeValue(forKey: task.uid) {
                try await merge(local, base: task.fields, task, &changes, &summary, writer)
                progress.add(1)
            } else {
                changes.added.append(addition(task))
                summary.received += 1
            }
        }
        // New there: sent a few at a time, each only where there is nothing yet.
        let news = unrecorded.sorted(by: { $0.value.id < $1.value.id }).map { uid, local in
            (
                uid: uid, local: local, href: collection.href(forUID: uid),
                text: VTodoText.new(local, uid: uid, now: now, timeZone: zone)
            )
        }
        let outcomes = try await ConcurrentWrites.send(
            news.map { ConcurrentWrites.Put(href: $0.href, text: $0.text, ifMatch: nil) }, to: collection)
        var there: [(uid: String, local: TodoItem, href: String, text: String)] = []
        for (new, outcome) in zip(news, outcomes) {
            switch outcome {
            case .done(let etag):
                changes.records.append(
                    SyncRecord(itemID: new.local.id, uid: new.uid, href: new.href, etag: etag, text: new.text))
                summary.sent += 1
            case .changedMeanwhile, .gone: there.append(new)
            }
            progress.add(1)
        }
        // There already (a sync that was stopped wrote them): merged with what is there.
        if !there.isEmpty {
            var found: [String: RemoteTask] = [:]
            for resource in try await collection.resources(there.map(\.href)) {
                if case .task(let task) = RemoteTask.read(resource, timeZone: zone, now: now) {
                    found[Self.key(resource.href)] = task
                }
            }
            for new in there {
                guard let task = found[Self.key(new.href)] else { throw SyncRound.startOver }
                try await merge(new.local, base: task.fields, task, &changes, &summary, writer)
            }
        }
        changes.seen = seen.sorted().map { SyncChanges.Seen(id: $0, item: itemByID[$0]) }
        // Nothing to apply: the list and its sync state stay as they are (no write at all).
        if sameCollection, changes.isEmpty, changes.token == state.token { return summary }
        _ = try await store.applySync(changes, expected: state)
        return summary
    }

    /// The records and items a sync with a token needs, read by what changed: the records of
    /// the items changed here and of the resources changed there, and those items. `nil`
    /// when a resource the server names may be recorded under another spelling of its href
    /// (percent-encoding): then everything is read.
    private func readChanged(_ remote: RemoteChanges, _ start: SyncStart) async throws
        -> (records: [SyncRecord], items: [TodoItem])?
    {
        var records = start.state.records
        let there = Array(remote.changed.keys) + remote.removed
        if !there.isEmpty {
            let known = Set(records.map { Self.key($0.href) })
            let asked = there.filter { !known.contains(Self.key($0)) }
            let spellings = Set(asked + asked.map(Self.key))
            let recordIDs = Set(records.map(\.itemID))
            records += try await store.syncRecords(hrefs: spellings.sorted()).filter { !recordIDs.contains($0.itemID) }
            let found = Set(records.map { Self.key($0.href) })
            if asked.contains(where: { !found.contains(Self.key($0)) && Self.mayBeSpelledOtherwise($0) }) { return nil }
            records.sort { $0.itemID < $1.itemID }
        }
        let ids = Set(start.changedHere).union(records.map(\.itemID))
        return (records, ids.isEmpty ? [] : try await store.existingItems(ids: ids.sorted()))
    }

    /// Whether an href could be recorded percent-encoded otherwise: it holds a character
    /// other than a letter, a digit, `-`, `.`, `_`, `~` and `/` once decoded.
    static func mayBeSpelledOtherwise(_ href: String) -> Bool {
        key(href).unicodeScalars.contains { scalar in
            !(scalar.isASCII
                && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "-._~/".unicodeScalars.contains(scalar)))
        }
    }

    /// Merges an item with its task on the server over `base`, writing the result to the
    /// server if it differs from the task, and to the list if it differs from the item.
    private func merge(
        _ local: TodoItem, base: SyncFields, _ task: RemoteTask, _ changes: inout SyncChanges,
        _ summary: inout SyncSummary, _ writer: Writer
    ) async throws {
        let (merged, conflicts) = try await laterWinsMerge(local, base: base, task)
        summary.conflicts += conflicts
        if !merged.differences(from: SyncFields(local)).isEmpty {
            changes.changed.append(SyncChanges.Change(before: local, after: merged.applied(to: local)))
            summary.received += 1
        }
        let toSend = merged.differences(from: task.fields)
        var text = task.resource.text
        var etag = task.resource.etag
        if !toSend.isEmpty {
            text = VTodoText.patched(text, fields: merged, changed: toSend, now: writer.now)
            etag = try await writer.put(task.resource.href, text, ifMatch: task.resource.etag ?? "*")
            summary.sent += 1
        }
        changes.records.append(
            SyncRecord(itemID: local.id, uid: task.uid, href: task.resource.href, etag: etag, text: text))
    }

    /// A repeating task the server moved on to its next occurrence (a phone completed it):
    /// here the occurrence is done, and a new item, the next occurrence, takes the task's
    /// record; fields changed here too are merged into both.
    private func completeThere(
        _ local: TodoItem, base: SyncFields, _ task: RemoteTask, _ changes: inout SyncChanges,
        _ summary: inout SyncSummary, _ writer: Writer
    ) async throws {
        let (merged, conflicts) = try await laterWinsMerge(local, base: base, task)
        summary.conflicts += conflicts
        var done = merged
        done.due = local.due
        done.dueTime = local.dueTime
        done.start = local.start
        done.completed = writer.now
        changes.changed.append(SyncChanges.Change(before: local, after: done.applied(to: local)))
        changes.records.append(RepeatRules.hereOnly(local.id, uid: task.uid))
        let toSend = merged.differences(from: task.fields)
        var text = task.resource.text
        var etag = task.resource.etag
        if !toSend.isEmpty {
            text = VTodoText.patched(text, fields: merged, changed: toSend, now: writer.now)
            etag = try await writer.put(task.resource.href, text, ifMatch: task.resource.etag ?? "*")
            summary.sent += 1
        }
        let next = ImportedTodoItem(
            id: nil, title: merged.title, due: merged.due, created: writer.now, completed: nil, notes: merged.notes,
            tags: merged.tags, priority: merged.priority, recurrence: merged.recurrence, dueTime: merged.dueTime,
            start: merged.start)
        changes.added.append(
            SyncChanges.Addition(
                item: next,
                record: SyncRecord(itemID: 0, uid: task.uid, href: task.resource.href, etag: etag, text: text)))
        summary.received += 1
    }

    /// The three-way merge of an item with its task over `base`, a field changed on both
    /// sides taking the later change (``LaterChange``).
    private func laterWinsMerge(_ local: TodoItem, base: SyncFields, _ task: RemoteTask) async throws
        -> (SyncFields, conflicts: Int)
    {
        let here = SyncFields(local)
        let conflicting = SyncFields.conflicts(base: base, local: here, remote: task.fields)
        let localIsLater = try await LaterChange(store: store, timeZone: clock.timeZone)
            .localIsLater(local, than: task, conflicting: conflicting)
        return SyncFields.merge(base: base, local: here, remote: task.fields, localIsLater: localIsLater)
    }

    /// An item for a task of the server, with its record.
    private func addition(_ task: RemoteTask) -> SyncChanges.Addition {
        SyncChanges.Addition(
            item: task.item,
            record: SyncRecord(
                itemID: 0, uid: task.uid, href: task.resource.href, etag: task.resource.etag, text: task.resource.text))
    }

    /// The UID of an item on the server: the one it came with, else one made of the list's
    /// identity and its number, the same in every sync and unique in the world.
    private func uid(of item: TodoItem, _ identity: String) -> String {
        if let source = item.source, source.hasPrefix("ical:"), source.count > 5 { return String(source.dropFirst(5)) }
        return "\(identity)-\(item.id)@todo"
    }

    /// An href as compared: percent-encoding undone.
    static func key(_ href: String) -> String {
        href.removingPercentEncoding ?? href
    }

    /// A resource's name, for a message.
    private static func name(_ href: String) -> String {
        String(key(href).split(separator: "/").last ?? Substring(href))
    }

    /// The server's side of the writes: each conditional, each refusal a new start.
    private struct Writer {
        let collection: any TaskCollection
        let now: Date

        func put(_ href: String, _ text: String, ifMatch: String?) async throws -> String? {
            switch try await collection.put(href, text: text, ifMatch: ifMatch) {
            case .done(let etag): return etag
            case .changedMeanwhile, .gone: throw SyncRound.startOver
            }
        }

        func delete(_ href: String, ifMatch: String) async throws {
            switch try await collection.delete(href, ifMatch: ifMatch) {
            case .done, .gone: return
            case .changedMeanwhile: throw SyncRound.startOver
            }
        }
    }
}
