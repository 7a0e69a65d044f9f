/// What a change to the list did: the kind of an undo step.
public enum ChangeKind: String, Hashable, Sendable, CaseIterable {
    /// An item was added.
    case add
    /// Items were completed.
    case complete
    /// Completed items were opened again.
    case reopen
    /// Items were deleted.
    case delete
    /// An item's title, due day or notes were changed.
    case edit
    /// Items' due days were moved later (`todo postpone`): an edit that history names.
    case postpone
    /// A line was added to an item's notes (`todo note`): an edit that history names.
    case note
    /// Items were imported, as one step.
    case `import`
    /// A sync changed items, as one step.
    case sync
}
