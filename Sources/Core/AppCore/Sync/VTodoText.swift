import Foundation

/// A task's iCalendar text as the server keeps it, changed only where todo's fields
/// changed: every other line (VALARM, X- properties, RELATED-TO, a DUE in a time zone whose
/// day and time are unchanged, a DTSTART with a time of day whose day is unchanged...) is
/// kept byte for byte and sent back as it was.
enum VTodoText {
    /// The text of a new task: todo's own VTODO (``ICalendarWriter``) with `uid`.
    static func new(_ item: TodoItem, uid: String, now: Date, timeZone: TimeZone) -> String {
        let named = TodoItem(
            id: item.id, title: item.title, due: item.due, created: item.created, completed: item.completed,
            notes: item.notes, tags: item.tags, priority: item.priority, recurrence: item.recurrence,
            source: "ical:" + uid, dueTime: item.dueTime, start: item.start)
        return ICalendarWriter.write([named], now: now, timeZone: timeZone)
    }

    /// `text` with the properties of `changed` fields written from `fields`, and DTSTAMP and
    /// LAST-MODIFIED set to `now`; the first VTODO's other lines, and every other line,
    /// unchanged.
    static func patched(_ text: String, fields: SyncFields, changed: Set<SyncField>, now: Date) -> String {
        let lines = logicalLines(text)
        var out: [String] = []
        var depth = 0
        var inTodo = false
        var todoDone = false
        var removing = Set(["DTSTAMP", "LAST-MODIFIED"])
        for field in changed { removing.formUnion(names(of: field)) }
        // The start day and the series' anchor (``ICalendarStart``), written again when the
        // due day, the start day or the rule changed, less a line already as it should be.
        var startLines: [String] = []
        if !changed.isDisjoint(with: [.due, .start, .recurrence]) {
            startLines = ICalendarStart.lines(
                start: fields.start, due: fields.due, dueTime: fields.dueTime, recurrence: fields.recurrence)
            removing.formUnion(["DTSTART", ICalendarStart.property])
        }
        for line in lines {
            let name = propertyName(line)
            let value = line.split(separator: ":", maxSplits: 1).dropFirst().first.map {
                $0.trimmingCharacters(in: .whitespaces).uppercased()
            }
            if name == "BEGIN" {
                depth += 1
                if depth == 2, value == "VTODO", !todoDone { inTodo = true }
                out.append(line)
                continue
            }
            if name == "END" {
                if inTodo, depth == 2 {
                    out +=
                        (additions(fields: fields, changed: changed, now: now) + startLines.map(ICalendarLines.folded))
                        .map(unterminated)
                    inTodo = false
                    todoDone = true
                }
                depth -= 1
                out.append(line)
                continue
            }
            if inTodo, depth == 2, removing.contains(name) {
                if let kept = startLines.firstIndex(where: { Self.sameDay(line, $0) }) {
                    startLines.remove(at: kept)
                    out.append(line)
                }
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\r\n") + "\r\n"
    }

    /// The new lines for the changed fields.
    private static func additions(fields: SyncFields, changed: Set<SyncField>, now: Date) -> [String] {
        var lines: [String] = []
        func add(_ line: String) { lines.append(ICalendarLines.folded(line)) }
        add("DTSTAMP:" + ICalendarTime.utc(now))
        add("LAST-MODIFIED:" + ICalendarTime.utc(now))
        if changed.contains(.title) { add("SUMMARY:" + ICalendarText.escaped(fields.title)) }
        if changed.contains(.due), let due = fields.due {
            // A time of day is floating: the same wall-clock time wherever the phone is.
            let value =
                fields.dueTime.map { ":" + ICalendarTime.floating(due, $0) } ?? ";VALUE=DATE:" + ICalendarTime.date(due)
            add("DUE" + value)
        }
        if changed.contains(.completion) {
            if let completed = fields.completed {
                add("STATUS:COMPLETED")
                add("COMPLETED:" + ICalendarTime.utc(completed))
                add("PERCENT-COMPLETE:100")
            } else {
                add("STATUS:NEEDS-ACTION")
            }
        }
        if changed.contains(.priority), let priority = fields.priority {
            add("PRIORITY:\(priority == .high ? 1 : priority == .medium ? 5 : 9)")
        }
        if changed.contains(.tags), !fields.tags.isEmpty {
            add("CATEGORIES:" + fields.tags.map(ICalendarText.escaped).joined(separator: ","))
        }
        if changed.contains(.notes), !fields.notes.isEmpty { add("DESCRIPTION:" + ICalendarText.escaped(fields.notes)) }
        if changed.contains(.recurrence), let recurrence = fields.recurrence {
            add("RRULE:" + ICalendarRule.value(recurrence, due: fields.due))
        }
        return lines
    }

    /// The properties a field is written as.
    private static func names(of field: SyncField) -> Set<String> {
        switch field {
        case .title: ["SUMMARY"]
        case .due: ["DUE"]
        case .start: []
        case .notes: ["DESCRIPTION"]
        case .tags: ["CATEGORIES"]
        case .priority: ["PRIORITY"]
        case .recurrence: ["RRULE"]
        case .completion: ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]
        }
    }

    /// Whether the task's line `old` is the start line `new` would be: the same property, on
    /// the same day written, both with a time of day or both without (a phone's DTSTART at
    /// 08:00 stays as it is while its day does).
    private static func sameDay(_ old: String, _ new: String) -> Bool {
        guard propertyName(old) == propertyName(new), let was = time(of: old), let will = time(of: new) else {
            return false
        }
        return was.day == will.day && (was.seconds == nil) == (will.seconds == nil)
    }

    /// The DATE or DATE-TIME value of a line (unfolded first).
    private static func time(of line: String) -> ICalendarTime? {
        let unfolded = line.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\r\n\t", with: "")
        guard let colon = unfolded.lastIndex(of: ":") else { return nil }
        return ICalendarTime(value: String(unfolded[unfolded.index(after: colon)...]), kind: nil)
    }

    /// A folded line without its last line break (the lines are joined with CRLF).
    private static func unterminated(_ folded: String) -> String {
        // "\r\n" is one Character.
        folded.hasSuffix("\r\n") ? String(folded.dropLast()) : folded
    }

    /// The lines of `text`, each with its continuation lines (a folded line stays folded as
    /// it was), without their line breaks; empty lines left out.
    static func logicalLines(_ text: String) -> [String] {
        var lines: [String] = []
        // Split by scalars: "\r\n" is one Character, which a split by "\n" never finds.
        for raw in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let scalars = raw.last == "\r" ? raw.dropLast() : raw[...]
            let line = String(String.UnicodeScalarView(scalars))
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += "\r\n" + line
            } else if !line.isEmpty {
                lines.append(line)
            }
        }
        return lines
    }

    /// A line's property name, upper case ("DUE" of "DUE;VALUE=DATE:20261120").
    private static func propertyName(_ line: String) -> String {
        let end = line.firstIndex { $0 == ";" || $0 == ":" } ?? line.endIndex
        return line[..<end].uppercased()
    }
}
