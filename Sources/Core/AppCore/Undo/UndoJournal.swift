/// The rules of the undo journal every store keeps beside the items, in the same
/// transaction as each change.
///
/// A step records the kind of change, when it was made (by the clock of the process that
/// made it), a description for history (``StepDescription``), the ids of the items it
/// created (undo deletes them; their numbers are never given again) and the items it
/// changed or deleted as they were before (undo puts them back exactly). Undo reverts the
/// most recent step not yet undone, whichever process or machine made it, and marks it
/// undone, keeping the items as the step had left them: redo re-applies the step undone
/// most recently, exactly. A new change clears every step that could be redone (they
/// leave the journal), so that redo never re-applies a change over a list that moved on.
/// A sync's step is the exception: its undo changes the sync state too (``SyncUndoRules``),
/// so it leaves the journal instead, with whatever could be redone after it; the next sync
/// brings the server's versions again.
public enum UndoJournal {
    /// How many steps a store keeps, undone ones included; older ones are pruned as new
    /// ones are recorded.
    public static let keptSteps = 200
}
