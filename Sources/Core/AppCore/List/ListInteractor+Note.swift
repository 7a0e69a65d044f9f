/// Adding a line to an item's notes (`todo note`), keeping those it has.
extension ListInteractor {
    /// Adds `line` as the last line of the item's notes (``NotesRules/adding(_:to:)``), in one
    /// ``ChangeKind/note`` undo step, and returns the item. Throws ``AddError/invalidNotes(_:)`` when the notes
    /// would break the ``NotesRules`` (nothing changes), or
    /// ``TodoStoreError/itemsNotFound(_:)``.
    public func addNote(id: TodoItem.ID, line: String) async throws -> ItemSummary {
        let reader = ItemFieldReader(today: clock.today(), weeks: weeks)
        _ = try reader.notes(line)
        let edited = try await store.edit(ids: [id], as: .note) { item in
            var fields = item.fields
            fields.notes = try reader.notes(NotesRules.adding(line, to: item.notes))
            return fields
        }
        guard let item = edited.first else { throw TodoStoreError.itemsNotFound([id]) }
        return ItemSummary(item)
    }
}
