import GRDB

/// `todo_filter(title, notes, tags, filterTags, filterWords)`: whether a row matches a
/// filter (``ItemFilter/matches(title:notes:tags:)``), for the reads that walk a short
/// range of the list and test each row instead of starting from the full-text match.
/// Every connection todo opens has it (``SQLiteConnectionSettings``).
enum SQLiteFilterFunction {
    /// The function's name in SQL.
    static let name = "todo_filter"

    /// The function: the filter's tags and words each come as one text, separated by spaces
    /// (``arguments(_:)``).
    static let function = DatabaseFunction(name, argumentCount: 5, pure: true) { values in
        let title = String.fromDatabaseValue(values[0]) ?? ""
        let notes = String.fromDatabaseValue(values[1]) ?? ""
        let tags = String.fromDatabaseValue(values[2]) ?? ""
        let filter = ItemFilter(
            keys: (String.fromDatabaseValue(values[3]) ?? "").split(separator: " ").map(String.init),
            foldedWords: (String.fromDatabaseValue(values[4]) ?? "").split(separator: " ").map(String.init))
        return filter.matches(title: title, notes: notes, tags: tags.split(separator: " "))
    }

    /// The call, for a WHERE clause: the notes are read only when the filter has words (the
    /// list's covering index holds the rest).
    static func call(_ filter: ItemFilter) -> String {
        "\(name)(item.title, \(filter.words.isEmpty ? "''" : "item.notes"), item.tags, ?, ?)"
    }

    /// The arguments of ``call(_:)``.
    static func arguments(_ filter: ItemFilter) -> StatementArguments {
        [filter.tags.joined(separator: " "), filter.words.joined(separator: " ")]
    }
}
