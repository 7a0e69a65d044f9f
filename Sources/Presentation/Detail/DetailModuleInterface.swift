import AppCore

/// What the Detail module accepts from the outside: the user's actions on the item shown.
@MainActor
public protocol DetailModuleInterface: AnyObject {
    /// Carries out an action on the item shown.
    func handle(_ intent: DetailIntent) async
    /// The title field was filled in: the view is told at once whether it will do.
    func titleEntered(_ title: String)
    /// The due field was filled in: the view is told whether it will do (and what day it
    /// means), before the notes are asked.
    func dueEntered(_ text: String)
    /// The notes field was filled in: the view is told whether they will do.
    func notesEntered(_ text: String)
    /// The tags field was filled in: the view is told whether it will do.
    func tagsEntered(_ text: String)
    /// The priority field was filled in: the view is told whether it will do.
    func priorityEntered(_ text: String)
    /// The repeat field was filled in: the view is told whether it will do.
    func everyEntered(_ text: String)
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
