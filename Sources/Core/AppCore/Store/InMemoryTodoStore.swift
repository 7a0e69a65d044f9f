import Foundation

/// A store that keeps items in memory, for tests and for programs that need no file.
public actor InMemoryTodoStore: TodoStore {
    private var items = ChangeMarkedItems()
    private var lastID: TodoItem.ID = 0
    private var changes: Int64 = 0
    private var journal: [Step] = []
    private var sync = SyncState()
    private var steps = 0 as Int64
    private let now: @Sendable () -> Date

    /// One undo step: see ``UndoJournal``.
    private struct Step {
        let kind: ChangeKind
        let created: [TodoItem.ID]
        let before: [TodoItem]
        /// The items named in history, as the change left them (empty: `before`).
        var after: [TodoItem] = []
        var number: Int64 = 0
        var made = Date.distantPast
        /// Undone: the items as the step had left them, for redo; `nil` while not undone.
        var redo: [TodoItem]?
    }

    /// Creates an empty store whose journal steps are made at the times `now` gives.
    public init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    public func add(_ item: NewTodoItem) throws -> TodoItem {
        try reserveNumbers(1)
        lastID += 1
        let stored = TodoItem(
            id: lastID, title: item.title, due: item.due, created: item.created, completed: nil, notes: item.notes,
            tags: TagRules.normalized(item.tags), priority: item.priority, recurrence: item.recurrence,
            dueTime: item.dueTime, start: item.start)
        items[stored.id] = stored
        record(Step(kind: .add, created: [stored.id], before: []))
        return stored
    }

    public func openItems(dueIn range: DayRange) -> [TodoItem] {
        openItems(dueIn: range, matching: .none)
    }

    public func openItems(dueIn range: DayRange, page: PageRequest) -> [TodoItem] {
        openItems(dueIn: range, matching: .none, page: page)
    }

    public func openItems(dueIn range: DayRange, matching filter: ItemFilter) -> [TodoItem] {
        items.values
            .filter { !$0.isCompleted && range.holds($0) && filter.matches($0) }
            .sorted { ListPosition(of: $0) < ListPosition(of: $1) }
            .map { $0.with(title: $0.title, due: $0.due, notes: "") }
    }

    public func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) -> Int {
        items.values.count { !$0.isCompleted && range.holds($0) && filter.matches($0) }
    }

    public func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) -> [TodoItem] {
        let found = items.values.filter { numbers.contains($0.id) && scope.contains($0) }.sorted { $0.id < $1.id }
        return found.prefix(max(0, limit)).map { $0.with(title: $0.title, due: $0.due, notes: "") }
    }

    public func tagKeys(beginningWith prefix: String, limit: Int) -> [TagCount] {
        let typed = TagRules.key(prefix)
        let all = TagCount.counting(items.values.map { $0.tags.map(TagRules.key) })
        let found = all.filter { $0.name.utf8.starts(with: typed.utf8) }.prefix(max(0, limit))
        return found.map { TagCount(name: SearchWords.composed($0.name), count: $0.count) }
    }

    public func openTagCounts() -> [TagCount] {
        TagCount.counting(items.values.filter { !$0.isCompleted }.sorted { $0.id < $1.id }.map(\.tags))
    }

    public func completedItems(matching filter: ItemFilter, limit: Int) -> [TodoItem] {
        let done = items.values.filter { $0.isCompleted && filter.matches($0) }
            .sorted { ($0.completed ?? .distantPast, $0.id) > ($1.completed ?? .distantPast, $1.id) }
        return done.prefix(max(0, limit)).map { $0.with(title: $0.title, due: $0.due, notes: "") }
    }

    public func openItems(dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest) -> [TodoItem] {
        let admitted = openItems(dueIn: range, matching: filter).filter { page.admits(ListPosition(of: $0)) }
        switch page.direction {
        case .forward: return Array(admitted.prefix(max(0, page.limit)))
        case .backward: return Array(admitted.suffix(max(0, page.limit)))
        }
    }

    public func countOpenItems(dueIn range: DayRange) -> Int {
        items.values.count { !$0.isCompleted && range.holds($0) }
    }

    public func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) throws -> Completion {
        let before = try existing(ids)
        try reserveNumbers(nextOccurrenceCount(of: before, today: today, created: date))
        let next = addNextOccurrences(of: before, today: today, created: date)
        let after = change(.complete, before, created: next.map(\.id)) {
            $0.completed == nil ? $0.with(completed: date) : nil
        }
        return Completion(items: after, next: next)
    }

    public func reopen(ids: [TodoItem.ID]) throws -> [TodoItem] {
        let before = try existing(ids)
        let open = before.filter { !$0.isCompleted }.map(\.id)
        guard open.isEmpty else { throw TodoStoreError.notCompleted(open) }
        return change(.reopen, before) { $0.with(completed: nil) }
    }

    public func item(id: TodoItem.ID) throws -> TodoItem {
        guard let item = items[id] else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }

    public func edit(id: TodoItem.ID, to fields: ItemFields) throws -> TodoItem {
        let before = try existing([id])
        var fields = fields
        fields.tags = TagRules.normalized(fields.tags)
        let edited = change(.edit, before) { $0.with(fields: fields) }
        guard let item = edited.first else {
            throw TodoStoreError.itemsNotFound([id])
        }
        return item
    }

    public func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate) throws
        -> [TodoItem]
    {
        let before = try existing(ids)
        let updated = try before.map { try ItemFieldsUpdating.updated($0, by: update) }
        var index = 0
        return change(kind, before) { _ in
            defer { index += 1 }
            return updated[index]
        }
    }

    public func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) throws -> Completion {
        let before = try existing(ids)
        try reserveNumbers(nextOccurrenceCount(of: before, today: today, created: date))
        for item in before { items[item.id] = nil }
        let next = addNextOccurrences(of: before, today: today, created: date)
        record(Step(kind: .delete, created: next.map(\.id), before: before))
        return Completion(items: before, next: next)
    }

    /// How many next occurrences completing or deleting `before` adds.
    private func nextOccurrenceCount(of before: [TodoItem], today: CalendarDay, created: Date) -> Int {
        before.count { !$0.isCompleted && $0.nextOccurrence(today: today, created: created) != nil }
    }

    /// Throws ``TodoStoreError/noItemNumberLeft`` unless `count` new numbers can be given
    /// without passing ``TodoItem/highestID``.
    private func reserveNumbers(_ count: Int, after highest: TodoItem.ID? = nil) throws {
        guard count > 0 else { return }
        guard (highest ?? lastID) <= TodoItem.highestID - TodoItem.ID(count) else {
            throw TodoStoreError.noItemNumberLeft
        }
    }

    /// Adds the next occurrence of each open recurring item among `before`.
    private func addNextOccurrences(of before: [TodoItem], today: CalendarDay, created: Date) -> [TodoItem] {
        before.filter { !$0.isCompleted }.compactMap { item -> TodoItem? in
            guard let occurrence = item.nextOccurrence(today: today, created: created) else { return nil }
            lastID += 1
            let stored = TodoItem(
                id: lastID, title: occurrence.title, due: occurrence.due, created: occurrence.created, completed: nil,
                notes: occurrence.notes, tags: TagRules.normalized(occurrence.tags), priority: occurrence.priority,
                recurrence: occurrence.recurrence, dueTime: occurrence.dueTime, start: occurrence.start)
            items[stored.id] = stored
            return stored
        }
    }

    public func allItems() -> [TodoItem] {
        items.values.sorted { $0.id < $1.id }
    }

    public func importItems(_ imported: [ImportedTodoItem]) throws -> [TodoItem.ID] {
        var taken = Set(items.keys)
        for id in imported.compactMap(\.id) {
            guard taken.insert(id).inserted else { throw TodoStoreError.idAlreadyExists(id) }
        }
        var sources = Set(items.values.compactMap(\.source))
        for source in imported.compactMap(\.source) {
            guard sources.insert(source).inserted else { throw TodoStoreError.sourceAlreadyImported(source) }
        }
        let highest = max(lastID, imported.compactMap(\.id).max() ?? 0)
        try reserveNumbers(imported.count { $0.id == nil }, after: highest)
        lastID = highest
        let ids = imported.map { entry in
            let id: TodoItem.ID
            if let given = entry.id {
                id = given
            } else {
                lastID += 1
                id = lastID
            }
            items[id] = TodoItem(
                id: id, title: entry.title, due: entry.due, created: entry.created, completed: entry.completed,
                notes: entry.notes, tags: TagRules.normalized(entry.tags), priority: entry.priority,
                recurrence: entry.recurrence, source: entry.source, dueTime: entry.dueTime, start: entry.start)
            return id
        }
        if !ids.isEmpty { record(Step(kind: .import, created: ids, before: [])) }
        return ids
    }

    public func syncState() -> SyncState {
        var state = sync
        state.records.sort { $0.itemID < $1.itemID }
        return state
    }

    public func syncStart() -> SyncStart {
        let changed = items.changed.sorted()
        let marked = Set(changed)
        var state = sync
        state.records = sync.records.filter { marked.contains($0.itemID) }.sorted { $0.itemID < $1.itemID }
        return SyncStart(state: state, changedHere: changed)
    }

    public func syncRecords(hrefs: [String]) -> [SyncRecord] {
        let wanted = Set(hrefs)
        return sync.records.filter { wanted.contains($0.href) }.sorted { $0.itemID < $1.itemID }
    }

    public func existingItems(ids: [TodoItem.ID]) -> [TodoItem] {
        TodoItem.distinct(ids).sorted().compactMap { items[$0] }
    }

    public func syncIdentity(_ candidate: String) -> String {
        if let identity = sync.identity { return identity }
        sync.identity = candidate
        return candidate
    }

    public func applySync(_ changes: SyncChanges, expected: SyncState) throws -> [TodoItem.ID] {
        guard expected.generation == sync.generation,
            changes.changed.allSatisfy({ items[$0.before.id] == $0.before }),
            changes.deleted.allSatisfy({ items[$0.id] == $0 })
        else { throw TodoStoreError.changedDuringSync }
        let leaving = Set(changes.deleted.map(\.id))
        let sources = Set(items.values.filter { !leaving.contains($0.id) }.compactMap(\.source))
        guard changes.added.allSatisfy({ $0.item.source.map { !sources.contains($0) } ?? true }) else {
            throw TodoStoreError.changedDuringSync
        }
        try reserveNumbers(changes.added.count)
        let settled = Set(changes.seen.filter { items[$0.id] == $0.item }.map(\.id))
        for item in changes.deleted { items[item.id] = nil }
        for change in changes.changed { items[change.after.id] = change.after }
        var records = sync.records.filter { !changes.forgotten.contains($0.itemID) }
        var ids: [TodoItem.ID] = []
        for addition in changes.added {
            lastID += 1
            let entry = addition.item
            items[lastID] = TodoItem(
                id: lastID, title: entry.title, due: entry.due, created: entry.created, completed: entry.completed,
                notes: entry.notes, tags: TagRules.normalized(entry.tags), priority: entry.priority,
                recurrence: entry.recurrence, source: entry.source, dueTime: entry.dueTime, start: entry.start)
            var record = addition.record
            record.itemID = lastID
            records.removeAll { $0.itemID == lastID }
            records.append(record)
            ids.append(lastID)
        }
        for record in changes.records {
            records.removeAll { $0.itemID == record.itemID }
            records.append(record)
        }
        sync.records = records
        items.remembers = true
        for id in Array(settled) + ids + changes.changed.map(\.after.id) + changes.deleted.map(\.id) {
            items.forgetChange(id)
        }
        for entry in changes.seen where !settled.contains(entry.id) { items.remember(entry.id) }
        sync.collection = changes.collection
        sync.token = changes.token
        sync.generation += 1
        if changes.changesItems {
            record(
                Step(
                    kind: .sync, created: ids, before: changes.changed.map(\.before) + changes.deleted,
                    after: changes.changed.map(\.after) + changes.deleted))
        }
        return ids
    }

    public func knownSources(among sources: [String]) -> Set<String> {
        let wanted = Set(sources)
        return Set(items.values.compactMap(\.source).filter(wanted.contains))
    }

    public func undoLastChange() -> UndoneChange? {
        guard let index = journal.lastIndex(where: { $0.redo == nil }) else { return nil }
        let step = journal[index]
        if step.kind == .sync {
            let created = Set(step.created)
            let restored = Set(step.before.map(\.id))
            let undo = SyncUndoRules.changes(
                createdRecords: sync.records.filter { created.contains($0.itemID) },
                restoredRecords: sync.records.filter { restored.contains($0.itemID) })
            let forgotten = Set(undo.forgotten).union(undo.records.map(\.itemID))
            sync.records = sync.records.filter { !forgotten.contains($0.itemID) } + undo.records
            sync.generation += 1
            sync.token = nil
        }
        let gone = step.created.compactMap { items.removeValue(forKey: $0) }
        if step.kind == .sync {
            // A sync's undo changed the sync state too: it leaves the journal, with what
            // could be redone after it (``UndoJournal``).
            journal.removeSubrange(index...)
        } else {
            journal[index].redo = gone + step.before.compactMap { items[$0.id] }
        }
        for item in step.before { items[item.id] = item }
        changes += 1
        guard !step.before.isEmpty else {
            return UndoneChange(
                kind: step.kind, items: Array(gone.prefix(UndoneChange.itemLimit)), count: step.created.count)
        }
        return UndoneChange(
            kind: step.kind, items: Array(step.before.prefix(UndoneChange.itemLimit)), count: step.before.count,
            removed: Array(gone.prefix(UndoneChange.itemLimit)))
    }

    public func revision() -> Int64 {
        changes
    }

    /// The items with these ids, in the order first given; throws naming every unknown one.
    private func existing(_ ids: [TodoItem.ID]) throws -> [TodoItem] {
        let ids = TodoItem.distinct(ids)
        let missing = ids.filter { items[$0] == nil }
        guard missing.isEmpty else { throw TodoStoreError.itemsNotFound(missing) }
        return ids.compactMap { items[$0] }
    }

    /// Applies `update` to each item (`nil`: leave it as it is), records the items it
    /// changed as they were, and returns every item as it now is.
    private func change(
        _ kind: ChangeKind, _ before: [TodoItem], created: [TodoItem.ID] = [], _ update: (TodoItem) -> TodoItem?
    ) -> [TodoItem] {
        var changed: [TodoItem] = []
        var updates: [TodoItem] = []
        let after = before.map { item in
            guard let updated = update(item), updated != item else { return item }
            changed.append(item)
            updates.append(updated)
            items[item.id] = updated
            return updated
        }
        if !changed.isEmpty || !created.isEmpty {
            record(Step(kind: kind, created: created, before: changed, after: updates))
        }
        return after
    }

    private func record(_ step: Step) {
        var step = step
        journal.removeAll { $0.redo != nil }
        steps += 1
        step.number = steps
        step.made = now()
        journal.append(step)
        if journal.count > UndoJournal.keptSteps { journal.removeFirst(journal.count - UndoJournal.keptSteps) }
        changes += 1
    }

    public func redoLastUndoneChange() -> RedoneChange? {
        guard let index = journal.firstIndex(where: { $0.redo != nil }), let redo = journal[index].redo else {
            return nil
        }
        let step = journal[index]
        for item in step.before { items[item.id] = nil }
        for id in step.created { items[id] = nil }
        for item in redo { items[item.id] = item }
        journal[index].redo = nil
        changes += 1
        return RedoneChange.reporting(
            kind: step.kind, before: step.before.sorted { $0.id < $1.id }, again: redo.sorted { $0.id < $1.id })
    }

    public func history(limit: Int) -> [JournalStep] {
        journal.suffix(max(0, limit)).reversed().map { step in
            let description = describe(step)
            return JournalStep(
                number: step.number, kind: step.kind, made: step.made, count: description.count,
                titles: description.titles, isUndone: step.redo != nil)
        }
    }

    public func lastChangeTimes(of ids: [TodoItem.ID]) -> [TodoItem.ID: Date] {
        var times: [TodoItem.ID: Date] = [:]
        let wanted = Set(ids)
        for step in journal where step.redo == nil {
            for id in step.before.map(\.id) + step.created where wanted.contains(id) { times[id] = step.made }
        }
        return times
    }

    /// What history says of `step` (``StepDescription``).
    private func describe(_ step: Step) -> StepDescription {
        let named = step.after.isEmpty ? step.before : step.after
        let createdTitles =
            StepDescription.needsCreatedTitles(kind: step.kind, named: named.count)
            ? createdItems(of: step).prefix(StepDescription.keptTitles).map(\.title) : []
        return StepDescription.of(
            step.kind, before: step.before, after: step.after, createdCount: step.created.count,
            createdTitles: createdTitles)
    }

    /// The items `step` created, as they are now or as it left them (undone).
    private func createdItems(of step: Step) -> [TodoItem] {
        let left = Dictionary((step.redo ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return step.created.compactMap { items[$0] ?? left[$0] }
    }
}
