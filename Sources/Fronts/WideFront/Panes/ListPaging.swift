import Presentation

/// The rows the list pane was given, as the keys move through them: where ↑ ↓ PgUp PgDn
/// Home End take the selection, and how far the List module must move its window when a
/// move goes past the rows given. The list view owns it (a new one each time the list is
/// shown); the super presenter keeps the selection.
struct ListPaging: Equatable, Sendable {
    /// How far PgUp and PgDn move.
    static let pageRows = 20

    /// Where a move takes the selection.
    struct Move: Equatable, Sendable {
        /// The selection, as far as the rows given go.
        let selection: ListSelection
        /// The part of the move past their ends (0 when it all fitted).
        let beyond: Int
        /// How the List module's window moves first, for the rest of the move, if it can.
        let scroll: ListScroll?
    }

    /// The items of the rows given, in order.
    let rows: [Int64]
    /// Whether the list goes on above the rows given.
    let hasRowsBefore: Bool
    /// Whether the list goes on below them.
    let hasRowsAfter: Bool
    /// How many rows the List module gives at a time (`nil`: every row).
    let windowRows: Int?
    /// How many times the list was shown: each reading may have changed the items.
    let reading: Int

    /// No rows yet.
    init() {
        self.init(rows: [], hasRowsBefore: false, hasRowsAfter: false, windowRows: nil, reading: 0)
    }

    /// Rows given in the `reading`th showing of the list.
    init(rows: [Int64], hasRowsBefore: Bool, hasRowsAfter: Bool, windowRows: Int?, reading: Int) {
        self.rows = rows
        self.hasRowsBefore = hasRowsBefore
        self.hasRowsAfter = hasRowsAfter
        self.windowRows = windowRows
        self.reading = reading
    }

    /// The selection among these rows: the same item while it is there, else the row that
    /// took its place (the last when the list got shorter); none when there are no rows.
    func resolve(_ selection: ListSelection) -> ListSelection {
        if let id = selection.id, let index = rows.firstIndex(of: id) { return ListSelection(id: id, index: index) }
        guard !rows.isEmpty else { return ListSelection(id: nil, index: selection.index) }
        let index = min(selection.index, rows.count - 1)
        return ListSelection(id: rows[index], index: index)
    }

    /// Moves the selection `offset` rows (negative is up) within the rows given; past their
    /// ends, the window moves by half its rows at least, so that the next moves need no
    /// reading.
    func move(_ selection: ListSelection, by offset: Int) -> Move {
        let current = selection.id.flatMap(rows.firstIndex(of:)) ?? 0
        let wanted = current + offset
        let next = rows.isEmpty ? current : min(max(wanted, 0), rows.count - 1)
        let beyond = rows.isEmpty ? offset : wanted - next
        let stride = max(abs(beyond), (windowRows ?? 0) / 2)
        let scroll: ListScroll? =
            if beyond > 0, hasRowsAfter { .down(stride) } else if beyond < 0, hasRowsBefore { .up(stride) } else { nil }
        let moved = rows.isEmpty ? ListSelection(id: nil, index: 0) : ListSelection(id: rows[next], index: next)
        return Move(selection: moved, beyond: beyond, scroll: scroll)
    }

    /// The first or the last row given (none when there are none).
    func edge(last: Bool) -> ListSelection {
        guard let id = last ? rows.last : rows.first else { return ListSelection(id: nil, index: 0) }
        return ListSelection(id: id, index: last ? rows.count - 1 : 0)
    }
}
