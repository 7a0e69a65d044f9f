import Foundation

/// Writes items as an iCalendar file (RFC 5545) that calendar and to-do apps import, and
/// that ``ICalendarReader`` reads back with the same titles, due days, completion, tags,
/// priorities, notes and repeat rules.
///
/// A VCALENDAR (VERSION:2.0, PRODID:-//todo//todo//EN, CALSCALE:GREGORIAN) with one VTODO
/// per item, in the order given: UID (the UID the item was imported with, for an item whose
/// source is `ical:UID`, else `todo-ID@todo`: the same every time), DTSTAMP (now), CREATED,
/// SUMMARY, DUE as a DATE (and DTSTART on the same day for a repeating item, as RFC 5545
/// requires of a component with an RRULE), STATUS NEEDS-ACTION or COMPLETED with COMPLETED,
/// PRIORITY (high 1, medium 5, low 9; none left out), CATEGORIES (the tags), DESCRIPTION
/// (the notes) and RRULE (``ICalendarRule``). Times are in UTC, to the second; text is
/// escaped (``ICalendarText``: a CR, which RFC 5545 cannot escape, is written as it is, so
/// that it reads back as a CR); lines end in CRLF and are folded at 75 octets, never inside
/// a character.
public enum ICalendarWriter {
    /// The file for `items`, stamped `now`. Nothing in it depends on `timeZone` (due days
    /// are DATE values, times are UTC); it is taken as the reader takes it.
    public static func write(_ items: [TodoItem], now: Date, timeZone: TimeZone) -> String {
        var out = ""
        func add(_ line: String) { out += ICalendarLines.folded(line) }
        add("BEGIN:VCALENDAR")
        add("VERSION:2.0")
        add("PRODID:-//todo//todo//EN")
        add("CALSCALE:GREGORIAN")
        let stamp = ICalendarTime.utc(now)
        for item in items {
            add("BEGIN:VTODO")
            add("UID:" + ICalendarText.escaped(uid(of: item)))
            add("DTSTAMP:" + stamp)
            add("CREATED:" + ICalendarTime.utc(item.created))
            add("SUMMARY:" + ICalendarText.escaped(item.title))
            // The series' anchor, or the start day (``ICalendarStart``).
            for line in ICalendarStart.lines(
                start: item.start, due: item.due, dueTime: item.dueTime, recurrence: item.recurrence)
            {
                add(line)
            }
            if let due = item.due, let time = item.dueTime {
                // A time of day is floating: the same wall-clock time in every zone.
                add("DUE:" + ICalendarTime.floating(due, time))
            } else if let due = item.due {
                add("DUE;VALUE=DATE:" + ICalendarTime.date(due))
            }
            if let completed = item.completed {
                add("STATUS:COMPLETED")
                add("COMPLETED:" + ICalendarTime.utc(completed))
            } else {
                add("STATUS:NEEDS-ACTION")
            }
            if let priority = item.priority { add("PRIORITY:\(number(of: priority))") }
            if !item.tags.isEmpty { add("CATEGORIES:" + item.tags.map(ICalendarText.escaped).joined(separator: ",")) }
            if !item.notes.isEmpty { add("DESCRIPTION:" + ICalendarText.escaped(item.notes)) }
            if let recurrence = item.recurrence { add("RRULE:" + ICalendarRule.value(recurrence, due: item.due)) }
            add("END:VTODO")
        }
        add("END:VCALENDAR")
        return out
    }

    /// The UID imported with the item, or `todo-ID@todo`.
    private static func uid(of item: TodoItem) -> String {
        if let source = item.source, source.hasPrefix("ical:"), source.count > 5 {
            return String(source.dropFirst(5))
        }
        return "todo-\(item.id)@todo"
    }

    private static func number(of priority: Priority) -> Int {
        switch priority {
        case .high: 1
        case .medium: 5
        case .low: 9
        }
    }
}
