/// The use-case result of reopening items: those made open again, and those that were open
/// already (nothing changed for them: reopening what is open is not an error, as
/// completing what is done is not, Docs/Decisions.md "done and undone on an item already so").
public struct ReopeningSummary: Hashable, Sendable {
    /// The items made open again, in the order given.
    public let reopened: [ItemSummary]
    /// The items given that were open already, in the order given.
    public let alreadyOpen: [ItemSummary]

    /// Creates a summary.
    public init(reopened: [ItemSummary], alreadyOpen: [ItemSummary] = []) {
        self.reopened = reopened
        self.alreadyOpen = alreadyOpen
    }
}
