/// How a repeating item's completion crosses a sync. Phone apps complete a repeating task
/// by moving its DUE forward under the same UID; todo completes an occurrence and adds the
/// next. Both sides end with one open occurrence, due on the next day: the task on the
/// server is the series' open occurrence, and the done occurrences stay in todo only (each
/// with a record without an href, so that no sync sends it).
enum RepeatRules {
    /// Whether the server's version is the base moved on to a later day by the same rule,
    /// still open, while here the item is the base's occurrence, open: completed there.
    static func completedThere(base: SyncFields, local: SyncFields, remote: SyncFields) -> Bool {
        guard let rule = base.recurrence, remote.recurrence == rule, local.recurrence == rule,
            let baseDue = base.due, let remoteDue = remote.due, remoteDue > baseDue, local.due == baseDue
        else { return false }
        return !base.isDone && !remote.isDone && !local.isDone
    }

    /// The next occurrence todo added when it completed `local` (open then, at the last
    /// sync): an open item not yet synced with the same title and rule, due after it.
    static func nextHere(after local: TodoItem, base: SyncFields, among candidates: [TodoItem]) -> TodoItem? {
        guard local.isCompleted, !base.isDone, let rule = local.recurrence, base.recurrence == rule,
            let due = local.due
        else { return nil }
        let later = candidates.filter { candidate in
            guard let next = candidate.due else { return false }
            return candidate.title == local.title && candidate.recurrence == rule && next > due
        }
        return later.min { first, second in
            guard let one = first.due, let other = second.due, one != other else { return first.id < second.id }
            return one < other
        }
    }

    /// The record of a done occurrence kept here only: no href, and the UID of its series,
    /// so that undoing the sync that completed it can give it its series back
    /// (``SyncUndoRules``).
    static func hereOnly(_ id: TodoItem.ID, uid: String) -> SyncRecord {
        SyncRecord(itemID: id, uid: uid, href: "", etag: nil, text: "")
    }
}
