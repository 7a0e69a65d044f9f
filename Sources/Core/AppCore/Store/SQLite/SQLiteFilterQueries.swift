/// The SQL of filtered reads, in one of two plans chosen by how many open items the range
/// holds (FTS5 gives SQLite's planner no estimate of a match's size, so the store asks):
///
/// - a short range (at most ``shortRange`` items, the upcoming list at any size) is walked
///   in list order on its covering index, each row tested by ``SQLiteFilterFunction``: the
///   cost follows the range, however many items a common word or tag matches elsewhere;
/// - a long range starts from a full-text search of the FTS5 tables the triggers keep in
///   step with the item table (``SQLiteSearchSchema``) and reads only the items it finds,
///   by id: the cost follows the matches, not the items stored.
///
/// A test checks every plan.
enum SQLiteFilterQueries {
    typealias Query = SQLiteListQueries.Query

    /// The most open items a range may hold to be walked row by row.
    static let shortRange = 2_000

    /// Counts the open items due within `range`, up to one more than ``shortRange``.
    static func rangeSize(_ range: DayRange) -> Query {
        var (conditions, arguments) = SQLiteListQueries.openConditions(range)
        conditions = "SELECT 1 FROM item WHERE \(conditions) LIMIT ?"
        arguments.append(.number(shortRange + 1))
        return ("SELECT COUNT(*) FROM (\(conditions))", arguments)
    }

    /// One page of the open items due within a short `range` that match `filter`, walking
    /// the range in list order.
    static func openItemsWalking(_ range: DayRange, _ filter: ItemFilter, page: PageRequest) -> Query {
        var (conditions, arguments) = SQLiteListQueries.openConditions(
            page.searchRange(within: range), undatedExcludedByAnchor: page.endsAtDatedAnchor)
        SQLiteListQueries.appendAnchor(page, to: &conditions, &arguments)
        arguments += SQLiteFilterFunction.arguments(filter)
        arguments.append(.number(max(0, page.limit)))
        return (
            "SELECT \(columns) FROM item WHERE \(conditions) AND \(SQLiteFilterFunction.call(filter)) "
                + "ORDER BY \(page.listOrder) LIMIT ?", arguments
        )
    }

    /// How many open items due within a short `range` match `filter`, walking the range.
    static func countWalking(_ range: DayRange, _ filter: ItemFilter) -> Query {
        var (conditions, arguments) = SQLiteListQueries.openConditions(range)
        arguments += SQLiteFilterFunction.arguments(filter)
        return ("SELECT COUNT(*) FROM item WHERE \(conditions) AND \(SQLiteFilterFunction.call(filter))", arguments)
    }

    /// The columns of a list row, notes left out.
    static let columns =
        "item.id, item.title, item.due, item.created, item.completed, '', item.tags, item.priority, item.recurrence, "
        + "NULL, item.due_time, item.start"

    /// One page of the open items due within `range` that match `filter`, next to its anchor.
    static func openItems(_ range: DayRange, _ filter: ItemFilter, page: PageRequest) -> Query {
        let (source, searchArguments) = search(filter)
        var arguments = searchArguments
        var (conditions, pageArguments) = SQLiteListQueries.openConditions(
            page.searchRange(within: range), undatedExcludedByAnchor: page.endsAtDatedAnchor)
        SQLiteListQueries.appendAnchor(page, to: &conditions, &pageArguments)
        arguments += pageArguments
        arguments.append(.number(max(0, page.limit)))
        return (
            "SELECT \(columns) FROM \(source) AND \(conditions) ORDER BY \(page.listOrder) LIMIT ?", arguments
        )
    }

    /// How many open items due within `range` match `filter`.
    static func count(_ range: DayRange, _ filter: ItemFilter) -> Query {
        var (source, arguments) = search(filter)
        let (conditions, rangeArguments) = SQLiteListQueries.openConditions(range)
        arguments += rangeArguments
        source += " AND \(conditions)"
        return ("SELECT COUNT(*) FROM \(source)", arguments)
    }

    /// Up to `limit` completed items matching `filter`, the most recently completed first.
    static func completed(_ filter: ItemFilter, limit: Int) -> Query {
        let order = "ORDER BY item.completed DESC, item.id DESC LIMIT ?"
        if filter.isEmpty {
            return (
                "SELECT \(columns) FROM item WHERE item.completed IS NOT NULL \(order)", [.number(max(0, limit))]
            )
        }
        let (source, searchArguments) = search(filter)
        var arguments = searchArguments
        arguments.append(.number(max(0, limit)))
        return ("SELECT \(columns) FROM \(source) AND item.completed IS NOT NULL \(order)", arguments)
    }

    /// Up to `limit` tag keys beginning with `prefix` (a key), with their item counts: a
    /// range of the tag vocabulary's terms (every key that begins with `prefix` sorts
    /// between it and it followed by the last character Unicode has).
    static func tagKeys(beginningWith prefix: String, limit: Int) -> Query {
        (
            "SELECT term, doc FROM \(SQLiteSearchSchema.tagVocabulary) WHERE term >= ? AND term < ? ORDER BY term LIMIT ?",
            [.text(prefix), .text(prefix + "\u{10FFFF}"), .number(max(0, limit))]
        )
    }

    /// Up to `limit` items in `scope` numbered within `numbers`, in number order: a range
    /// of the primary key.
    static func numbered(_ numbers: ClosedRange<Int64>, _ scope: ItemScope, limit: Int) -> Query {
        let state =
            switch scope {
            case .open: " AND item.completed IS NULL"
            case .completed: " AND item.completed IS NOT NULL"
            case .any: ""
            }
        return (
            "SELECT \(columns) FROM item WHERE item.id BETWEEN ? AND ?\(state) ORDER BY item.id LIMIT ?",
            [.integer(numbers.lowerBound), .integer(numbers.upperBound), .number(max(0, limit))]
        )
    }

    /// The FROM clause and the start of the WHERE clause: the items a full-text search
    /// finds, the search first (CROSS JOIN keeps SQLite from scanning the item table).
    static func search(_ filter: ItemFilter) -> (String, [SQLiteValue]) {
        let text = SQLiteSearchSchema.textTable
        let tags = SQLiteSearchSchema.tagTable
        if filter.words.isEmpty {
            return (
                "\(tags) CROSS JOIN item ON item.id = \(tags).rowid WHERE \(tags) MATCH ?", [.text(tagQuery(filter))]
            )
        }
        var source = "\(text) CROSS JOIN item ON item.id = \(text).rowid WHERE \(text) MATCH ?"
        var arguments: [SQLiteValue] = [.text(wordQuery(filter))]
        if !filter.tags.isEmpty {
            source += " AND item.id IN (SELECT rowid FROM \(tags) WHERE \(tags) MATCH ?)"
            arguments.append(.text(tagQuery(filter)))
        }
        return (source, arguments)
    }

    /// Every word, each as the start of a word of the title or notes: `"milk"* AND "c++"*`.
    /// A folded word holds no ASCII character but letters, digits and ``SearchWords/signs``
    /// (no quote), so quoting it is enough, and the `ascii` tokenizer, which keeps those
    /// signs in a token, reads it as the one token it is.
    static func wordQuery(_ filter: ItemFilter) -> String {
        JoinedText.of(filter.words.map { "\"\($0)\"*" }, separator: " AND ")
    }

    /// Every tag key, each a whole token: `"home" AND "dev/ops"` (a key holds no ASCII
    /// character but letters, digits and the signs of ``TagRules``).
    static func tagQuery(_ filter: ItemFilter) -> String {
        JoinedText.of(filter.tags.map { "\"\($0)\"" }, separator: " AND ")
    }
}
