/// What a sync does to the list and to its sync state, applied by
/// ``TodoStore/applySync(_:)`` in one transaction and one undo step.
public struct SyncChanges: Sendable, Hashable {
    /// An item the server brought, and its record (whose ``SyncRecord/itemID`` the store
    /// fills in).
    public struct Addition: Sendable, Hashable {
        /// The item (its `id` is `nil`).
        public var item: ImportedTodoItem
        /// Its record.
        public var record: SyncRecord

        /// Creates an addition.
        public init(item: ImportedTodoItem, record: SyncRecord) {
            self.item = item
            self.record = record
        }
    }

    /// An item the sync changes: as it was read (the change is refused if it is no longer
    /// so) and as it becomes.
    public struct Change: Sendable, Hashable {
        /// The item as the sync read it.
        public var before: TodoItem
        /// The item as it becomes (same id).
        public var after: TodoItem

        /// Creates a change.
        public init(before: TodoItem, after: TodoItem) {
            self.before = before
            self.after = after
        }
    }

    /// An item changed here since the last sync (``SyncStart/changedHere``), as the sync
    /// read it and took it into account: the store forgets that it changed, unless it changed
    /// again since.
    public struct Seen: Sendable, Hashable {
        /// The item's id.
        public var id: TodoItem.ID
        /// The item as read (`nil`: it was not there).
        public var item: TodoItem?

        /// Creates a seen item.
        public init(id: TodoItem.ID, item: TodoItem?) {
            self.id = id
            self.item = item
        }
    }

    /// The collection synced with.
    public var collection: String
    /// Its sync token after this sync.
    public var token: String?
    /// Items to add.
    public var added: [Addition] = []
    /// Items to change.
    public var changed: [Change] = []
    /// Items to delete, as the sync read them.
    public var deleted: [TodoItem] = []
    /// Records to write (for items that exist or stay).
    public var records: [SyncRecord] = []
    /// Items whose records go.
    public var forgotten: [TodoItem.ID] = []
    /// The items changed here that the sync took into account.
    public var seen: [Seen] = []

    /// Creates the changes of a sync with `collection`.
    public init(collection: String, token: String?) {
        self.collection = collection
        self.token = token
    }

    /// Whether the list itself changes (else no undo step is recorded).
    public var changesItems: Bool { !added.isEmpty || !changed.isEmpty || !deleted.isEmpty }
}
