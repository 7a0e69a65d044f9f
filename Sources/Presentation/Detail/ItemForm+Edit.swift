import AppCore

extension ItemForm where Field == DetailField {
    /// The edit form's answers, every field as it stands, as the edit to save: the one
    /// place where the form's fields become an ``AppCore/ItemEdit``.
    var edit: ItemEdit {
        ItemEdit(
            title: self[.title], dueText: self[.due], notes: self[.notes], tags: .replace(self[.tags]),
            priorityText: self[.priority], everyText: self[.every])
    }
}
