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
        var tasks: [TaskwarriorTask] = []
        var positionOfUUID: [String: Int] = [:]
        for (index, object) in try TaskwarriorJSON.objects(in: data).enumerated() {
            let task = try TaskwarriorTask(object, position: index + 1)
            if let earlier = positionOfUUID.updateValue(task.position, forKey: task.uuid) {
                throw .badEntry(position: task.position, reason: "\(task.label): entry \(earlier) has the same uuid")
            }
            tasks.append(task)
        }
        let series = TaskwarriorSeries(tasks)
        var batch = ImportBatch()
        for task in tasks {
            let recur: String?
            let until: Date?
            let source: String
            switch series.role(of: task) {
            case .skipped(let reason):
                batch.skip(reason)
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
            batch.items.append(mapped.item)
            if mapped.ruleKeptInNotes { batch.rulesKeptInNotes += 1 }
        }
        return batch
    }
}
