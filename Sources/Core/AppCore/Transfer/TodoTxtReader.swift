import Foundation

/// Reads a todo.txt file (the format of github.com/todotxt/todo.txt) into items.
///
/// One task a line; lines end with LF or CRLF, a UTF-8 byte-order mark is skipped, and lines
/// that are blank (or only white space) are skipped. Each line becomes one item
/// (``TodoTxtLine`` says how the line is taken apart):
/// - `x` → completed, at the start of its completion day in the time zone given (the file
///   keeps no time of day), or at `now` when no day is written.
/// - `(A)` → high, `(B)` → medium, `(C)` to `(Z)` → low; on a completed line `pri:A` (as
///   todo.txt-cli keeps it) the same.
/// - The creation day → created, at the start of that day; without one, `now` (or the
///   completion time, when that is earlier, so that no item is completed before it was added).
/// - `+project` and `@context` → tags (the word after the sign). A word ``TagRules`` refuses
///   (`+C++`, `@`) stays in the title as written.
/// - `due:YYYY-MM-DD` → the due day; items without one are for someday. Its time of day:
///   `due:YYYY-MM-DDTHH:MM`, or `due-time:HHMM` beside the day, as ``TodoTxtWriter`` writes
///   it (``TodoTxtDueTime``); a `due-time:` on a line without a due day stays in the notes.
/// - `rec:1w` and the other rules → the rule (``TodoTxtRule``). A rule that maps to none of
///   todo's, or on a line without a due day, is kept in the notes as written and counted in
///   ``ImportBatch/rulesKeptInNotes``.
/// - `id:N` → the item's number, so that a file written by ``TodoTxtWriter`` keeps them.
/// - Any other `key:value` pair (``TodoTxtWord``) → a line `key:value` of the notes.
/// - The remaining words, single-spaced, → the title; a `\` before a word that would else be
///   read as a tag or a pair is taken away (``TodoTxtWriter`` writes it).
///
/// todo.txt items have no identity of their own: a line is known by its text
/// (``TodoTxtIdentity``), so that importing the file again skips the lines stored before.
/// The batch keeps each item's line number (``ImportBatch/lines``), for the errors.
public enum TodoTxtReader {
    /// The items of `data`, in the file's order, or the first line that is wrong: a day that
    /// does not exist or a due day not written `YYYY-MM-DD`, a blank title, an id given twice,
    /// text that is not UTF-8.
    public static func read(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> ImportBatch {
        var items = try items(of: ImportSource(data: data), timeZone: timeZone, now: now)
        return try items.drain()
    }

    /// The items of `source`, a line at a time, as ``read(_:timeZone:now:)`` reads them.
    static func items(of source: ImportSource, timeZone: TimeZone, now: Date) throws(ImportError) -> Items {
        Items(lines: try ImportLines(source), timeZone: timeZone, now: now)
    }

    /// The items of a todo.txt file, a line at a time.
    struct Items: ImportItemReader {
        fileprivate var lines: ImportLines
        fileprivate let timeZone: TimeZone
        fileprivate let now: Date
        private var givenIDs = GivenIDs()
        private var identity = TodoTxtIdentity()
        private(set) var tally = ImportBatch()
        private(set) var lineOfLastItem: Int?

        fileprivate init(lines: ImportLines, timeZone: TimeZone, now: Date) {
            self.lines = lines
            self.timeZone = timeZone
            self.now = now
        }

        mutating func next() throws(ImportError) -> ImportedTodoItem? {
            while let (bytes, number) = try lines.next() {
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw .badLine(line: number, reason: "the line is not UTF-8 text; save the file as UTF-8")
                }
                let words = TodoTxtWord.split(text)
                if words.isEmpty { continue }
                let line = try TodoTxtLine(words, line: number)
                if let id = line.id, let earlier = givenIDs.earlierPosition(of: id, at: number) {
                    throw .badLine(line: number, reason: "id \(id) was already given by line \(earlier)")
                }
                if line.ruleKeptInNotes { tally.rulesKeptInNotes += 1 }
                lineOfLastItem = number
                return TodoTxtReader.item(
                    line, source: identity.source(ofLineWith: words), timeZone: timeZone, now: now)
            }
            return nil
        }
    }

    private static func item(_ line: TodoTxtLine, source: String, timeZone: TimeZone, now: Date)
        -> ImportedTodoItem
    {
        let completed = line.isCompleted ? line.completionDay?.start(in: timeZone) ?? now : nil
        let created = line.creationDay?.start(in: timeZone) ?? min(now, completed ?? now)
        return ImportedTodoItem(
            id: line.id, title: line.title, due: line.due, created: created, completed: completed, notes: line.notes,
            tags: line.tags, priority: line.priority,
            recurrence: line.rule.flatMap { rule in line.due.map { Recurrence(rule, startingOn: $0) } },
            source: source, dueTime: line.dueTime, start: line.start)
    }
}
