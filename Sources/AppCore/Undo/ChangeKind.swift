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
    /// Items were imported, as one step.
    case `import`
}
