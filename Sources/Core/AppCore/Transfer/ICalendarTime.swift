import Foundation

/// An iCalendar DATE or DATE-TIME value (RFC 5545, 3.3.4 and 3.3.5) as written:
/// `20261201`, `20261201T090000Z` (UTC), `20261201T090000` (floating, or local to a TZID).
struct ICalendarTime {
    /// The date written.
    let day: CalendarDay
    /// The time of day written, in seconds from midnight (0 to 86,400, a leap second
    /// included), or `nil` for a DATE.
    let seconds: Int?
    /// Whether the time ends in `Z`: UTC.
    let isUTC: Bool

    /// Reads the value of `line`, as its `VALUE` parameter says (`DATE`, `DATE-TIME`, or
    /// either when there is none); `nil` when it is neither or names no day of years 1 to
    /// 9999. Surrounding spaces are ignored.
    init?(_ line: ICalendarLine) {
        self.init(value: line.value, kind: line.parameters["VALUE"])
    }

    /// Reads `value` as a DATE or DATE-TIME, as `kind` says (`DATE`, `DATE-TIME`, or either
    /// when `nil`), as ``init(_:)`` reads a line's: an RRULE's `UNTIL`, for one.
    init?(value: String, kind: String?) {
        let kind = kind?.uppercased()
        let bytes = Array(value.trimmingCharacters(in: .whitespaces).utf8)
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16,
            let year = ASCIIDigits.value(bytes[0..<4]), let month = ASCIIDigits.value(bytes[4..<6]),
            let dayOfMonth = ASCIIDigits.value(bytes[6..<8]),
            let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        self.day = day
        if bytes.count == 8 {
            guard kind == nil || kind == "DATE" else { return nil }
            seconds = nil
            isUTC = false
        } else {
            guard kind == nil || kind == "DATE-TIME", bytes[8] == UInt8(ascii: "T"),
                let hour = ASCIIDigits.value(bytes[9..<11]), let minute = ASCIIDigits.value(bytes[11..<13]),
                let second = ASCIIDigits.value(bytes[13..<15]), hour < 24, minute < 60, second <= 60
            else { return nil }
            isUTC = bytes.count == 16
            guard !isUTC || bytes[15] == UInt8(ascii: "Z") else { return nil }
            seconds = hour * 3600 + minute * 60 + second
        }
    }

    /// The day it falls on for someone in `timeZone`. A DATE, a floating time and a time in
    /// an unknown zone (`zone` `nil`) fall on the date written; a UTC time, and a time in a
    /// known `zone`, on the day that holds that moment in `timeZone` (kept within years 1 to
    /// 9999: 9999-12-31T23:00:00Z is 9999-12-31 in Tokyo too).
    func day(in timeZone: TimeZone, zone: TimeZone?) -> CalendarDay {
        guard seconds != nil, isUTC || zone != nil else { return day }
        let day = CalendarDay(containing: instant(zone: zone ?? timeZone), in: timeZone)
        return min(max(day, .earliest), .latest)
    }

    /// The day and wall-clock time it stands for in `timeZone` (to the minute): a DATE is its
    /// day with no time; a floating time, and a time in an unknown zone (`zone` `nil`), the
    /// date and time written; a UTC time, and a time in a known `zone`, the local day and
    /// time of that moment in `timeZone` (`DUE;TZID=Europe/Paris:20261204T090000` read in
    /// London is 08:00).
    func wallClock(in timeZone: TimeZone, zone: TimeZone?) -> (day: CalendarDay, time: TimeOfDay?) {
        guard let seconds else { return (day, nil) }
        guard isUTC || zone != nil else { return (day, TimeOfDay(minutes: min(seconds, 86_399) / 60)) }
        let moment = instant(zone: zone ?? timeZone)
        let local = CalendarDay(containing: moment, in: timeZone)
        guard local >= .earliest, local <= .latest else { return (min(max(local, .earliest), .latest), nil) }
        return (local, TimeOfDay(containing: moment, in: timeZone))
    }

    /// `day` at `time` as a floating DATE-TIME value (no zone: the wall-clock time wherever
    /// the reader is): `20261204T090000`.
    static func floating(_ day: CalendarDay, _ time: TimeOfDay) -> String {
        date(day) + "T" + time.text.filter { $0 != ":" } + "00"
    }

    /// The moment it names: a UTC time as such, a DATE at the start of its day, other times
    /// read in `zone`; always within the range ``clamped(_:)`` keeps.
    func instant(zone: TimeZone) -> Date {
        let wall = Double(day.daysSinceEpoch * 86_400 + (seconds ?? 0))
        if isUTC { return Self.clamped(Date(timeIntervalSince1970: wall)) }
        // The offset at the wall-clock time read as UTC, then at the moment that gives: right
        // on both sides of a change of offset (a time in a spring-forward gap moves on).
        let guess = wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        return Self.clamped(Date(timeIntervalSince1970: wall - Double(offset)))
    }

    /// The zone a `TZID` parameter names, or `nil` when the system does not know it (a
    /// Windows name such as `W. Europe Standard Time`, or a name only the file's VTIMEZONE
    /// defines). A path before an IANA name, as some programs write
    /// (`/mozilla.org/20050126_1/Europe/Paris`), is skipped.
    static func zone(named name: String?) -> TimeZone? {
        guard let name, !name.isEmpty, name.utf8.count <= 100,
            name.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
        else { return nil }
        var rest = Substring(name)
        while !rest.isEmpty {
            if let zone = TimeZone(identifier: String(rest)) { return zone }
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            rest = rest[rest.index(after: slash)...]
        }
        return nil
    }

    /// The first and the last moment written: 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z.
    static let range: ClosedRange<Date> =
        Date(
            timeIntervalSince1970: Double(CalendarDay.earliest.daysSinceEpoch * 86_400))...Date(
            timeIntervalSince1970: Double(CalendarDay.latest.daysSinceEpoch * 86_400 + 86_399))

    /// `date` moved into ``range``, so that what is read can be written and read back.
    static func clamped(_ date: Date) -> Date {
        min(max(date, range.lowerBound), range.upperBound)
    }

    /// `day` as a DATE value: `20261201`.
    static func date(_ day: CalendarDay) -> String {
        day.iso.filter { $0 != "-" }
    }

    /// `date` as a UTC DATE-TIME value, to the second: `20261119T093000Z`.
    static func utc(_ date: Date) -> String {
        Timestamp.format(clamped(date)).filter { $0 != "-" && $0 != ":" }
    }
}
