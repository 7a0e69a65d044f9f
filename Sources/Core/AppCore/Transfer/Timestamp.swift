import Foundation

/// ISO 8601 timestamps in whole seconds, as export writes them: `2026-11-19T09:30:00Z`.
public enum Timestamp {
    /// `date` in UTC, to the second.
    public static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        let inDay = seconds - day.daysSinceEpoch * 86_400
        return day.iso + "T" + two(inDay / 3600) + ":" + two(inDay / 60 % 60) + ":" + two(inDay % 60) + "Z"
    }

    /// Reads `2026-11-19T09:30:00Z`, with optional fractional seconds (dropped) and a
    /// `Z` or `±HH:MM` offset; `nil` for anything else.
    public static func parse(_ text: String) -> Date? {
        text.utf8.withContiguousStorageIfAvailable(parse(bytes:))
            ?? Array(text.utf8).withUnsafeBufferPointer(parse(bytes:))
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 20, let day = CalendarDay(isoBytes: UnsafeBufferPointer(rebasing: bytes[0..<10])),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let hour = ASCIIDigits.value(bytes[11..<13]), let minute = ASCIIDigits.value(bytes[14..<16]),
            let second = ASCIIDigits.value(bytes[17..<19]), hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digitsStart = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index > digitsStart else { return nil }
        }
        let offset: Int
        let zone = bytes.count - index
        if zone == 1, bytes[index] == UInt8(ascii: "Z") {
            offset = 0
        } else if zone == 6, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"),
            bytes[index + 3] == UInt8(ascii: ":"), let hours = ASCIIDigits.value(bytes[(index + 1)..<(index + 3)]),
            let minutes = ASCIIDigits.value(bytes[(index + 4)..<(index + 6)]), hours < 24, minutes < 60
        {
            offset = (hours * 3600 + minutes * 60) * (bytes[index] == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return nil
        }
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
