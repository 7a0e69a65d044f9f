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
            out += item.due.map { "\"\($0.iso)\"" } ?? "null"
            out += ", \"created\": \"\(Timestamp.format(item.created))\", \"completed\": "
            out += item.completed.map { "\"\(Timestamp.format($0))\"" } ?? "null"
            out += ", \"notes\": \(JSONText.quoted(item.notes))"
            out += ", \"tags\": " + JSONText.array(item.tags)
            out += ", \"priority\": " + (item.priority.map { "\"\($0.name)\"" } ?? "null")
            out += ", \"every\": " + (item.recurrence.map { JSONText.quoted($0.canonical) } ?? "null")
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
        let now = clock.nowInWholeSeconds()
        let found = TransferFormatRecognition.format(of: data)
        if let format, let found, format != found, format != .todotxt {
            throw ImportError.otherFormat(given: format, found: found)
        }
        var batch: ImportBatch
        switch format ?? found ?? .json {
        case .json: return ImportSummary(imported: try await importJSON(data))
        case .taskwarrior: batch = try TaskwarriorReader.read(data, timeZone: clock.timeZone, now: now)
        case .todotxt: batch = try TodoTxtReader.read(data, timeZone: clock.timeZone, now: now)
        case .ical: batch = try ICalendarReader.read(data, timeZone: clock.timeZone, now: now)
        }
        let known = try await store.knownSources(among: batch.items.compactMap(\.source))
        var seen = Set<String>()
        let isFresh = batch.items.map { item in
            guard let source = item.source else { return true }
            return !known.contains(source) && seen.insert(source).inserted
        }
        let fresh = zip(batch.items, isFresh).filter(\.1).map(\.0)
        let freshLines = batch.lines.isEmpty ? [] : zip(batch.lines, isFresh).filter(\.1).map(\.0)
        batch.skip(.importedBefore, count: batch.items.count - fresh.count)
        let ids: [TodoItem.ID]
        do {
            ids = try await store.importItems(fresh)
        } catch TodoStoreError.idAlreadyExists(let id) {
            let index = fresh.firstIndex { $0.id == id } ?? 0
            let reason = "id \(id) already exists in the database"
            // A file read by lines names the line, as its other errors do.
            if index < freshLines.count { throw ImportError.badLine(line: freshLines[index], reason: reason) }
            throw ImportError.badEntry(position: index + 1, reason: reason)
        }
        return ImportSummary(imported: ids.count, skipped: batch.skipped, rulesKeptInNotes: batch.rulesKeptInNotes)
    }

    /// Reads a JSON array as written by ``exportJSON()`` and stores every entry, or none
    /// when any entry is wrong. Returns how many items were imported.
    public func importJSON(_ data: Data) async throws -> Int {
        let entries = try TransferJSONReader.entries(in: data)
        let items = try checked(entries)
        do {
            return try await store.importItems(items).count
        } catch TodoStoreError.idAlreadyExists(let id) {
            let position = (items.firstIndex { $0.id == id } ?? 0) + 1
            throw ImportError.badEntry(position: position, reason: "id \(id) already exists in the database")
        }
    }

    private func checked(_ entries: [TransferEntry]) throws(ImportError) -> [ImportedTodoItem] {
        let now = clock.nowInWholeSeconds()
        var positionOfID: [Int64: Int] = [:]
        // An export gives every entry its id: one table of the right size, not twenty
        // doublings of it.
        positionOfID.reserveCapacity(entries.count)
        var items: [ImportedTodoItem] = []
        items.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let position = index + 1
            func bad(_ reason: String) -> ImportError { .badEntry(position: position, reason: reason) }
            if let id = entry.id {
                guard id > 0 else { throw bad("id \(id) is not a positive number") }
                guard id <= TodoItem.highestID else {
                    throw bad("id \(id) is above the highest item number todo accepts, \(TodoItem.highestID)")
                }
                if let earlier = positionOfID.updateValue(position, forKey: id) {
                    throw bad("id \(id) was already given by entry \(earlier)")
                }
            }
            let title: String
            do { title = try TitleRules.checked(entry.title) } catch { throw bad(error.description) }
            let due = try entry.due.map { text throws(ImportError) in
                guard let day = CalendarDay(iso: text) else {
                    let problem = ISODayProblem(text) ?? .notWrittenAsADay
                    throw bad(
                        problem == .notWrittenAsADay
                            ? "due \(JSONText.quoted(text)) is not a day written YYYY-MM-DD (or null for none)"
                            : "due \(JSONText.quoted(text)) is not a day: \(problem)")
                }
                return day
            }
            let notes: String
            do { notes = try NotesRules.checked(entry.notes ?? "") } catch { throw bad(error.description) }
            var tags: [String] = []
            for tag in entry.tags ?? [] {
                do { tags.append(try TagRules.checked(tag)) } catch { throw bad(error.description) }
            }
            var priority: Priority?
            if let text = entry.priority {
                do { priority = try Priority.parse(text) } catch { throw bad(error.description) }
            }
            var recurrence: Recurrence?
            if let text = entry.every {
                let rule: RecurrenceRule?
                do { rule = try RecurrenceRule.parse(text) } catch { throw bad("every: \(error.description)") }
                if let rule {
                    guard let due else { throw bad("every: \(RecurrenceError.needsDueDay.description)") }
                    recurrence = Recurrence(rule, startingOn: due)
                }
            }
            let created = try entry.created.map { text throws(ImportError) in
                guard let date = Timestamp.parse(text) else {
                    throw bad("created \(JSONText.quoted(text)) is not an ISO 8601 time")
                }
                return date
            }
            let completed = try entry.completed.map { text throws(ImportError) in
                guard let date = Timestamp.parse(text) else {
                    throw bad("completed \(JSONText.quoted(text)) is not an ISO 8601 time")
                }
                return date
            }
            items.append(
                ImportedTodoItem(
                    id: entry.id, title: title, due: due, created: created ?? now, completed: completed, notes: notes,
                    tags: TagRules.normalized(tags), priority: priority, recurrence: recurrence))
        }
        return items
    }
}
