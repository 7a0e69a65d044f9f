import Foundation

/// A time of day on the user's wall clock, to the minute: iCalendar's floating time. It
/// names no time zone, so moving to another zone does not move it: 09:00 stays 09:00.
public struct TimeOfDay: Hashable, Comparable, Sendable {
    /// Minutes since midnight, 0 to 1439.
    public let minutes: Int

    /// The time `minutes` after midnight, or `nil` outside 0 to 1439.
    public init?(minutes: Int) {
        guard (0..<Self.minutesPerDay).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// The time at `hour`:`minute`, or `nil` outside 00:00 to 23:59.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.minutes = hour * 60 + minute
    }

    fileprivate init(checked minutes: Int) {
        self.minutes = minutes
    }

    /// 00:00.
    public static let midnight = TimeOfDay(checked: 0)
    /// 12:00.
    public static let noon = TimeOfDay(checked: 12 * 60)

    /// The minutes in a day.
    public static let minutesPerDay = 1440

    /// The hour, 0 to 23.
    public var hour: Int { minutes / 60 }
    /// The minute of the hour, 0 to 59.
    public var minute: Int { minutes % 60 }

    /// "09:00", "15:30": 24-hour, two digits each.
    public var text: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.minutes < rhs.minutes
    }
}

extension TimeOfDay {
    /// The time of day `date` falls at in `timeZone`, to the minute.
    public init(containing date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let seconds = local - (local / 86_400).rounded(.down) * 86_400
        self.init(checked: min(max(Int(seconds / 60), 0), Self.minutesPerDay - 1))
    }
}

extension TimeOfDay {
    /// The time written after a day in ISO 8601: `T09:00` or `T09:00:00` (seconds of zero
    /// only; two digits each); `nil` for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 6 || (bytes.count == 9 && bytes[6] == UInt8(ascii: ":") && bytes[7...8] == [48, 48]),
            bytes[0] == UInt8(ascii: "T"), bytes[3] == UInt8(ascii: ":"),
            let hour = ASCIIDigits.value(bytes[1...2]), let minute = ASCIIDigits.value(bytes[4...5])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }
}
