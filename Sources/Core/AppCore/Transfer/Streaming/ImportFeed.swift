/// An import's items, a batch at a time, for a store to take inside its one transaction
/// (``TodoStore/importItems(from:)``): the file is read as the store asks for more, so that
/// an import holds one chunk of its file and one batch of items, whatever the file's size.
///
/// It is used by one import, from one task at a time: the store's, while the import waits.
public final class ImportFeed: @unchecked Sendable {
    /// How many items a batch holds at most.
    public static let batchSize = 10_000

    private var reader: any ImportItemReader
    /// About how many items the input holds at most (the measure of a time limit); 1 when
    /// its size is not known.
    public let expectedItems: Int
    /// How many items earlier batches let through to be stored.
    private var storedBefore = 0
    /// The items of the last batch let through.
    private var lastFresh: [ImportedTodoItem] = []
    /// A batch read ahead by ``hasItems()``, with its lines, for ``next()`` to give.
    private var waiting: (items: [ImportedTodoItem], lines: [Int])?
    /// The line of each item of the last batch read, for a file read by lines (else empty).
    private var lastLines: [Int] = []
    /// The line of each item of the last batch let through, for a file read by lines.
    private var lastFreshLines: [Int] = []
    /// Items left out because an earlier import (or an earlier entry) stored their source.
    private(set) var importedBefore = 0
    /// Why the input was refused, once ``next()`` threw: a store that words its own errors
    /// (a server's) throws this one as it is.
    public private(set) var refusal: ImportError?

    init(_ reader: some ImportItemReader, expectedItems: Int) {
        self.reader = reader
        self.expectedItems = max(1, expectedItems)
    }

    /// The next items to store, at most ``batchSize`` of them, in the file's order; `nil`
    /// once the input has been read to its end. Throws ``ImportError`` for a wrong entry.
    public func next() throws -> [ImportedTodoItem]? {
        if let waiting {
            self.waiting = nil
            lastLines = waiting.lines
            return waiting.items.isEmpty ? nil : waiting.items
        }
        var batch: [ImportedTodoItem] = []
        batch.reserveCapacity(Self.batchSize)
        lastLines = []
        do throws(ImportError) {
            while batch.count < Self.batchSize, let item = try reader.next() {
                batch.append(item)
                if let line = reader.lineOfLastItem { lastLines.append(line) }
            }
        } catch {
            refusal = error
            throw error
        }
        return batch.isEmpty ? nil : batch
    }

    /// Whether the input holds any item to store, found by reading its first batch (which
    /// ``next()`` then gives): a store that is not there yet is made only when it does.
    /// Throws as ``next()`` does.
    public func hasItems() throws -> Bool {
        if let waiting { return !waiting.items.isEmpty }
        let batch = try next() ?? []
        waiting = (batch, lastLines)
        return !batch.isEmpty
    }

    /// Of `batch`, the items to store: those whose source (``ImportedTodoItem/source``)
    /// is neither in `stored` (which of the batch's sources the store holds, this import's
    /// earlier batches included) nor given by an earlier item of the batch. The others are
    /// counted as imported before.
    public func fresh(_ batch: [ImportedTodoItem], stored: Set<String>) -> [ImportedTodoItem] {
        storedBefore += lastFresh.count
        let lines = lastLines.count == batch.count ? lastLines : []
        guard batch.contains(where: { $0.source != nil }) else {
            lastFresh = batch
            lastFreshLines = lines
            return batch
        }
        var seen = Set<String>()
        let isFresh = batch.map { item in
            guard let source = item.source else { return true }
            return !stored.contains(source) && seen.insert(source).inserted
        }
        lastFresh = zip(batch, isFresh).filter(\.1).map(\.0)
        lastFreshLines = lines.isEmpty ? [] : zip(lines, isFresh).filter(\.1).map(\.0)
        importedBefore += batch.count - lastFresh.count
        return lastFresh
    }

    /// What was left out and kept in the notes, with the items imported before.
    var tally: ImportBatch {
        var tally = reader.tally
        if importedBefore > 0 { tally.skip(.importedBefore, count: importedBefore) }
        return tally
    }

    /// Where the item of the last batch that gives `id` stands among the items let through,
    /// counting from 1.
    func position(ofID id: TodoItem.ID) -> Int? {
        lastFresh.firstIndex { $0.id == id }.map { storedBefore + $0 + 1 }
    }

    /// The line of the item of the last batch that gives `id`, for a file read by lines
    /// (todo.txt), whose errors name the line; `nil` for the others.
    func line(ofID id: TodoItem.ID) -> Int? {
        guard let index = lastFresh.firstIndex(where: { $0.id == id }), index < lastFreshLines.count else {
            return nil
        }
        return lastFreshLines[index]
    }
}
