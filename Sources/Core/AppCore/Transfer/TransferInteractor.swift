import Foundation

/// The import and export use cases: every item, in and out, as todo's JSON, and from and to
/// other programs' files (Taskwarrior, todo.txt, iCalendar).
public final class TransferInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock

    /// Creates the use cases over a store and a clock (for items imported without a
    /// creation time).
    public init(store: any TodoStore, clock: WallClock) {
        self.store = store
        self.clock = clock
    }

    /// Every item as a JSON array, one item per line, ordered by id.
    public func exportJSON() async throws -> String {
        let items = try await store.allItems()
        if items.isEmpty { return "[]\n" }
        var out = "[\n"
        for (index, item) in items.enumerated() {
            out += "  {\"id\": \(item.id), \"title\": \(JSONText.quoted(item.title)), \"due\": "
            out += item.due.map { "\"\($0.iso)" + (item.dueTime.map { "T\($0.text)" } ?? "") + "\"" } ?? "null"
            out += ", \"created\": \"\(Timestamp.format(item.created))\", \"completed\": "
            out += item.completed.map { "\"\(Timestamp.format($0))\"" } ?? "null"
            out += ", \"notes\": \(JSONText.quoted(item.notes))"
            out += ", \"tags\": " + JSONText.array(item.tags)
            out += ", \"priority\": " + (item.priority.map { "\"\($0.name)\"" } ?? "null")
            out += ", \"every\": " + (item.recurrence.map { JSONText.quoted($0.canonical) } ?? "null")
            // Only an item with a start day says so: exports without one read as before.
            if let start = item.start { out += ", \"start\": \"\(start.iso)\"" }
            out += index == items.count - 1 ? "}\n" : "},\n"
        }
        return out + "]\n"
    }

    /// Every item in `format`, ordered by id.
    public func export(to format: TransferFormat) async throws -> String {
        switch format {
        case .json, .taskwarrior: return try await exportJSON()
        case .todotxt: return TodoTxtWriter.write(try await store.allItems(), timeZone: clock.timeZone)
        case .ical:
            return ICalendarWriter.write(
                try await store.allItems(), now: clock.nowInWholeSeconds(), timeZone: clock.timeZone)
        }
    }

    /// Reads a file in `format` and stores its items, all or none, in one transaction (one
    /// undo step). Without a format, the one the file is plainly written in
    /// (``TransferFormatRecognition``), else todo's JSON; a format given that the file plainly
    /// is not (todo's JSON given a Taskwarrior export) is refused, naming the one that fits
    /// (a todo.txt file may hold any text: given as one, it is read as one). Items an earlier
    /// import stored (the same Taskwarrior uuid, iCalendar UID or todo.txt line) are left out
    /// and counted.
    public func importFile(_ data: Data, from format: TransferFormat? = nil) async throws -> ImportSummary {
        try await importFile(ImportSource(data: data), from: format)
    }

    /// Reads `source` a chunk at a time and stores its items, all or none, in one transaction
    /// (one undo step): the store takes them a batch at a time as they are read, so that the
    /// memory an import takes does not grow with its file. The format is told as
    /// ``importFile(_:from:)`` tells it, from the first chunk of `source`. Items an earlier
    /// import stored (the same Taskwarrior uuid, iCalendar UID or todo.txt line) are left out
    /// and counted. A stream (standard input from a pipe) is first copied into a temporary
    /// file, so that the transaction never waits on the program that writes it.
    public func importFile(_ source: ImportSource, from format: TransferFormat? = nil) async throws -> ImportSummary {
        let source = try source.rewindable()
        let found = TransferFormatRecognition.format(of: try source.firstBytes(ImportChunks.chunkSize))
        if let format, let found, format != found, format != .todotxt {
            throw ImportError.otherFormat(given: format, found: found)
        }
        let now = clock.nowInWholeSeconds()
        let timeZone = clock.timeZone
        let feed: ImportFeed
        switch format ?? found ?? .json {
        case .json: feed = ImportFeed(try TransferJSONItems(source, now: now), expectedItems: source.byteCount / 100)
        case .taskwarrior:
            feed = ImportFeed(
                try TaskwarriorReader.items(of: source, timeZone: timeZone, now: now),
                expectedItems: source.byteCount / 150)
        case .todotxt:
            feed = ImportFeed(
                try TodoTxtReader.items(of: source, timeZone: timeZone, now: now), expectedItems: source.byteCount / 20)
        case .ical:
            feed = ImportFeed(
                try ICalendarReader.items(of: source, timeZone: timeZone, now: now),
                expectedItems: source.byteCount / 150)
        }
        let imported: Int
        do {
            imported = try await store.importItems(from: feed)
        } catch TodoStoreError.idAlreadyExists(let id) {
            let reason = "id \(id) already exists in the database"
            // A file read by lines names the line, as its other errors do.
            if let line = feed.line(ofID: id) { throw ImportError.badLine(line: line, reason: reason) }
            throw ImportError.badEntry(position: feed.position(ofID: id) ?? 1, reason: reason)
        }
        let tally = feed.tally
        return ImportSummary(imported: imported, skipped: tally.skipped, rulesKeptInNotes: tally.rulesKeptInNotes)
    }

    /// Reads a JSON array as written by ``exportJSON()`` and stores every entry, or none
    /// when any entry is wrong. Returns how many items were imported.
    public func importJSON(_ data: Data) async throws -> Int {
        try await importFile(data, from: .json).imported
    }
}
