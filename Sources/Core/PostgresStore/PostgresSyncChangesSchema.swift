/// Migration `v13-sync-changes`: the database remembers which items changed since a sync
/// last took them into account (``SyncStart/changedHere``), so that a sync in which little
/// changed reads little however long the list.
enum PostgresSyncChangesSchema {
    /// Adds `todo_sync_change` (the id of every item added, changed or deleted since, kept by
    /// triggers on every statement that writes items once the list has synced: a list that
    /// never did reads everything at its first sync anyway; one statement a trigger, over
    /// the rows it wrote, so that an import pays once) and an index of the records by href
    /// (a sync reads the records of the tasks the server says changed). The list synced
    /// before the upgrade gets every item and record marked: its first sync after it
    /// compares them all, once, as every sync did before. The triggers' function runs with
    /// its owner's rights (`SECURITY DEFINER`, on the schema's search path as the migration
    /// found it), so that a role set up before this version, without rights on the new table
    /// (Scaling.md), still writes items.
    static let statements = [
        "CREATE TABLE todo_sync_change (item_id BIGINT PRIMARY KEY)",
        """
        INSERT INTO todo_sync_change (item_id)
            SELECT id FROM todo_item WHERE EXISTS (SELECT 1 FROM todo_sync_meta WHERE key = 'collection')
            UNION SELECT item_id FROM todo_sync_item
        """,
        """
        CREATE FUNCTION todo_sync_mark_written() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
            SET search_path FROM CURRENT AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM todo_sync_meta WHERE key = 'collection') THEN
                INSERT INTO todo_sync_change (item_id) SELECT id FROM todo_sync_written ON CONFLICT DO NOTHING;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER todo_sync_change_insert AFTER INSERT ON todo_item
            REFERENCING NEW TABLE AS todo_sync_written FOR EACH STATEMENT EXECUTE FUNCTION todo_sync_mark_written()
        """,
        """
        CREATE TRIGGER todo_sync_change_update AFTER UPDATE ON todo_item
            REFERENCING NEW TABLE AS todo_sync_written FOR EACH STATEMENT EXECUTE FUNCTION todo_sync_mark_written()
        """,
        """
        CREATE TRIGGER todo_sync_change_delete AFTER DELETE ON todo_item
            REFERENCING OLD TABLE AS todo_sync_written FOR EACH STATEMENT EXECUTE FUNCTION todo_sync_mark_written()
        """,
        "CREATE INDEX todo_sync_item_by_href ON todo_sync_item (href)",
    ]
}
