import Foundation

/// The times Taskwarrior writes in an export (`due`, `entry`, `end`, an annotation's
/// `entry`): UTC, to the second, in ISO 8601's basic form, `20261201T050000Z`.
enum TaskwarriorTime {
    /// How the form is said in a message.
    static let form = "a Taskwarrior time such as 20261201T050000Z"

    /// Reads `20261201T050000Z`; also the extended form `2026-12-01T05:00:00Z` (see
    /// ``Timestamp/parse(_:)``), for hand-edited files. `nil` for anything else, or for a
    /// day or time that does not exist.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z") else {
            return Timestamp.parse(text)
        }
        guard let year = ASCIIDigits.value(bytes[0..<4]), let month = ASCIIDigits.value(bytes[4..<6]),
            let dayOfMonth = ASCIIDigits.value(bytes[6..<8]),
            let day = CalendarDay(year: year, month: month, day: dayOfMonth),
            let hour = ASCIIDigits.value(bytes[9..<11]), let minute = ASCIIDigits.value(bytes[11..<13]),
            let second = ASCIIDigits.value(bytes[13..<15]), hour < 24, minute < 60, second < 60
        else { return nil }
        let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// The day that holds `date` in `timeZone`, or `nil` when that day is outside the days
    /// todo keeps (``CalendarDay/earliest`` to ``CalendarDay/latest``).
    static func day(of date: Date, in timeZone: TimeZone) -> CalendarDay? {
        let day = CalendarDay(containing: date, in: timeZone)
        return day >= CalendarDay.earliest && day <= CalendarDay.latest ? day : nil
    }
}
