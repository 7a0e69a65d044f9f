import Foundation

/// One VTODO's own properties (not those of a VALARM inside it), and what becomes of them.
///
/// SUMMARY is the title ("(no title)" when it is missing or blank); DUE the due day (see
/// ``ICalendarTime/day(in:zone:)``); STATUS:COMPLETED or a COMPLETED time makes it done, at
/// that time (else now); STATUS:CANCELLED skips it, and so does RECURRENCE-ID (a changed
/// occurrence of a repeating to-do, whose series is imported once); PRIORITY 1 to 4 is high,
/// 5 medium, 6 to 9 low, 0 none; CATEGORIES are tags (``ICalendarCategories``); DESCRIPTION
/// is the notes; CREATED (else DTSTAMP, else now) the creation time; RRULE the repeat rule
/// (``ICalendarRule``), kept in the notes as `Repeats in the calendar: ...` when it has no
/// rule of todo's like it, when the to-do has no DUE, or when there are several; UID the
/// source, `ical:UID` (at most 500 characters, no NUL). Of a property that may come once,
/// the first counts; DESCRIPTION and CATEGORIES may come several times. Other properties
/// DTSTART (or todo's own `X-TODO-START`) is the start day, unless it is only a repeating
/// to-do's anchor (``ICalendarStart``). Other properties are ignored: DURATION, LOCATION, URL,
/// PERCENT-COMPLETE, RELATED-TO, RDATE, EXDATE...
struct ICalendarTodo {
    /// The line of its BEGIN:VTODO, counting from 1.
    let begin: Int
    /// Its properties, in the file's order.
    var lines: [ICalendarLine] = []

    /// The title of a to-do without a SUMMARY, or with a blank one.
    static let untitled = "(no title)"

    /// The longest UID kept, in Unicode scalars: at most 2,000 bytes, well within what a
    /// database index holds (PostgreSQL's b-tree takes about 2,700).
    static let maximumUIDLength = 500

    /// What becomes of a to-do.
    enum Outcome {
        /// An item, and how many of its repeat rules were kept in its notes.
        case item(ImportedTodoItem, rulesKeptInNotes: Int)
        /// Left out, for this reason.
        case skipped(ImportSkip)
    }

    /// The item this to-do makes for someone in `timeZone` when it is `now`, or why it is
    /// left out. A value that cannot be read (a DUE, COMPLETED, CREATED or DTSTAMP that is
    /// no date, a PRIORITY that is no number from 0 to 9, a title or notes that break their
    /// rules, a UID too long or holding a NUL) is refused, naming its line; the fields of a
    /// skipped to-do are not read.
    func outcome(timeZone: TimeZone, now: Date) throws(ImportError) -> Outcome {
        if first("RECURRENCE-ID") != nil { return .skipped(.laterOccurrence) }
        let status = first("STATUS")?.value.trimmingCharacters(in: .whitespaces).uppercased()
        if status == "CANCELLED" { return .skipped(.cancelled) }
        let title = try title()
        var due: CalendarDay?
        var dueTime: TimeOfDay?
        if let line = first("DUE") {
            let time = try Self.time(line, "a date (YYYYMMDD) or a date and time (YYYYMMDDTHHMMSS, Z for UTC)")
            (due, dueTime) = time.wallClock(in: timeZone, zone: ICalendarTime.zone(named: line.parameters["TZID"]))
        }
        let completedAt = try first("COMPLETED").map { line throws(ImportError) in try instant(line, timeZone) }
        let completed = status == "COMPLETED" || completedAt != nil ? completedAt ?? now : nil
        let created = try (first("CREATED") ?? first("DTSTAMP")).map { line throws(ImportError) in
            try instant(line, timeZone)
        }
        let categories = ICalendarCategories.tags(all("CATEGORIES").flatMap { ICalendarText.list($0.value) })
        var notes = all("DESCRIPTION").map { ICalendarText.unescaped($0.value) }.filter { !$0.isEmpty }
        notes += categories.refused.map { "Category: \($0)" }
        let rules = all("RRULE")
        var recurrence: Recurrence?
        if rules.count == 1, let rule = rules.first, let due {
            recurrence = ICalendarRule.recurrence(rule.value, due: due, timeZone: timeZone)
        }
        let keptInNotes = recurrence == nil ? rules.count : 0
        if recurrence == nil { notes += rules.map { "Repeats in the calendar: " + $0.value } }
        let checkedNotes: String
        do {
            checkedNotes = try NotesRules.checked(notes.joined(separator: "\n"))
        } catch {
            throw .badLine(line: first("DESCRIPTION")?.number ?? begin, reason: error.description)
        }
        let uid = try uid()
        let start = ICalendarStart.day(
            dtstart: first("DTSTART"), written: first(ICalendarStart.property), due: due, repeats: !rules.isEmpty,
            timeZone: timeZone)
        let item = ImportedTodoItem(
            id: nil, title: title, due: due, created: created ?? now, completed: completed, notes: checkedNotes,
            tags: categories.tags, priority: try priority(), recurrence: recurrence,
            source: uid.map { "ical:" + $0 }, dueTime: dueTime, start: start)
        return .item(item, rulesKeptInNotes: keptInNotes)
    }

    private func first(_ name: String) -> ICalendarLine? {
        lines.first { $0.name == name }
    }

    private func all(_ name: String) -> [ICalendarLine] {
        lines.filter { $0.name == name }
    }

    private func title() throws(ImportError) -> String {
        guard let line = first("SUMMARY") else { return Self.untitled }
        do {
            return try TitleRules.checked(ICalendarText.unescaped(line.value))
        } catch {
            if error == .blank { return Self.untitled }
            throw .badLine(line: line.number, reason: error.description)
        }
    }

    /// A moment: a UTC time, or a time (a date: its start) read in its TZID's zone, or else
    /// in `timeZone`.
    private func instant(_ line: ICalendarLine, _ timeZone: TimeZone) throws(ImportError) -> Date {
        let time = try Self.time(line, "a date and time (YYYYMMDDTHHMMSSZ)")
        return time.instant(zone: ICalendarTime.zone(named: line.parameters["TZID"]) ?? timeZone)
    }

    private static func time(_ line: ICalendarLine, _ expected: String) throws(ImportError) -> ICalendarTime {
        guard let time = ICalendarTime(line) else {
            throw .badLine(line: line.number, reason: "\(line.name) \(shown(line.value)) is not \(expected)")
        }
        return time
    }

    /// The UID, unescaped (`nil` for none, or an empty one); refused when it holds a NUL
    /// or is longer than ``maximumUIDLength``, which no store could keep as an identity.
    private func uid() throws(ImportError) -> String? {
        guard let line = first("UID") else { return nil }
        let uid = ICalendarText.unescaped(line.value)
        let length = uid.unicodeScalars.count
        if length > Self.maximumUIDLength {
            throw .badLine(
                line: line.number,
                reason: "the UID is \(length) characters long; todo keeps UIDs of up to \(Self.maximumUIDLength)")
        }
        if uid.utf8.contains(0) {
            throw .badLine(
                line: line.number, reason: "the UID contains a NUL character (U+0000), which cannot be stored")
        }
        return uid.isEmpty ? nil : uid
    }

    private func priority() throws(ImportError) -> Priority? {
        guard let line = first("PRIORITY") else { return nil }
        let text = line.value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(text), number <= 9
        else {
            throw .badLine(line: line.number, reason: "PRIORITY \(Self.shown(line.value)) is not a number from 0 to 9")
        }
        switch number {
        case 1...4: return .high
        case 5: return .medium
        case 6...9: return .low
        default: return nil
        }
    }

    /// A value as a message quotes it: escaped, and cut after 40 characters.
    private static func shown(_ value: String) -> String {
        JSONText.quoted(value.count > 40 ? value.prefix(40) + "..." : value)
    }
}
