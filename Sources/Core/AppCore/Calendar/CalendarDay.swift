import Foundation

/// A day of the Gregorian calendar, with no time of day and no time zone.
///
/// Stored as a count of days since 1970-01-01, so comparing and adding days is plain
/// integer arithmetic: month ends, year ends and leap days need no special cases.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let daysSinceEpoch: Int

    /// The earliest day the program reads or writes: 0001-01-01.
    public static let earliest = CalendarDay(uncheckedYear: 1, month: 1, day: 1)
    /// The latest day the program reads or writes: 9999-12-31.
    public static let latest = CalendarDay(uncheckedYear: 9999, month: 12, day: 31)

    /// Creates the day that many days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// Creates a day from its parts, or `nil` when they name no day (February 30th,
    /// month 13) or lie outside years 1 to 9999.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The day that holds `date` in `timeZone`.
    public init(containing date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        self.init(daysSinceEpoch: Int((local / 86_400).rounded(.down)))
    }

    private init(uncheckedYear year: Int, month: Int, day: Int) {
        // Days from civil, after Howard Hinnant's public-domain algorithm.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of this day.
    public var parts: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The year.
    public var year: Int { parts.year }
    /// The month, 1 to 12.
    public var month: Int { parts.month }
    /// The day of the month, 1 to 31.
    public var day: Int { parts.day }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSinceEpoch % 7) + 7 + 4) % 7
        return Weekday(daysFromSunday: index)
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// The number of days from this day to `other` (negative when `other` is earlier).
    public func days(until other: CalendarDay) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The start of this day in `timeZone`.
    public func start(in timeZone: TimeZone) -> Date {
        let utc = Date(timeIntervalSince1970: Double(daysSinceEpoch) * 86_400)
        return utc.addingTimeInterval(-Double(timeZone.secondsFromGMT(for: utc)))
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var iso: String {
        let (year, month, day) = parts
        guard (0...9999).contains(year) else {
            return Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
        }
        let zero = UInt8(ascii: "0")
        return String(unsafeUninitializedCapacity: 10) { bytes in
            bytes[0] = zero + UInt8(year / 1000)
            bytes[1] = zero + UInt8(year / 100 % 10)
            bytes[2] = zero + UInt8(year / 10 % 10)
            bytes[3] = zero + UInt8(year % 10)
            bytes[4] = UInt8(ascii: "-")
            bytes[5] = zero + UInt8(month / 10)
            bytes[6] = zero + UInt8(month % 10)
            bytes[7] = UInt8(ascii: "-")
            bytes[8] = zero + UInt8(day / 10)
            bytes[9] = zero + UInt8(day % 10)
            return 10
        }
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var description: String { iso }

    /// Reads a strict ISO 8601 day, `YYYY-MM-DD`; `nil` for anything else or a day that
    /// does not exist.
    public init?(iso text: some StringProtocol) {
        let parsed =
            text.utf8.withContiguousStorageIfAvailable(Self.parts(iso:)) ?? Self.parts(iso: Array(text.utf8)[...])
        guard let (year, month, day) = parsed else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Reads a strict ISO 8601 day from its UTF-8 bytes.
    init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let (year, month, day) = Self.parts(iso: bytes) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    private static func parts(iso bytes: some RandomAccessCollection<UInt8>) -> (Int, Int, Int)? {
        guard bytes.count == 10 else { return nil }
        let start = bytes.startIndex
        func at(_ offset: Int) -> UInt8 { bytes[bytes.index(start, offsetBy: offset)] }
        func digits(_ from: Int, _ count: Int) -> Int? {
            ASCIIDigits.value(bytes[bytes.index(start, offsetBy: from)..<bytes.index(start, offsetBy: from + count)])
        }
        guard at(4) == UInt8(ascii: "-"), at(7) == UInt8(ascii: "-"), let year = digits(0, 4), let month = digits(5, 2),
            let day = digits(8, 2)
        else { return nil }
        return (year, month, day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    /// The number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
