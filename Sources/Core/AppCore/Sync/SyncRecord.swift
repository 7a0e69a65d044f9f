/// What the last sync left of one item: the resource it is on the server and the copy both
/// sides agreed on (the base of the next three-way merge).
public struct SyncRecord: Sendable, Hashable {
    /// The item it belongs to.
    public var itemID: TodoItem.ID
    /// The task's UID.
    public var uid: String
    /// The resource's path on the server.
    public var href: String
    /// The resource's ETag when it was last read or written (`nil`: not known).
    public var etag: String?
    /// The resource's iCalendar text as last synced.
    public var text: String

    /// Creates a record.
    public init(itemID: TodoItem.ID, uid: String, href: String, etag: String?, text: String) {
        self.itemID = itemID
        self.uid = uid
        self.href = href
        self.etag = etag
        self.text = text
    }
}

/// The sync state a store keeps beside the items.
public struct SyncState: Sendable, Hashable {
    /// The collection the records belong to (`nil`: never synced).
    public var collection: String?
    /// The collection's sync token after the last sync.
    public var token: String?
    /// A random name of this list, made once, from which new items' UIDs are made.
    public var identity: String?
    /// One record per synced item.
    public var records: [SyncRecord]
    /// How many syncs were applied to the list: a sync is applied only over the state it read.
    public var generation: Int64

    /// Creates a state.
    public init(
        collection: String? = nil, token: String? = nil, identity: String? = nil, records: [SyncRecord] = [],
        generation: Int64 = 0
    ) {
        self.generation = generation
        self.collection = collection
        self.token = token
        self.identity = identity
        self.records = records
    }
}

/// Where a sync with the same collection starts: the sync state holding only the records of
/// the items changed here since the last sync, and those items' ids. The stores keep the
/// ids as their writes go (every add, change, deletion, undo and redo, whatever wrote it),
/// so that a sync in which little changed reads little, however long the list.
public struct SyncStart: Sendable, Hashable {
    /// The state, its records only those of ``changedHere``.
    public var state: SyncState
    /// The ids of the items added, changed or deleted here since the last sync took them
    /// into account (``SyncChanges/seen``), in order.
    public var changedHere: [TodoItem.ID]

    /// Creates a start.
    public init(state: SyncState, changedHere: [TodoItem.ID]) {
        self.state = state
        self.changedHere = changedHere
    }
}
