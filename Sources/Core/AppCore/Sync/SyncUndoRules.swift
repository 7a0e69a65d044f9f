/// What undoing a sync does to the sync state, beside putting the items back.
///
/// Undo restores the list as it was before the sync; the next sync then sends that state.
/// Items the sync brought from the server are removed here, and their records go with them,
/// so that the next sync brings them back rather than deleting them on the server: undoing
/// a sync never deletes anything on the other side. A done occurrence of a repeating task
/// that the sync completed (the server had moved the task on) gets its series' record back
/// from the next occurrence the sync had added, so that the next sync sends the occurrence
/// as it is here. Every store applies these rules in the transaction of the undo, forgets
/// the sync token (the next sync compares every task, and so finds those it must bring
/// back), and counts a new sync generation, so that a sync that read the state before the
/// undo starts over.
public enum SyncUndoRules {
    /// The record changes of undoing a sync that created the items of `createdRecords` and
    /// left the records `restoredRecords` for the items it changed: the item ids whose
    /// records go, and the records to write.
    public static func changes(
        createdRecords: [SyncRecord], restoredRecords: [SyncRecord]
    ) -> (forgotten: [TodoItem.ID], records: [SyncRecord]) {
        var seriesByUID: [String: SyncRecord] = [:]
        for record in createdRecords where !record.href.isEmpty { seriesByUID[record.uid] = record }
        var records: [SyncRecord] = []
        for record in restoredRecords where record.href.isEmpty && !record.uid.isEmpty {
            guard var series = seriesByUID.removeValue(forKey: record.uid) else { continue }
            series.itemID = record.itemID
            records.append(series)
        }
        return (createdRecords.map(\.itemID), records)
    }
}
