import Foundation

/// Reads todo's own JSON (``TransferJSONReader``) into items, one entry at a time, each
/// checked as a stored item must be (title, due day, notes, tags, priority, rule, times),
/// and no id given twice.
struct TransferJSONItems: ImportItemReader {
    private var stream: TransferJSONReader.Stream
    private let now: Date
    private var entries = 0
    /// The ids given so far, with the entries that gave them.
    private var givenIDs = GivenIDs()

    /// Reads `source`; `now` stands in for a missing creation time.
    init(_ source: ImportSource, now: Date) throws(ImportError) {
        stream = try TransferJSONReader.Stream(source)
        self.now = now
    }

    var tally: ImportBatch { ImportBatch() }

    mutating func next() throws(ImportError) -> ImportedTodoItem? {
        guard let entry = try stream.next() else { return nil }
        entries += 1
        return try checked(entry, position: entries)
    }

    private mutating func checked(_ entry: TransferEntry, position: Int) throws(ImportError) -> ImportedTodoItem {
        func bad(_ reason: String) -> ImportError { .badEntry(position: position, reason: reason) }
        if let id = entry.id {
            guard id > 0 else { throw bad("id \(id) is not a positive number") }
            guard id <= TodoItem.highestID else {
                throw bad("id \(id) is above the highest item number todo accepts, \(TodoItem.highestID)")
            }
            if let earlier = givenIDs.earlierPosition(of: id, at: position) {
                throw bad("id \(id) was already given by entry \(earlier)")
            }
        }
        let title: String
        do { title = try TitleRules.checked(entry.title) } catch { throw bad(error.description) }
        // A due day may carry a time of day: "2026-12-04T09:00".
        let dueTime = try entry.due.flatMap { text throws(ImportError) -> TimeOfDay? in
            guard text.utf8.count > 10 else { return nil }
            guard let time = TimeOfDay(iso: text.dropFirst(10)) else {
                throw bad(
                    "due \(JSONText.quoted(text)) is not a day written YYYY-MM-DD or YYYY-MM-DDTHH:MM (or null for none)"
                )
            }
            return time
        }
        let due = try entry.due.map { text throws(ImportError) in
            let text = dueTime == nil ? text : String(text.prefix(10))
            guard let day = CalendarDay(iso: text) else {
                let problem = ISODayProblem(text) ?? .notWrittenAsADay
                throw bad(
                    problem == .notWrittenAsADay
                        ? "due \(JSONText.quoted(text)) is not a day written YYYY-MM-DD or YYYY-MM-DDTHH:MM (or null for none)"
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
        let start = try entry.start.map { text throws(ImportError) in
            guard let day = CalendarDay(iso: text) else {
                let problem = ISODayProblem(text) ?? .notWrittenAsADay
                throw bad(
                    problem == .notWrittenAsADay
                        ? "start \(JSONText.quoted(text)) is not a day written YYYY-MM-DD (or null for none)"
                        : "start \(JSONText.quoted(text)) is not a day: \(problem)")
            }
            return day
        }
        return ImportedTodoItem(
            id: entry.id, title: title, due: due, created: created ?? now, completed: completed, notes: notes,
            tags: TagRules.normalized(tags), priority: priority, recurrence: recurrence, dueTime: dueTime,
            start: start)
    }
}
