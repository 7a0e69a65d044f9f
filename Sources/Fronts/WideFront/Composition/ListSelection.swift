/// The selected row of the list pane, which the super presenter holds: the item, and its
/// place among the rows last given (where the selection goes if the item leaves the list).
struct ListSelection: Equatable, Sendable {
    /// The selected item (`nil`: none, the list is empty).
    let id: Int64?
    /// Its place among the rows given.
    let index: Int

    /// Nothing selected yet: the first row will be.
    static let first = ListSelection(id: nil, index: 0)
}
