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

    /// Every tag an open item carries, with how many open items carry it, sorted by tag
    /// (compared ignoring case). Reads the tags of the open items that have any.
    func openTagCounts() async throws -> [TagCount]

    /// One item, whole, completed or not. Throws ``TodoStoreError/itemsNotFound(_:)``.
    func item(id: TodoItem.ID) async throws -> TodoItem

    /// Gives an item a new title, due day (`nil`: none), notes, tags (normalised, see
    /// ``TagRules``) and priority, and returns it as it now is. Throws
    /// ``TodoStoreError/itemsNotFound(_:)``.
    func edit(
        id: TodoItem.ID, title: String, due: CalendarDay?, notes: String, tags: [String], priority: Priority?
    ) async throws -> TodoItem

    /// Marks items completed at `date`, all or none; an item already completed keeps its
    /// time. Returns the items as they now are, in the order given. Throws
    /// ``TodoStoreError/itemsNotFound(_:)`` naming every unknown id (nothing changes).
    func complete(ids: [TodoItem.ID], at date: Date) async throws -> [TodoItem]

    /// Marks completed items open again, all or none. Throws
    /// ``TodoStoreError/itemsNotFound(_:)`` or ``TodoStoreError/notCompleted(_:)`` (an item
    /// given is open; nothing changes).
    func reopen(ids: [TodoItem.ID]) async throws -> [TodoItem]

    /// Deletes items, all or none, and returns what they were. Throws
    /// ``TodoStoreError/itemsNotFound(_:)``.
    func delete(ids: [TodoItem.ID]) async throws -> [TodoItem]

    /// Reverts the most recent change not yet undone, made by any process (see
    /// ``UndoJournal``), and says what it reverted; `nil` when there is nothing left to undo.
    /// Two callers at once never revert the same change.
    func undoLastChange() async throws -> UndoneChange?

    /// Every item, completed or not, ordered by id.
    func allItems() async throws -> [TodoItem]

    /// A number that changes whenever the stored items may have changed, whoever changed
    /// them (this process or another). Cheap enough to ask several times a second.
    func revision() async throws -> Int64

    /// Stores all of `items` or none of them, and returns the ids they got, in order.
    /// Throws ``TodoStoreError/idAlreadyExists(_:)`` when a given id is taken.
    func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID]
}

extension TodoStore {
    /// Every open item due within `range` that matches `filter`, in list order.
    public func openItems(dueIn range: DayRange, matching filter: ItemFilter) async throws -> [TodoItem] {
        try await openItems(dueIn: range, matching: filter, page: .first(Int(Int32.max)))
    }

    /// Marks one item completed at `date`. Throws ``TodoStoreError/itemsNotFound(_:)``.
    public func complete(id: TodoItem.ID, at date: Date) async throws -> TodoItem {
        try await single(complete(ids: [id], at: date), id)
    }

    /// Marks one completed item open again.
    public func reopen(id: TodoItem.ID) async throws -> TodoItem {
        try await single(reopen(ids: [id]), id)
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
