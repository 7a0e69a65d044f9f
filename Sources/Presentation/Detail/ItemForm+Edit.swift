import AppCore

extension ItemForm where Field == DetailField {
    /// The edit form's answers, every field as it stands, as the edit to save: the one
    /// place where the form's fields become an ``AppCore/ItemEdit``. The repeat rule is
    /// given only when its field was changed: a due day that ends in a rule ("fri every 2
    /// weeks") sets it, as on the Add form, unless the Repeat field names another.
    var edit: ItemEdit {
        let every = fields.first { $0.id == .every }?.text == self[.every] ? nil : self[.every]
        // The start day too, so that a form without the field leaves it as it is.
        let start = fields.first { $0.id == .start }.flatMap { $0.text == self[.start] ? nil : self[.start] }
        return ItemEdit(
            title: self[.title], dueText: self[.due], notes: self[.notes], tags: .replace(self[.tags]),
            priorityText: self[.priority], everyText: every, startText: start)
    }
}
