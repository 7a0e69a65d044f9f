import AppCore

/// What the Detail module accepts from the outside: the user's actions on the item shown,
/// and the answers to its edit form (through ``ItemFormModule/perform(_:)``).
@MainActor
public protocol DetailModuleInterface: ItemFormModule where Field == DetailField {
    /// Carries out an action on the item shown.
    func handle(_ intent: DetailIntent) async
    /// The due field now reads `text`; the view is told what day that means.
    func dueTextChanged(_ text: String)
    /// Saves the fields `edit` gives (each edit one undo step), or shows why not.
    func saveEdit(_ edit: ItemEdit) async
    /// Abandons the edit form; nothing is changed.
    func cancelEdit() async
}

/// Everything a user can do to the item a Detail module shows.
public enum DetailIntent: Hashable, Sendable {
    /// Show the edit form, filled with the item's values.
    case edit
    /// Complete the item.
    case complete
    /// Make the completed item open again.
    case reopen
    /// Delete the item (undo brings it back); the detail closes.
    case delete
    /// Go back to the list.
    case close
}
