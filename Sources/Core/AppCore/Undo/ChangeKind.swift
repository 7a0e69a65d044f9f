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
    /// Items were imported, as one step.
    case `import`
    /// A sync changed items, as one step.
    case sync
}
