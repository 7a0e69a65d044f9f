import Foundation

/// Reads what `task export` writes (Taskwarrior 2.x and 3.x): a JSON array of tasks, or
/// one task object per line, into the items todo imports.
///
/// Each task's fields map as ``TaskwarriorItem`` says. By `status`:
/// - `pending` and `waiting` → open items; `completed` → completed items, at `end`;
/// - `deleted` → left out, counted as ``ImportSkip/deletedInTaskwarrior``;
/// - `recurring` (the template of a repeating task) → no item of its own: the series
///   becomes one item, its first pending instance (the lowest due; the file's order
///   breaks ties), carrying the template's `recur` (or the instance's own, when the
///   template is not in the file) as its rule and the template's uuid as its identity,
///   so that the series is recognised in a later export, whichever instance is then
///   pending. The series' other pending instances are left out, counted as
///   ``ImportSkip/laterOccurrence``; its completed instances import as completed items,
///   without a rule. A template none of whose pending instances is in the file (an
///   export filtered to `status:recurring`) becomes the series' item itself.
///
/// An item's ``ImportedTodoItem/source`` is `taskwarrior:<uuid>`, in lower case; its id
/// is left to the store.
public enum TaskwarriorReader {
    /// The items of `data`, with the tasks left out counted. Due days are the days that
    /// hold the due times in `timeZone`; `now` stands in for a missing `entry` or `end`.
    ///
    /// Throws ``ImportError/notFormat(format:reason:)`` for input that is not a
    /// Taskwarrior export (not JSON, a JSON value that is not a list of tasks, a task
    /// without `description`, `status` or `uuid`), and
    /// ``ImportError/badEntry(position:reason:)`` naming the entry (counting from 1) and
    /// the task for a value todo cannot take (a due time that is not Taskwarrior's, a blank
    /// title, a uuid given twice...).
    public static func read(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> ImportBatch {
        var items = try items(of: ImportSource(data: data), timeZone: timeZone, now: now)
        return try items.drain()
    }

    /// The items of `source`, as ``read(_:timeZone:now:)`` reads them, read twice: once
    /// whole, to check every task and find the repeating series (keeping only what the
    /// series need), then a task at a time as the items are asked for. A stream (standard
    /// input) is copied into a temporary file first, to be read twice.
    static func items(of source: ImportSource, timeZone: TimeZone, now: Date) throws(ImportError) -> Items {
        let source = try source.rewindable()
        var objects = try TaskwarriorJSON.Objects(source)
        var finder = TaskwarriorSeries.Finder()
        // As if every task were read before any is checked: a fault of the file (told by
        // `objects`) comes before the first wrong task.
        var firstWrongTask: ImportError?
        while let (object, position) = try objects.next() {
            guard firstWrongTask == nil else { continue }
            do throws(ImportError) {
                try finder.add(try TaskwarriorTask(object, position: position))
            } catch {
                firstWrongTask = error
            }
        }
        if let firstWrongTask { throw firstWrongTask }
        return Items(
            objects: try TaskwarriorJSON.Objects(source), series: finder.series(), timeZone: timeZone, now: now)
    }

    /// The items of a Taskwarrior export, a task at a time, its series known.
    struct Items: ImportItemReader {
        fileprivate var objects: TaskwarriorJSON.Objects
        fileprivate let series: TaskwarriorSeries
        fileprivate let timeZone: TimeZone
        fileprivate let now: Date
        private(set) var tally = ImportBatch()

        fileprivate init(objects: TaskwarriorJSON.Objects, series: TaskwarriorSeries, timeZone: TimeZone, now: Date) {
            self.objects = objects
            self.series = series
            self.timeZone = timeZone
            self.now = now
        }

        mutating func next() throws(ImportError) -> ImportedTodoItem? {
            while let (object, position) = try objects.next() {
                let task = try TaskwarriorTask(object, position: position)
                let recur: String?
                let until: Date?
                let source: String
                switch series.role(of: task) {
                case .skipped(let reason):
                    tally.skip(reason)
                    continue
                case .template:
                    continue
                case .item(let rule, let end, let identity):
                    recur = rule
                    until = end
                    source = identity
                }
                let mapped = try TaskwarriorItem(
                    task, recur: recur, until: until, source: source, timeZone: timeZone, now: now)
                if mapped.ruleKeptInNotes { tally.rulesKeptInNotes += 1 }
                return mapped.item
            }
            return nil
        }
    }
}
