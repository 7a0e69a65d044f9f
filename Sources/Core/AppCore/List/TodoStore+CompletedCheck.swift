extension TodoStore {
    /// Refuses, with ``TodoStoreError/alreadyCompleted(_:)`` naming them, items among `ids`
    /// that are done already: completing one again is refused, as reopening an open item
    /// is (``TodoStoreError/notCompleted(_:)``), so that `done` and `undone` follow one
    /// policy on every front (Docs/Decisions.md, "done on a done item"). Numbers that name
    /// no item are left to the completion, which reports them.
    func refusingCompleted(_ ids: [TodoItem.ID]) async throws {
        var done: [TodoItem.ID] = []
        for id in TodoItem.distinct(ids) {
            do {
                if try await item(id: id).isCompleted { done.append(id) }
            } catch TodoStoreError.itemsNotFound {
                continue
            }
        }
        if !done.isEmpty { throw TodoStoreError.alreadyCompleted(done) }
    }
}
