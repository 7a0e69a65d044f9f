/// A reader of one format that gives the items of its input one at a time, as it reads
/// them (``ImportFeed`` asks it for a batch at a time), and counts what it leaves out.
protocol ImportItemReader {
    /// The next item, or `nil` after the last one (the input then has been read to its end
    /// and found whole). Throws the first problem, naming its entry or line.
    mutating func next() throws(ImportError) -> ImportedTodoItem?

    /// What was left out so far, by reason, and how many rules were kept in the notes; its
    /// items stay empty.
    var tally: ImportBatch { get }

    /// The line the last item came from, for a file read by lines (todo.txt), whose errors
    /// name the line; `nil` for the others, whose errors name the entry.
    var lineOfLastItem: Int? { get }
}

extension ImportItemReader {
    /// No lines: the entries are counted instead.
    var lineOfLastItem: Int? { nil }

    /// Every item, with what was left out (and each item's line, for a file read by lines):
    /// the whole input in memory, for callers that want it so (tests, fuzzers).
    mutating func drain() throws(ImportError) -> ImportBatch {
        var items: [ImportedTodoItem] = []
        var lines: [Int] = []
        while let item = try next() {
            items.append(item)
            if let line = lineOfLastItem { lines.append(line) }
        }
        var batch = tally
        batch.items = items
        batch.lines = lines
        return batch
    }
}
