/// The use-case result of postponing items: each one moved, with its new due day, and those
/// a filter matched that have no due day to move. Presenters see this, never the entities.
public struct PostponeSummary: Hashable, Sendable {
    /// The items moved, as they now are (their new due days), in list order or as given.
    public let moved: [ItemSummary]
    /// The items a filter matched that have no due day, left as they are.
    public let undated: [ItemSummary]

    /// Creates a summary.
    public init(moved: [ItemSummary], undated: [ItemSummary] = []) {
        self.moved = moved
        self.undated = undated
    }
}
