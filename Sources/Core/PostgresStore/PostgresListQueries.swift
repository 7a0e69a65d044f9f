import AppCore
import PostgresNIO

/// The SQL of the store's reads, with numbered parameters. The upcoming list's reads are
/// searches of the partial index `todo_item_open_in_list_order`, as on SQLite.
enum PostgresListQueries {
    /// A parameter value.
    enum Argument: Sendable {
        case text(String)
        case integer(Int64)
        case texts([String])
    }

    /// A statement and its parameters.
    struct Query: Sendable {
        let sql: String
        let arguments: [Argument]

        func postgresQuery() -> PostgresQuery {
            var bindings = PostgresBindings(capacity: arguments.count)
            for argument in arguments {
                switch argument {
                case .text(let text): bindings.append(text)
                case .integer(let number): bindings.append(number)
                case .texts(let texts): bindings.append(texts)
                }
            }
            return PostgresQuery(unsafeSQL: sql, binds: bindings)
        }
    }

    static let openColumns =
        "id, title, to_char(due, 'YYYY-MM-DD'), created, NULL::bigint, ''::text, tags, priority, recurrence, NULL::text, "
        + "due_time, to_char(start, 'YYYY-MM-DD')"

    /// Every open item due within `range`, in list order.
    static func openItems(_ range: DayRange) -> Query {
        var arguments: [Argument] = []
        let conditions = openConditions(range, &arguments)
        return Query(
            sql:
                "SELECT \(openColumns) FROM todo_item WHERE \(conditions) ORDER BY due, due_time, priority, created, id",
            arguments: arguments)
    }

    /// One page of them, next to its anchor (backward pages come last first).
    static func openItems(_ range: DayRange, page: PageRequest) -> Query {
        var arguments: [Argument] = []
        var conditions = openConditions(
            page.searchRange(within: range), undatedExcludedByAnchor: page.endsAtDatedAnchor, &arguments)
        conditions += anchorCondition(page, &arguments)
        arguments.append(.integer(Int64(max(0, page.limit))))
        return Query(
            sql:
                "SELECT \(openColumns) FROM todo_item WHERE \(conditions) ORDER BY \(page.listOrder) LIMIT $\(arguments.count)",
            arguments: arguments)
    }

    /// The row-value comparison that bounds a page at its anchor ("" without one).
    static func anchorCondition(_ page: PageRequest, _ arguments: inout [Argument]) -> String {
        guard let anchor = page.anchor else { return "" }
        let first = arguments.count + 1
        arguments += [
            .text(PostgresDue.text(anchor.due)), .integer(Int64(anchor.timeRank)), .integer(Int64(anchor.rank)),
            .integer(PostgresTodoStore.seconds(anchor.created)), .integer(anchor.id),
        ]
        return " AND \(PageRequest.keyColumns) \(page.anchorComparison) "
            + "($\(first)::date, $\(first + 1)::integer, $\(first + 2)::integer, $\(first + 3), $\(first + 4))"
    }

    /// How many open items are due within `range`.
    static func count(_ range: DayRange) -> Query {
        var arguments: [Argument] = []
        let conditions = openConditions(range, &arguments)
        return Query(sql: "SELECT COUNT(*) FROM todo_item WHERE \(conditions)", arguments: arguments)
    }

    static func openConditions(
        _ range: DayRange, undatedExcludedByAnchor: Bool = false, _ arguments: inout [Argument]
    ) -> String {
        var conditions = ["completed IS NULL"]
        // The start day is in the index (INCLUDE): the test reads no row of the table.
        switch range.starts {
        case .any: break
        case .by(let day):
            arguments.append(.text(day.iso))
            conditions.append("(start IS NULL OR start <= $\(arguments.count)::date)")
        case .after(let day):
            arguments.append(.text(day.iso))
            conditions.append("start > $\(arguments.count)::date")
        }
        if !range.includesDated {
            arguments.append(.text(PostgresDue.none))
            conditions.append("due = $\(arguments.count)::date")
            return conditions.joined(separator: " AND ")
        }
        if let first = range.first {
            arguments.append(.text(first.iso))
            conditions.append("due >= $\(arguments.count)::date")
        }
        // Items without a due day sort after every day: a range of days ends before them
        // (unless a page's anchor already ends it there).
        if let last = range.last ?? (range.includesUndated || undatedExcludedByAnchor ? nil : CalendarDay.latest) {
            arguments.append(.text(last.iso))
            conditions.append("due <= $\(arguments.count)::date")
        }
        return conditions.joined(separator: " AND ")
    }
}
