import Foundation

/// How an item's start day (hidden until) is written in a VTODO, and read back.
///
/// RFC 5545 anchors an RRULE at DTSTART, each occurrence's DUE keeping its distance from its
/// DTSTART. So DTSTART carries the start day (`DTSTART;VALUE=DATE:20261130`; a floating
/// midnight when the DUE has a time, as both must be of one value type) when that leaves the
/// series as todo has it: for an item that does not repeat, and for one repeating every N
/// days or weeks without an end day (its occurrences shift with the start day alike). Any
/// other repeating item keeps DTSTART on its due day, the series' anchor as before, and its
/// start day goes in `X-TODO-START;VALUE=DATE:20261130`, which todo reads back.
///
/// Read back: `X-TODO-START` is the start day; else DTSTART is (the day it falls on, any
/// time of day dropped), unless the to-do repeats and DTSTART is on its due day or it has
/// no DUE: then DTSTART is the series' anchor, and there is no start day.
enum ICalendarStart {
    /// The property todo writes a start day in when DTSTART cannot carry it.
    static let property = "X-TODO-START"

    /// Whether DTSTART can carry `start` for an item due on `due` that repeats by
    /// `recurrence` without changing its series.
    static func onDTSTART(_ start: CalendarDay, due: CalendarDay?, recurrence: Recurrence?) -> Bool {
        guard let recurrence else { return true }
        guard let due, start <= due, case .interval(_, let unit) = recurrence.pattern, unit == .day || unit == .week
        else { return false }
        if case .until = recurrence.end { return false }
        return true
    }

    /// The DTSTART (and `X-TODO-START`) lines of an item: none without a start day or a
    /// rule; the due day as the anchor of a rule; the start day where it can ride on DTSTART.
    static func lines(start: CalendarDay?, due: CalendarDay?, dueTime: TimeOfDay?, recurrence: Recurrence?)
        -> [String]
    {
        func dtstart(_ day: CalendarDay, _ time: TimeOfDay?) -> String {
            time.map { "DTSTART:" + ICalendarTime.floating(day, $0) } ?? "DTSTART;VALUE=DATE:" + ICalendarTime.date(day)
        }
        // A DTSTART of a timed DUE is a time too: the start day's midnight.
        let startTime: TimeOfDay? = due != nil && dueTime != nil ? .midnight : nil
        if let start, onDTSTART(start, due: due, recurrence: recurrence) { return [dtstart(start, startTime)] }
        var lines: [String] = []
        if recurrence != nil, let due { lines.append(dtstart(due, dueTime)) }
        if let start { lines.append(property + ";VALUE=DATE:" + ICalendarTime.date(start)) }
        return lines
    }

    /// The start day a to-do's DTSTART and `X-TODO-START` give (the values of `dtstart` and
    /// `written`, either missing), for one due on `due` that `repeats` or not, read in
    /// `timeZone`.
    static func day(
        dtstart: ICalendarLine?, written: ICalendarLine?, due: CalendarDay?, repeats: Bool, timeZone: TimeZone
    ) -> CalendarDay? {
        if let written, let time = ICalendarTime(written) {
            return time.day(in: timeZone, zone: ICalendarTime.zone(named: written.parameters["TZID"]))
        }
        guard let dtstart, let time = ICalendarTime(dtstart) else { return nil }
        let day = time.day(in: timeZone, zone: ICalendarTime.zone(named: dtstart.parameters["TZID"]))
        if repeats, due == nil || day == due { return nil }
        return day
    }
}
