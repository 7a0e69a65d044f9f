import GRDB

/// Migration `v15-sync-changes`: the database remembers which items changed since a sync
/// last took them into account (``SyncStart/changedHere``), so that a sync in which little
/// changed reads little however long the list.
enum SQLiteSyncChangesSchema {
    /// Adds `sync_change` (the id of every item added, changed or deleted since, kept by
    /// triggers on every write of an item once the list has synced: a list that never did
    /// reads everything at its first sync anyway) and an index of the records by href (a sync
    /// reads the records of the tasks the server says changed). The list synced before the
    /// upgrade gets every item and record marked: its first sync after it compares them all,
    /// once, as every sync did before.
    static func addSyncChanges(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_change (item_id INTEGER PRIMARY KEY);
                INSERT OR IGNORE INTO sync_change (item_id)
                    SELECT id FROM item WHERE EXISTS (SELECT 1 FROM sync_meta WHERE key = 'collection')
                    UNION SELECT item_id FROM sync_item;
                CREATE TRIGGER sync_change_insert AFTER INSERT ON item
                    WHEN EXISTS (SELECT 1 FROM sync_meta WHERE key = 'collection') BEGIN
                    INSERT OR IGNORE INTO sync_change (item_id) VALUES (new.id);
                END;
                CREATE TRIGGER sync_change_update AFTER UPDATE ON item
                    WHEN EXISTS (SELECT 1 FROM sync_meta WHERE key = 'collection') BEGIN
                    INSERT OR IGNORE INTO sync_change (item_id) VALUES (new.id);
                END;
                CREATE TRIGGER sync_change_delete AFTER DELETE ON item
                    WHEN EXISTS (SELECT 1 FROM sync_meta WHERE key = 'collection') BEGIN
                    INSERT OR IGNORE INTO sync_change (item_id) VALUES (old.id);
                END;
                CREATE INDEX sync_item_by_href ON sync_item(href);
                """)
    }
}
