/// The SQL of the upcoming list's reads. Each is a search of the partial covering index
/// `item_open_in_list_order`, so its cost follows the rows it returns, not the rows stored
/// (a test checks every plan).
enum SQLiteListQueries {
    /// A statement and its arguments.
    typealias Query = (sql: String, arguments: [SQLiteValue])

    /// The columns of an open item, all in the index (completed is NULL by definition, the
    /// notes are left out).
    static let openColumns = "id, title, due, created, NULL, '', tags, priority, recurrence, NULL, due_time, start"

    /// Every open item due within `range`, in list order.
    static func openItems(_ range: DayRange) -> Query {
        let (conditions, arguments) = openConditions(range)
        return (
            "SELECT \(openColumns) FROM item WHERE \(conditions) ORDER BY due, due_time, priority, created, id",
            arguments
        )
    }

    /// One page of them, next to its anchor (backward pages come last first).
    static func openItems(_ range: DayRange, page: PageRequest) -> Query {
        var (conditions, arguments) = openConditions(
            page.searchRange(within: range), undatedExcludedByAnchor: page.endsAtDatedAnchor)
        appendAnchor(page, to: &conditions, &arguments)
        arguments.append(.number(max(0, page.limit)))
        return ("SELECT \(openColumns) FROM item WHERE \(conditions) ORDER BY \(page.listOrder) LIMIT ?", arguments)
    }

    /// Bounds a page at its anchor with a row-value comparison: SQLite seeks the index
    /// straight to the anchor.
    static func appendAnchor(_ page: PageRequest, to conditions: inout String, _ arguments: inout [SQLiteValue]) {
        guard let anchor = page.anchor else { return }
        conditions += " AND \(PageRequest.keyColumns) \(page.anchorComparison) (?, ?, ?, ?, ?)"
        arguments += [
            .text(SQLiteDue.text(anchor.due)), .integer(SQLiteDue.number(anchor.time)), .number(anchor.rank),
            .integer(Int64(anchor.created.timeIntervalSince1970.rounded(.down))), .integer(anchor.id),
        ]
    }

    /// How many open items are due within `range`.
    static func count(_ range: DayRange) -> Query {
        let (conditions, arguments) = openConditions(range)
        return ("SELECT COUNT(*) FROM item WHERE \(conditions)", arguments)
    }

    /// The WHERE clause that selects open items due within `range`: it matches the
    /// partial index `item_open_in_list_order`.
    static func openConditions(
        _ range: DayRange, undatedExcludedByAnchor: Bool = false
    ) -> (String, [SQLiteValue]) {
        var conditions = "completed IS NULL"
        var arguments: [SQLiteValue] = []
        // The start day is in the index: the test costs no read of the item's row.
        switch range.starts {
        case .any: break
        case .by(let day):
            conditions += " AND (start IS NULL OR start <= ?)"
            arguments.append(.text(day.iso))
        case .after(let day):
            conditions += " AND start > ?"
            arguments.append(.text(day.iso))
        }
        if !range.includesDated {
            conditions += " AND due >= ?"
            arguments.append(.text(SQLiteDue.none))
            return (conditions, arguments)
        }
        if let first = range.first {
            conditions += " AND due >= ?"
            arguments.append(.text(first.iso))
        }
        // Items without a due day sort after every day: a range of days ends before them
        // (unless a page's anchor already ends it there).
        if let last = range.last ?? (range.includesUndated || undatedExcludedByAnchor ? nil : CalendarDay.latest) {
            conditions += " AND due <= ?"
            arguments.append(.text(last.iso))
        }
        return (conditions, arguments)
    }
}
