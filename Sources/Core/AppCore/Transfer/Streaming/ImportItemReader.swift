/// A reader of one format that gives the items of its input one at a time, as it reads
/// them (``ImportFeed`` asks it for a batch at a time), and counts what it leaves out.
protocol ImportItemReader {
    /// The next item, or `nil` after the last one (the input then has been read to its end
    /// and found whole). Throws the first problem, naming its entry or line.
    mutating func next() throws(ImportError) -> ImportedTodoItem?

    /// What was left out so far, by reason, and how many rules were kept in the notes; its
    /// items stay empty.
    var tally: ImportBatch { get }
}

extension ImportItemReader {
    /// Every item, with what was left out: the whole input in memory, for callers that
    /// want it so (tests, fuzzers).
    mutating func drain() throws(ImportError) -> ImportBatch {
        var items: [ImportedTodoItem] = []
        while let item = try next() { items.append(item) }
        var batch = tally
        batch.items = items
        return batch
    }
}
