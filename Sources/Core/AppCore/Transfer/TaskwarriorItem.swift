import Foundation

/// Turns one Taskwarrior task into the item todo imports.
///
/// - `description` → the title (``TitleRules``);
/// - `due` → the day and time of day that hold it in the importing time zone (no `due`:
///   someday); local midnight, which Taskwarrior writes for a due day given without a
///   time (`due:fri`), is the day with no time;
/// - `wait` → the start day (hidden until then): the day that holds it in the importing time
///   zone (Taskwarrior writes it in UTC; its time of day is not kept);
/// - `entry` → created, `end` → completed (for a completed task; either missing: now);
/// - `tags` → tags: a character a tag may not hold (see ``TagRules``) becomes `-`
///   (`a/b` → `a-b`), and a tag still refused (too long, no letter or digit) refuses
///   the entry;
/// - `project` → one more tag, made the same way: `home.finance` stays `home.finance`
///   (letters, digits, `-`, `_` and `.` are kept), `Home Renovation` becomes
///   `Home-Renovation`;
/// - `priority` `H`, `M`, `L` → high, medium, low; any other value (a user's own
///   `uda.priority.values`) → no priority, and a note line `Priority in Taskwarrior: X`;
/// - `annotations` → the notes, one line each, `YYYY-MM-DD description` (the day it was
///   added, in the importing time zone), in the file's order (``NotesRules``);
/// - the repeat rule (``TaskwarriorRecur``) → todo's rule from the due day, and the
///   series' `until` → its end day (the day that holds it in the importing time zone);
///   a rule todo cannot say, or one on a task without a due day, becomes the last note
///   line `Repeats in Taskwarrior: <recur>` (and `until <YYYY-MM-DD>` after it).
struct TaskwarriorItem {
    /// The item to import.
    let item: ImportedTodoItem
    /// Whether the task's repeat rule was kept in the notes instead of becoming a rule.
    let ruleKeptInNotes: Bool

    /// Maps `task` to an item: `recur` is the repeat rule it carries (`nil`: none), `until`
    /// when that series ends (`nil`: never), `source` its identity (`taskwarrior:<uuid>`);
    /// `now` stands in for missing times.
    init(
        _ task: TaskwarriorTask, recur: String?, until: Date?, source: String, timeZone: TimeZone, now: Date
    ) throws(ImportError) {
        func bad(_ reason: String) -> ImportError {
            .badEntry(position: task.position, reason: "\(task.label): \(reason)")
        }
        let title: String
        do { title = try TitleRules.checked(task.description) } catch { throw bad(error.description) }
        let due = try task.due.map { date throws(ImportError) in
            guard let day = TaskwarriorTime.day(of: date, in: timeZone) else {
                throw bad("the due time falls outside the days todo keeps (years 1 to 9999)")
            }
            return day
        }
        let dueTime = task.due.flatMap { date -> TimeOfDay? in
            let time = TimeOfDay(containing: date, in: timeZone)
            return time == .midnight ? nil : time
        }
        let start = try task.wait.map { date throws(ImportError) in
            guard let day = TaskwarriorTime.day(of: date, in: timeZone) else {
                throw bad("the wait time falls outside the days todo keeps (years 1 to 9999)")
            }
            return day
        }
        var lines: [String] = []
        for annotation in task.annotations {
            var line = annotation.description
            if let entry = annotation.entry {
                guard let day = TaskwarriorTime.day(of: entry, in: timeZone) else {
                    throw bad("an annotation's time falls outside the days todo keeps (years 1 to 9999)")
                }
                line = line.isEmpty ? day.iso : day.iso + " " + line
            }
            lines.append(line)
        }
        let priority = Self.priority(task.priority)
        if priority == nil, let written = task.priority, !written.isEmpty {
            lines.append("Priority in Taskwarrior: \(written)")
        }
        var recurrence: Recurrence?
        if let recur {
            let end = try until.map { date throws(ImportError) in
                guard let day = TaskwarriorTime.day(of: date, in: timeZone) else {
                    throw bad("the until time falls outside the days todo keeps (years 1 to 9999)")
                }
                return day
            }
            if let pattern = TaskwarriorRecur.pattern(recur), let due {
                recurrence = Recurrence(pattern, startingOn: due, end: end.map { .until($0) })
            } else {
                lines.append("Repeats in Taskwarrior: \(recur)" + (end.map { " until \($0.iso)" } ?? ""))
            }
        }
        let notes: String
        do { notes = try NotesRules.checked(lines.joined(separator: "\n")) } catch { throw bad(error.description) }
        var tags: [String] = []
        for written in task.tags {
            tags.append(try Self.tag(written, as: "tag", bad: bad))
        }
        if let project = task.project, !project.isEmpty {
            tags.append(try Self.tag(project, as: "project", bad: bad))
        }
        item = ImportedTodoItem(
            id: nil, title: title, due: due, created: task.entry ?? now,
            completed: task.status == .completed ? task.end ?? now : nil, notes: notes,
            tags: TagRules.normalized(tags), priority: priority, recurrence: recurrence, source: source,
            dueTime: dueTime, start: start)
        ruleKeptInNotes = recur != nil && recurrence == nil
    }

    /// `written` with every character a tag may not hold turned into `-`, and without the
    /// signs a tag may not begin with at its start.
    static func tag(_ written: String) -> String {
        String(written.map { TagRules.isTagCharacter($0) ? $0 : "-" }.drop(while: TagRules.innerSigns.contains))
    }

    /// The tag a Taskwarrior tag or project (`field`) becomes, checked by ``TagRules``.
    private static func tag(_ written: String, as field: String, bad: (String) -> ImportError) throws(ImportError)
        -> String
    {
        let tag = tag(written)
        do {
            return try TagRules.checked(tag)
        } catch {
            let named = "\(field) \(JSONText.quoted(String(written.prefix(80))))"
            let read = tag == written ? "" : ", read as \(JSONText.quoted(String(tag.prefix(80))))"
            throw bad("\(named)\(read): \(error.description)")
        }
    }

    private static func priority(_ written: String?) -> Priority? {
        switch written?.uppercased() {
        case "H": .high
        case "M": .medium
        case "L": .low
        default: nil
        }
    }
}
