/// The in-memory store's items by id, remembering which ids every write touched since a sync
/// last took them into account (``SyncStart/changedHere``), once the list has synced, as the
/// databases' triggers do: no write of an item can forget to say so.
struct ChangeMarkedItems {
    private var byID: [TodoItem.ID: TodoItem] = [:]
    /// The ids written (added, changed or removed) since a sync last took them into account.
    private(set) var changed = Set<TodoItem.ID>()
    /// Whether writes are remembered: from the list's first sync on (before it, a sync reads
    /// every item anyway).
    var remembers = false

    /// The item with `id`; setting it (or `nil`, to remove it) marks the id changed.
    subscript(id: TodoItem.ID) -> TodoItem? {
        get { byID[id] }
        set {
            byID[id] = newValue
            if remembers { changed.insert(id) }
        }
    }

    /// Every item, in no order.
    var values: Dictionary<TodoItem.ID, TodoItem>.Values { byID.values }

    /// Every id, in no order.
    var keys: Dictionary<TodoItem.ID, TodoItem>.Keys { byID.keys }

    /// Removes the item with `id` (marked changed) and returns it.
    mutating func removeValue(forKey id: TodoItem.ID) -> TodoItem? {
        if remembers { changed.insert(id) }
        return byID.removeValue(forKey: id)
    }

    /// Remembers that `id` changed (once the list has synced).
    mutating func remember(_ id: TodoItem.ID) {
        if remembers { changed.insert(id) }
    }

    /// Forgets that `id` changed.
    mutating func forgetChange(_ id: TodoItem.ID) {
        changed.remove(id)
    }
}
