import AppCore

/// What the Add module accepts from the outside: the user's actions on the form (its
/// answers, through ``ItemFormModule/perform(_:)``).
@MainActor
public protocol AddModuleInterface: ItemFormModule where Field == AddFormField {
    /// The due field now reads `text`; the view is told what day that means.
    func dueTextChanged(_ text: String)
    /// Saves the item with `tags` (besides the name's `+word` tags), the priority
    /// `priorityText` names (`high`, `m`, `none`...; `nil`: none) and the repeat rule
    /// `every` names (`nil`: the rule the due text may end in, "fri every week") (store,
    /// dismiss, tell the delegate), or shows why not. Every field is typed text, read by
    /// the Add use case, as are the notes (`notes`, "" for none) and the start day
    /// (`startText`: hidden until that day; "" for none).
    func saveAddAction(
        name: String, dueText: String, tags: [String], priorityText: String?, every: String?, notes: String,
        startText: String) async
    /// Abandons the form: dismiss, tell the delegate; nothing is stored.
    func cancelAddAction()
}

extension AddModuleInterface {
    /// Saves the item without a start day, or shows why not.
    public func saveAddAction(
        name: String, dueText: String, tags: [String], priorityText: String?, every: String?, notes: String
    ) async {
        await saveAddAction(
            name: name, dueText: dueText, tags: tags, priorityText: priorityText, every: every, notes: notes,
            startText: "")
    }

    /// Saves the item without notes, or shows why not.
    public func saveAddAction(
        name: String, dueText: String, tags: [String], priorityText: String?, every: String?
    ) async {
        await saveAddAction(
            name: name, dueText: dueText, tags: tags, priorityText: priorityText, every: every, notes: "")
    }

    /// Saves the item with the name's `+word` tags and no priority, or shows why not.
    public func saveAddAction(name: String, dueText: String) async {
        await saveAddAction(name: name, dueText: dueText, tags: [], priorityText: nil, every: nil, notes: "")
    }
}
