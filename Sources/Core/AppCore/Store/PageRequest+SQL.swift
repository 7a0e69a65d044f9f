/// What any SQL store needs to turn a page request into a keyset query on the list order
/// `(due, due_time, priority, created, id)` (time and priority as their ranks): shared by the SQLite and PostgreSQL stores.
extension PageRequest {
    /// The day range to search: an anchor inside `range` bounds the page on its side, so the
    /// range's own bound there is left out and the index is sought straight to the anchor.
    /// A range that holds items without a due day (``DayRange/all``, ``DayRange/undated``)
    /// has no bounds to leave out, and is searched as it is: a range of days would lose them.
    public func searchRange(within range: DayRange) -> DayRange {
        guard let anchor, range.contains(anchor.due), !range.includesUndated else { return range }
        let days =
            direction == .forward
            ? DayRange(from: nil, through: range.last) : DayRange(from: range.first, through: nil)
        return days.withStarts(of: range)
    }

    /// Whether the page ends at an anchor with a due day, which already keeps out the items
    /// without one (they sort after every day). A query then must not bound the due day
    /// from above as well: given two upper bounds, SQLite seeks the index by the due day
    /// alone and steps back from the end of the list to the anchor, a step per item.
    public var endsAtDatedAnchor: Bool {
        direction == .backward && anchor?.due != nil
    }

    /// The comparison of `(due, due_time, priority, created, id)` (time and priority as their ranks) with the anchor's, as SQL writes it.
    public var anchorComparison: String {
        switch (direction, includesAnchor) {
        case (.forward, true): ">="
        case (.forward, false): ">"
        case (.backward, true): "<="
        case (.backward, false): "<"
        }
    }

    /// The row value a page is sought by: the anchor's columns, in list order.
    public static let keyColumns = "(due, due_time, priority, created, id)"

    /// The ORDER BY of the page: list order forward, reversed backward.
    public var listOrder: String {
        direction == .forward
            ? "due, due_time, priority, created, id" : "due DESC, due_time DESC, priority DESC, created DESC, id DESC"
    }
}
