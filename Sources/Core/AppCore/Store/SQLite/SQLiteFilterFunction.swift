import GRDBSQLite

/// `todo_filter(title, notes, tags, filterTags, filterWords)`: whether a row matches a
/// filter (``ItemFilter/matches(title:notes:tags:)``), for the reads that walk a short
/// range of the list and test each row instead of starting from the full-text match.
/// Every connection todo opens has it (``SQLiteConnectionSettings``).
enum SQLiteFilterFunction {
    /// The function's name in SQL.
    static let name = "todo_filter"

    /// Adds the function to the connection `handle`. The filter's tags and words each come
    /// as one text, separated by spaces (``arguments(_:)``); NULL reads as empty text.
    static func register(on handle: OpaquePointer?) {
        _ = sqlite3_create_function_v2(
            handle, name, 5, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil,
            { context, count, values in
                guard count == 5, let values else { return sqlite3_result_null(context) }
                func text(_ index: Int) -> String {
                    guard let value = values[index], let start = sqlite3_value_text(value) else { return "" }
                    let bytes = UnsafeBufferPointer(start: start, count: Int(sqlite3_value_bytes(value)))
                    return String(decoding: bytes, as: UTF8.self)
                }
                let filter = ItemFilter(
                    keys: text(3).split(separator: " ").map(String.init),
                    foldedWords: text(4).split(separator: " ").map(String.init))
                let matches = filter.matches(title: text(0), notes: text(1), tags: text(2).split(separator: " "))
                sqlite3_result_int(context, matches ? 1 : 0)
            }, nil, nil, nil)
    }

    /// The call that tests an `item` row against `filter`, whose texts are the next two
    /// values bound (``arguments(_:)``); the notes are read only when the filter has words.
    static func call(_ filter: ItemFilter) -> String {
        "\(name)(item.title, \(filter.words.isEmpty ? "''" : "item.notes"), item.tags, ?, ?)"
    }

    /// The values ``call(_:)`` takes: the filter's tag keys and its folded words, each
    /// joined by spaces.
    static func arguments(_ filter: ItemFilter) -> [SQLiteValue] {
        [.text(JoinedText.of(filter.tags, separator: " ")), .text(JoinedText.of(filter.words, separator: " "))]
    }
}
