import GRDB

/// `todo_filter(words, tags, filterTags, filterWords)`: whether a row matches a filter
/// (``ItemFilter/matches(indexText:tags:)``), for the reads that walk a short range of the
/// list and test each row instead of starting from the full-text match. It reads the same
/// folded words the full-text index holds (`item.words`) and the keys of the same tags, so
/// that both plans find the same items. Every connection todo opens has it
/// (``SQLiteConnectionSettings``).
enum SQLiteFilterFunction {
    /// The function's name in SQL.
    static let name = "todo_filter"

    /// The function: the filter's tags and words each come as one text, separated by spaces
    /// (``arguments(_:)``).
    static let function = DatabaseFunction(name, argumentCount: 4, pure: true) { values in
        let words = String.fromDatabaseValue(values[0]) ?? ""
        let tags = String.fromDatabaseValue(values[1]) ?? ""
        let filter = ItemFilter(
            keys: (String.fromDatabaseValue(values[2]) ?? "").split(separator: " ").map(String.init),
            foldedWords: (String.fromDatabaseValue(values[3]) ?? "").split(separator: " ").map(String.init))
        return filter.matches(indexText: words, tags: tags.split(separator: " "))
    }

    /// The call, for a WHERE clause: the words are read only when the filter has words (the
    /// list's covering index holds the tags).
    static func call(_ filter: ItemFilter) -> String {
        "\(name)(\(filter.words.isEmpty ? "''" : "item.words"), item.tags, ?, ?)"
    }

    /// The arguments of ``call(_:)``.
    static func arguments(_ filter: ItemFilter) -> StatementArguments {
        [filter.tags.joined(separator: " "), filter.words.joined(separator: " ")]
    }
}
