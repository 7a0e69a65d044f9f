import Foundation

/// Where items are kept: the one seam between the use cases and a database.
///
/// Every method is `async` so that a networked store can conform without blocking a
/// thread, and each is one transaction: it happens entirely or not at all. Write
/// methods are named for what they mean, and keep the data's rules: ids are assigned by
/// the store, stable, and never reused. Every change (add, complete, reopen, delete,
/// edit, import) records its undo step in the same transaction (``UndoJournal``).
public protocol TodoStore: Sendable {
    /// Stores a new item and returns it with its id.
    func add(_ item: NewTodoItem) async throws -> TodoItem

    /// The open (not completed) items due within `range`, ordered by due day (items
    /// without one last), then by priority (higher first, none last), then by creation
    /// time, then by id (``ListPosition``). List reads leave the notes out: every item
    /// comes with `notes` "" (``item(id:)`` reads one whole).
    func openItems(dueIn range: DayRange) async throws -> [TodoItem]

    /// One page of the open items due within `range`, in list order (forward pages from
    /// their anchor, backward pages up to it, both returned first to last).
    func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem]

    /// How many open items are due within `range`.
    func countOpenItems(dueIn range: DayRange) async throws -> Int

    /// One page of the open items due within `range` that match `filter`, in list order,
    /// as ``openItems(dueIn:page:)`` reads them. Answered from an index, never by reading
    /// every item.
    func openItems(dueIn range: DayRange, matching filter: ItemFilter, page: PageRequest) async throws -> [TodoItem]

    /// How many open items due within `range` match `filter`.
    func countOpenItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> Int

    /// Up to `limit` completed items that match `filter`, the most recently completed
    /// first (then the highest id first). Notes left out, as in every list read.
    func completedItems(matching filter: ItemFilter, limit: Int) async throws -> [TodoItem]

    /// Up to `limit` tags that any item carries (open or completed) whose keys
    /// (``TagRules/key(_:)``) begin with `prefix`'s key, byte for byte, each named by its key
    /// (composed again, ``SearchWords/composed(_:)``), with how many items carry it, in key
    /// order. Reads the tag index's keys that begin with `prefix`,
    /// not the items: what completing a tag reads at any size.
    func tagKeys(beginningWith prefix: String, limit: Int) async throws -> [TagCount]

    /// Up to `limit` items in `scope` whose numbers lie in `numbers`, in number order.
    /// Notes left out, as in every list read. Reads the numbers' range of the primary key
    /// only, so that completing an item number costs the same at any size.
    func items(numbered numbers: ClosedRange<TodoItem.ID>, in scope: ItemScope, limit: Int) async throws -> [TodoItem]

    /// Every tag an open item carries, with how many open items carry it, sorted by tag
    /// (compared ignoring case). Reads the tags of the open items that have any.
    func openTagCounts() async throws -> [TagCount]

    /// One item, whole, completed or not. Throws ``TodoStoreError/itemsNotFound(_:)``.
    func item(id: TodoItem.ID) async throws -> TodoItem

    /// Gives an item new fields: title, due day (`nil`: none), notes, tags (normalised,
    /// see ``TagRules``), priority and repeat rule; returns it as it now is. Throws
    /// ``TodoStoreError/itemsNotFound(_:)``.
    func edit(id: TodoItem.ID, to fields: ItemFields) async throws -> TodoItem

    /// Gives several items new fields, all or none, in one transaction and one undo step of
    /// `kind` (``ChangeKind/edit``, ``ChangeKind/postpone``, ``ChangeKind/note``: what
    /// history says the step did; none when nothing changes): `update` makes each item's
    /// fields from the item as stored, whole, inside the transaction (`nil`: it stays; what
    /// it throws changes nothing). Returns the items as they now are, in the order given.
    /// Throws ``TodoStoreError/itemsNotFound(_:)`` naming every unknown id (nothing changes).
    func edit(ids: [TodoItem.ID], as kind: ChangeKind, changing update: @escaping ItemFieldsUpdate) async throws
        -> [TodoItem]

    /// Marks items completed at `date`, all or none, and adds the next occurrence of each
    /// recurring one that was open (due on its rule's next day not before `today`, see
    /// ``TodoItem/nextOccurrence(today:created:)``), all in one undo step. An item already
    /// completed keeps its time and adds nothing: two callers completing the same item at
    /// once, in one process or several, add one occurrence between them. Returns the items
    /// as they now are, in the order given, and the occurrences added. Throws
    /// ``TodoStoreError/itemsNotFound(_:)`` naming every unknown id (nothing changes).
    func complete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion

    /// Marks completed items open again, all or none. Throws
    /// ``TodoStoreError/itemsNotFound(_:)`` or ``TodoStoreError/notCompleted(_:)`` (an item
    /// given is open; nothing changes).
    func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem]

    /// Deletes items, all or none, and returns what they were. A recurring item that was
    /// open is one occurrence of its series: the next one is added, as completing it would
    /// (``complete(ids:at:today:)``), in the same undo step. Throws
    /// ``TodoStoreError/itemsNotFound(_:)``.
    func delete(ids: [TodoItem.ID], at date: Date, today: CalendarDay) async throws -> Completion

    /// Reverts the most recent change not yet undone, made by any process (see
    /// ``UndoJournal``), and says what it reverted; `nil` when there is nothing left to undo.
    /// Two callers at once never revert the same change, and undo and every change take
    /// turns on the journal: a change another caller makes meanwhile goes wholly before
    /// the undo (and is what it reverts) or wholly after it (and sees what it left).
    func undoLastChange() async throws -> UndoneChange?

    /// Re-applies the change undone most recently (see ``UndoJournal``), made by any process,
    /// and says what it re-applied; `nil` when there is nothing to redo (nothing was undone,
    /// or a change made since cleared what could be redone). One transaction, taking turns
    /// on the journal with undo and every change, as undo does.
    func redoLastUndoneChange() async throws -> RedoneChange?

    /// The journal's last `limit` steps, newest first: what each did, when, and whether it
    /// was undone. Reads the journal only (at most ``UndoJournal/keptSteps`` steps).
    func history(limit: Int) async throws -> [JournalStep]

    /// When each of `ids` was last changed here: the time of the latest step not undone
    /// that changed or created it. An item no kept step names is left out (its creation or
    /// completion time stands for it). What a sync compares with the server's LAST-MODIFIED.
    func lastChangeTimes(of ids: [TodoItem.ID]) async throws -> [TodoItem.ID: Date]

    /// Every item, completed or not, ordered by id.
    func allItems() async throws -> [TodoItem]

    /// A number that changes whenever the stored items may have changed, whoever changed
    /// them (this process or another). Cheap enough to ask several times a second.
    func revision() async throws -> Int64

    /// Stores all of `items` or none of them, and returns the ids they got, in order.
    /// Throws ``TodoStoreError/idAlreadyExists(_:)`` when a given id is taken. A source
    /// (``ImportedTodoItem/source``) is stored once: an item whose source is taken fails the
    /// import (callers leave out those ``knownSources(among:)`` names).
    func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID]

    /// Which of `sources` stored items came from (see ``ImportedTodoItem/source``).
    func knownSources(among sources: [String]) async throws -> Set<String>

    /// Stores every batch `feed` gives, all or none, in one transaction and one undo step,
    /// each batch less the items whose source is stored already (``ImportFeed/fresh(_:stored:)``,
    /// asked inside the transaction, so that it counts the batches before). Returns how
    /// many items were stored. Throws ``TodoStoreError/idAlreadyExists(_:)`` when a given
    /// id is taken, and what `feed` throws.
    func importItems(from feed: ImportFeed) async throws -> Int

    /// The sync state kept beside the items (``SyncState``): what the last sync left.
    func syncState() async throws -> SyncState

    /// Where a sync starts (``SyncStart``): the sync state with the records of the items
    /// changed here since the last sync only, and their ids.
    func syncStart() async throws -> SyncStart

    /// The records whose href is one of `hrefs` (as stored, compared exactly).
    func syncRecords(hrefs: [String]) async throws -> [SyncRecord]

    /// The items among `ids` that exist, ordered by id.
    func existingItems(ids: [TodoItem.ID]) async throws -> [TodoItem]

    /// The list's sync identity: the one stored, or `candidate`, stored now when there is none.
    /// Not a change of the list (no undo step).
    func syncIdentity(_ candidate: String) async throws -> String

    /// Applies what a sync found, all or nothing, in one transaction and one undo step
    /// (``ChangeKind/sync``, only when items change): adds, changes and deletes items, and
    /// writes the records and the token. Refuses with ``TodoStoreError/changedDuringSync``,
    /// changing nothing, when an item changed or deleted is no longer as the sync read it, or
    /// when another sync was applied since `expected` was read. Forgets that the items
    /// ``SyncChanges/seen`` names changed, each that is still as the sync read it, and that the
    /// items it writes changed. Returns the added items' ids.
    func applySync(_ changes: SyncChanges, expected: SyncState) async throws -> [TodoItem.ID]
}

extension TodoStore {
    /// Stores `feed`'s items through ``importItems(_:)``, all of them held at once: for
    /// stores that hold every item in memory anyway.
    public func importItems(from feed: ImportFeed) async throws -> Int {
        var items: [ImportedTodoItem] = []
        var seen = Set<String>()
        while let batch = try feed.next() {
            let sources = batch.compactMap(\.source)
            let stored = sources.isEmpty ? [] : try await knownSources(among: sources).union(seen)
            let fresh = feed.fresh(batch, stored: stored)
            seen.formUnion(fresh.compactMap(\.source))
            items += fresh
        }
        return try await importItems(items).count
    }

    /// Every open item due within `range` that matches `filter`, in list order.
    public func openItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> [TodoItem] {
        try await openItems(dueIn: range, matching: filter, page: .first(Int(Int32.max)))
    }

    /// Gives several items new fields in one ``ChangeKind/edit`` undo step
    /// (``edit(ids:as:changing:)``).
    public func edit(ids: [TodoItem.ID], changing update: @escaping ItemFieldsUpdate) async throws -> [TodoItem] {
        try await edit(ids: ids, as: .edit, changing: update)
    }

    /// Gives an item a new title, due day, notes, tags and priority, and no repeat rule.
    public func edit(
        id: TodoItem.ID, title: String, due: CalendarDay?, notes: String, tags: [String], priority: Priority?,
        recurrence: Recurrence? = nil
    ) async throws -> TodoItem {
        try await edit(
            id: id,
            to: ItemFields(
                title: title, due: due, notes: notes, tags: tags, priority: priority, recurrence: recurrence))
    }

    /// Marks items completed at `date`, today being the day `date` falls on in UTC (the
    /// interactors give the user's today; this is for callers without a clock).
    public func complete(ids: [TodoItem.ID], at date: Date) async throws -> [TodoItem] {
        try await complete(ids: ids, at: date, today: CalendarDay(containing: date, in: .gmt)).items
    }

    /// Marks one item completed at `date`. Throws ``TodoStoreError/itemsNotFound(_:)``.
    public func complete(id: TodoItem.ID, at date: Date) async throws -> TodoItem {
        try await single(complete(ids: [id], at: date), id)
    }

    /// Marks one completed item open again.
    public func reopen(id: TodoItem.ID) async throws -> TodoItem {
        try await single(reopen(ids: [id]), id)
    }

    /// Deletes items now, today being the day in UTC (the interactors give the user's today;
    /// this is for callers without a clock).
    public func delete(ids: [TodoItem.ID]) async throws -> [TodoItem] {
        let now = Date()
        return try await delete(ids: ids, at: now, today: CalendarDay(containing: now, in: .gmt)).items
    }

    /// Deletes one item and returns what it was.
    public func delete(id: TodoItem.ID) async throws -> TodoItem {
        try await single(delete(ids: [id]), id)
    }

    private func single(_ items: [TodoItem], _ id: TodoItem.ID) throws -> TodoItem {
        guard let item = items.first else { throw TodoStoreError.itemsNotFound([id]) }
        return item
    }
}
