import Foundation

/// Where items are kept: the one seam between the use cases and a database.
///
/// Every method is `async` so that a networked store can conform without blocking a
/// thread, and each is one transaction: it happens entirely or not at all. Write
/// methods are named for what they mean, and keep the data's rules: ids are assigned by
/// the store, stable, and never reused.
public protocol TodoStore: Sendable {
    /// Stores a new item and returns it with its id.
    func add(_ item: NewTodoItem) async throws -> TodoItem

    /// The open (not completed) items due within `range`, ordered by due day, then by
    /// creation time, then by id.
    func openItems(dueIn range: DayRange) async throws -> [TodoItem]

    /// One page of the open items due within `range`, in list order (forward pages from
    /// their anchor, backward pages up to it, both returned first to last).
    func openItems(dueIn range: DayRange, page: PageRequest) async throws -> [TodoItem]

    /// How many open items are due within `range`.
    func countOpenItems(dueIn range: DayRange) async throws -> Int

    /// Marks an item completed at `date`; an item already completed keeps its time.
    /// Throws ``TodoStoreError/itemNotFound(_:)`` for an unknown id.
    func complete(id: TodoItem.ID, at date: Date) async throws -> TodoItem

    /// Marks an item open again. Throws ``TodoStoreError/itemNotFound(_:)``.
    func reopen(id: TodoItem.ID) async throws -> TodoItem

    /// Deletes an item and returns what it was. Throws ``TodoStoreError/itemNotFound(_:)``.
    func delete(id: TodoItem.ID) async throws -> TodoItem

    /// Every item, completed or not, ordered by id.
    func allItems() async throws -> [TodoItem]

    /// A number that changes whenever the stored items may have changed, whoever changed
    /// them (this process or another). Cheap enough to ask several times a second.
    func revision() async throws -> Int64

    /// Stores all of `items` or none of them, and returns the ids they got, in order.
    /// Throws ``TodoStoreError/idAlreadyExists(_:)`` when a given id is taken.
    func importItems(_ items: [ImportedTodoItem]) async throws -> [TodoItem.ID]
}
