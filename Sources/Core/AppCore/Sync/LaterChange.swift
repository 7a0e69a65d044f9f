import Foundation

/// Which side's change is the later, for a field a sync finds changed on both sides: the
/// item's local change time (the time of the latest journal step that changed it, else its
/// completion or creation time) against the task's LAST-MODIFIED (else DTSTAMP) on the
/// server. The later wins; a tie, or a task with neither time, goes to the server.
struct LaterChange {
    let store: any TodoStore
    let timeZone: TimeZone

    /// Whether `local`'s change is later than `task`'s. Asks the store only when a field
    /// changed on both sides (`conflicting` not empty): a sync without conflicts reads nothing more.
    func localIsLater(_ local: TodoItem, than task: RemoteTask, conflicting: Set<SyncField>) async throws -> Bool {
        guard !conflicting.isEmpty, let remote = RemoteChangeTime.of(task.resource.text, timeZone: timeZone) else {
            return false
        }
        let here = try await store.lastChangeTimes(of: [local.id])[local.id] ?? Self.fallback(local)
        return here > remote
    }

    /// The time an item stands for when no kept journal step names it: when it was
    /// completed, else when it was created.
    static func fallback(_ item: TodoItem) -> Date {
        item.completed ?? item.created
    }
}
