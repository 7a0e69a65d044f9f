import GRDBSQLite

/// `todo_filter(words, tags, filterTags, filterWords)`: whether a row matches a filter
/// (``ItemFilter/matches(indexText:tags:)``), for the reads that walk a short range of the
/// list and test each row instead of starting from the full-text match. It reads the same
/// folded words the full-text index holds (`item.words`) and the keys of the same tags, so
/// that both plans find the same items. Every connection todo opens has it
/// (``SQLiteConnectionSettings``).
enum SQLiteFilterFunction {
    /// The function's name in SQL.
    static let name = "todo_filter"

    /// Adds the function to the connection `handle`. The filter's tags and words each come
    /// as one text, separated by spaces (``arguments(_:)``); NULL reads as empty text.
    static func register(on handle: OpaquePointer?) {
        _ = sqlite3_create_function_v2(
            handle, name, 4, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, values in
                guard count == 4, let values else { return sqlite3_result_null(context) }
                func text(_ index: Int) -> String {
                    guard let value = values[index], let start = sqlite3_value_text(value) else { return "" }
                    let bytes = UnsafeBufferPointer(start: start, count: Int(sqlite3_value_bytes(value)))
                    return String(decoding: bytes, as: UTF8.self)
                }
                let filter = ItemFilter(
                    keys: text(2).split(separator: " ").map(String.init),
                    foldedWords: text(3).split(separator: " ").map(String.init))
                let matches = filter.matches(indexText: text(0), tags: text(1).split(separator: " "))
                sqlite3_result_int(context, matches ? 1 : 0)
            }, nil, nil, nil)
    }

    /// The call that tests an `item` row against `filter`, for a WHERE clause, whose texts
    /// are the next two values bound (``arguments(_:)``): the words are read only when the
    /// filter has words (the list's covering index holds the tags).
    static func call(_ filter: ItemFilter) -> String {
        "\(name)(\(filter.words.isEmpty ? "''" : "item.words"), item.tags, ?, ?)"
    }

    /// The values ``call(_:)`` takes: the filter's tag keys and its folded words, each
    /// joined by spaces.
    static func arguments(_ filter: ItemFilter) -> [SQLiteValue] {
        [.text(JoinedText.of(filter.tags, separator: " ")), .text(JoinedText.of(filter.words, separator: " "))]
    }
}
