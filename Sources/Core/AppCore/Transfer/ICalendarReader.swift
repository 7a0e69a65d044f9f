import Foundation

/// Reads an iCalendar file (RFC 5545), such as a calendar or to-do app exports: every
/// VTODO is an item (``ICalendarTodo`` says how each property maps).
///
/// The file is UTF-8 with CRLF or LF line ends; folded lines are unfolded, empty lines
/// ignored. It begins with BEGIN:VCALENDAR and ends with END:VCALENDAR (several calendars
/// may follow one another). Within a calendar, VTIMEZONE is skipped quietly, and every
/// other component that is not a VTODO (VEVENT, VJOURNAL, VFREEBUSY...) is skipped and
/// counted (``ImportSkip/notATodo``); components inside a VTODO (VALARM) are skipped
/// quietly. The properties of the calendar itself (VERSION, PRODID...) are not checked.
///
/// Refused, naming the line (physical lines counted from 1, before unfolding): a line
/// without a colon or not UTF-8, an END that does not close the last BEGIN (END:VCALENDAR
/// before END:VTODO), a BEGIN never ended (named at its line), text after END:VCALENDAR,
/// and the values ``ICalendarTodo/outcome(timeZone:now:)`` refuses. A file that does not
/// begin with BEGIN:VCALENDAR is not an iCalendar file.
public enum ICalendarReader {
    private static let format = "an iCalendar file"

    /// The items of `data` for someone in `timeZone` when it is `now` (the creation time of
    /// a to-do without CREATED or DTSTAMP, the completion time of a done one without
    /// COMPLETED), in the file's order, and what was left out.
    public static func read(_ data: Data, timeZone: TimeZone, now: Date) throws(ImportError) -> ImportBatch {
        var items = try items(of: ImportSource(data: data), timeZone: timeZone, now: now)
        return try items.drain()
    }

    /// The items of `source`, a component at a time, as ``read(_:timeZone:now:)`` reads them.
    static func items(of source: ImportSource, timeZone: TimeZone, now: Date) throws(ImportError) -> Items {
        Items(lines: try ICalendarLines.Stream(source), timeZone: timeZone, now: now)
    }

    /// The items of an iCalendar file, a VTODO at a time.
    struct Items: ImportItemReader {
        fileprivate var lines: ICalendarLines.Stream
        fileprivate let timeZone: TimeZone
        fileprivate let now: Date
        private var started = false
        private var open: [(name: String, line: Int)] = []
        private var todo: ICalendarTodo?
        private(set) var tally = ImportBatch()

        fileprivate init(lines: ICalendarLines.Stream, timeZone: TimeZone, now: Date) {
            self.lines = lines
            self.timeZone = timeZone
            self.now = now
        }

        mutating func next() throws(ImportError) -> ImportedTodoItem? {
            while let unfolded = try lines.next() {
                if !started {
                    started = true
                    let opening = try? ICalendarLine(unfolded)
                    guard let opening, opening.name == "BEGIN", ICalendarReader.component(opening) == "VCALENDAR" else {
                        throw .notFormat(
                            format: ICalendarReader.format, reason: "it does not begin with BEGIN:VCALENDAR")
                    }
                }
                if let item = try take(ICalendarLine(unfolded)) { return item }
            }
            guard started else { throw .notFormat(format: ICalendarReader.format, reason: "it is empty") }
            if let last = open.last {
                throw .badLine(
                    line: last.line,
                    reason: "BEGIN:\(last.name) has no END:\(last.name); the file ends at line \(lines.physicalLines)")
            }
            return nil
        }

        /// Takes one line; the item of a VTODO it ends, if it ends one that is not skipped.
        private mutating func take(_ line: ICalendarLine) throws(ImportError) -> ImportedTodoItem? {
            switch line.name {
            case "BEGIN":
                let name = ICalendarReader.component(line)
                try ICalendarReader.checkBegin(name, at: line.number, inside: open)
                if open.count == 1 {
                    if name == "VTODO" {
                        todo = ICalendarTodo(begin: line.number)
                    } else if name != "VTIMEZONE" {
                        tally.skip(.notATodo)
                    }
                }
                open.append((name, line.number))
            case "END":
                let name = ICalendarReader.component(line)
                guard let last = open.popLast() else {
                    throw .badLine(line: line.number, reason: "END:\(name) comes after END:VCALENDAR")
                }
                guard name == last.name else {
                    throw .badLine(
                        line: line.number,
                        reason:
                            "END:\(name) comes before END:\(last.name) of the BEGIN:\(last.name) on line \(last.line)")
                }
                if open.count == 1, name == "VTODO", let done = todo {
                    todo = nil
                    switch try done.outcome(timeZone: timeZone, now: now) {
                    case .item(let item, let kept):
                        tally.rulesKeptInNotes += kept
                        return item
                    case .skipped(let reason):
                        tally.skip(reason)
                    }
                }
            default:
                guard !open.isEmpty else {
                    throw .badLine(
                        line: line.number, reason: "\(line.name) comes after END:VCALENDAR, which ends the file")
                }
                if open.count == 2 { todo?.lines.append(line) }
            }
            return nil
        }
    }

    /// What a BEGIN or END line names, in upper case; quoted and escaped when it holds
    /// what a name may not (it is shown in messages).
    private static func component(_ line: ICalendarLine) -> String {
        let name = line.value.trimmingCharacters(in: .whitespaces).uppercased()
        let plain = name.count <= 40 && name.unicodeScalars.allSatisfy { $0.value > 0x20 && !$0.isInvisibleControl }
        return plain ? name : JSONText.quoted(name.count > 40 ? name.prefix(40) + "..." : name)
    }

    /// Refuses a BEGIN that names nothing, one outside a calendar that is not a calendar's,
    /// and a calendar inside another.
    private static func checkBegin(_ name: String, at line: Int, inside open: [(name: String, line: Int)])
        throws(ImportError)
    {
        if name.isEmpty { throw .badLine(line: line, reason: "BEGIN names no component") }
        if open.isEmpty, name != "VCALENDAR" {
            throw .badLine(line: line, reason: "BEGIN:\(name) comes after END:VCALENDAR, outside any calendar")
        }
        if !open.isEmpty, name == "VCALENDAR" {
            throw .badLine(
                line: line, reason: "BEGIN:VCALENDAR comes inside the calendar begun on line \(open[0].line)")
        }
    }
}
