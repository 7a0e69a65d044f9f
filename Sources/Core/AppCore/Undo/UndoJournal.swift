/// The rules of the undo journal every store keeps beside the items, in the same
/// transaction as each change.
///
/// A step records the kind of change, the ids of the items it created (undo deletes them;
/// their numbers are never given again) and the items it changed or deleted as they were
/// before (undo puts them back exactly). Undo reverts the most recent step not yet undone,
/// whichever process or machine made it, and removes it from the journal.
public enum UndoJournal {
    /// How many steps a store keeps; older ones are pruned as new ones are recorded.
    public static let keptSteps = 200
}
