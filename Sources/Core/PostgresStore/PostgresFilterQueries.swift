import AppCore

/// The SQL of filtered reads on the server: words through the GIN index of the folded
/// words the store writes (``PostgresSearchSchema/words``), tags through the GIN index of
/// tag keys, so that a filter is never a read of every row.
enum PostgresFilterQueries {
    typealias Argument = PostgresListQueries.Argument
    typealias Query = PostgresListQueries.Query

    /// The columns of a completed list row, notes left out.
    static let completedColumns =
        "id, title, to_char(due, 'YYYY-MM-DD'), created, completed, ''::text, tags, priority, recurrence, NULL::text, "
        + "due_time, to_char(start, 'YYYY-MM-DD')"

    /// One page of the open items due within `range` that match `filter`, next to its anchor.
    static func openItems(_ range: DayRange, _ filter: ItemFilter, page: PageRequest) -> Query {
        var arguments: [Argument] = []
        var conditions = PostgresListQueries.openConditions(
            page.searchRange(within: range), undatedExcludedByAnchor: page.endsAtDatedAnchor, &arguments)
        conditions += PostgresListQueries.anchorCondition(page, &arguments)
        conditions += matching(filter, &arguments)
        arguments.append(.integer(Int64(max(0, page.limit))))
        return Query(
            sql: """
                SELECT \(PostgresListQueries.openColumns) FROM todo_item WHERE \(conditions)
                ORDER BY \(page.listOrder) LIMIT $\(arguments.count)
                """, arguments: arguments)
    }

    /// How many open items due within `range` match `filter`.
    static func count(_ range: DayRange, _ filter: ItemFilter) -> Query {
        var arguments: [Argument] = []
        var conditions = PostgresListQueries.openConditions(range, &arguments)
        conditions += matching(filter, &arguments)
        return Query(sql: "SELECT COUNT(*) FROM todo_item WHERE \(conditions)", arguments: arguments)
    }

    /// Up to `limit` completed items matching `filter`, the most recently completed first.
    static func completed(_ filter: ItemFilter, limit: Int) -> Query {
        var arguments: [Argument] = []
        let conditions = "completed IS NOT NULL" + matching(filter, &arguments)
        arguments.append(.integer(Int64(max(0, limit))))
        return Query(
            sql: """
                SELECT \(completedColumns) FROM todo_item WHERE \(conditions)
                ORDER BY completed DESC, id DESC LIMIT $\(arguments.count)
                """, arguments: arguments)
    }

    /// Up to `limit` tag keys beginning with `prefix` (a key), with their item counts, in
    /// key order (`COLLATE "C"`, as SQLite compares them).
    static func tagKeys(beginningWith prefix: String, limit: Int) -> Query {
        Query(
            sql: """
                SELECT key, COUNT(*) FROM todo_item, unnest(\(PostgresSearchSchema.tagKeys)) AS key
                WHERE starts_with(key, $1) GROUP BY key ORDER BY key COLLATE "C" LIMIT $2
                """, arguments: [.text(prefix), .integer(Int64(max(0, limit)))])
    }

    /// Up to `limit` items in `scope` numbered within `numbers`, in number order: a range
    /// of the primary key.
    static func numbered(_ numbers: ClosedRange<Int64>, _ scope: ItemScope, limit: Int) -> Query {
        let state =
            switch scope {
            case .open: " AND completed IS NULL"
            case .completed: " AND completed IS NOT NULL"
            case .any: ""
            }
        return Query(
            sql: "SELECT \(completedColumns) FROM todo_item WHERE id BETWEEN $1 AND $2\(state) ORDER BY id LIMIT $3",
            arguments: [.integer(numbers.lowerBound), .integer(numbers.upperBound), .integer(Int64(max(0, limit)))])
    }

    /// The conditions a filter adds ("" for none), each the expression an index holds.
    static func matching(_ filter: ItemFilter, _ arguments: inout [Argument]) -> String {
        var conditions = ""
        if !filter.tags.isEmpty {
            arguments.append(.texts(filter.tags))
            conditions += " AND \(PostgresSearchSchema.tagKeys) @> $\(arguments.count)::text[]"
        }
        if !filter.words.isEmpty {
            arguments.append(.text(wordQuery(filter)))
            conditions += " AND \(PostgresSearchSchema.words) @@ $\(arguments.count)::tsquery"
        }
        return conditions
    }

    /// Every word as a prefix term, `'milk':* & 'cafe':*`, read as a `tsquery` as it is (no
    /// dictionary folds it again). A folded word holds no quote, backslash or space (its
    /// signs are ``SearchWords/signs``: `'c++':*`), so quoting it is enough.
    static func wordQuery(_ filter: ItemFilter) -> String {
        filter.words.map { "'\($0)':*" }.joined(separator: " & ")
    }
}
