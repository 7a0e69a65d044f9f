extension TodoStore {
    /// Reopens the completed items among `ids`, all in one step (none when every one is
    /// open), and says which were open already. The store refuses a reopening that names an
    /// open item (``TodoStoreError/notCompleted(_:)``, changing nothing); those it names are
    /// set aside and the rest asked again, until the store takes them (each turn sets at
    /// least one aside). Throws ``TodoStoreError/itemsNotFound(_:)`` as the store does.
    func reopenSettingAsideOpen(ids: [TodoItem.ID]) async throws -> (reopened: [TodoItem], alreadyOpen: [TodoItem]) {
        var asked = TodoItem.distinct(ids)
        var open: [TodoItem.ID] = []
        while true {
            do {
                let reopened = asked.isEmpty ? [] : try await reopen(ids: asked)
                var alreadyOpen: [TodoItem] = []
                for id in open { alreadyOpen.append(try await item(id: id)) }
                return (reopened, alreadyOpen)
            } catch TodoStoreError.notCompleted(let found) {
                let left = asked.filter { !found.contains($0) }
                // A refusal that names none of the items asked would be asked again for ever.
                guard left.count < asked.count else { throw TodoStoreError.notCompleted(found) }
                open += asked.filter { found.contains($0) }
                asked = left
            }
        }
    }
}
