import Presentation

/// The tags to pick one from, drawn over the panes after `t`: every tag of an open item
/// with its count, as the List module worded them, and the one selected, which the keys
/// move. The list view owns it while it is open.
struct TagPickerInput: Hashable, Sendable {
    /// The tags, in the List module's order.
    let rows: [TagListDisplayData.Row]
    /// The selected row.
    private(set) var selected = 0

    /// A picker of `tags`, or `nil` when there is no tag to pick.
    init?(_ tags: TagListDisplayData) {
        guard !tags.rows.isEmpty else { return nil }
        rows = tags.rows
    }

    /// The selected tag.
    var tag: String { rows[selected].tag }

    /// Moves the selection, stopping at either end.
    mutating func move(by offset: Int) {
        selected = min(max(selected + offset, 0), rows.count - 1)
    }
}
