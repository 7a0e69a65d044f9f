/// Why text written like a day, `YYYY-MM-DD`, names no day of the calendar: said the same
/// way wherever a date is read (a due date typed, an imported one).
public enum ISODayProblem: Hashable, Sendable, CustomStringConvertible {
    /// Not written `YYYY-MM-DD` at all.
    case notWrittenAsADay
    /// Year 0000: the calendar starts at 0001.
    case noSuchYear
    /// A month outside 01 to 12.
    case noSuchMonth(Int)
    /// Day 00.
    case dayZero
    /// A day past the end of its month.
    case pastTheMonthsEnd(month: Int, year: Int, days: Int)

    /// The problem with `text`, or `nil` when it names a day.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = ASCIIDigits.value(bytes[0..<4]), let month = ASCIIDigits.value(bytes[5..<7]),
            let day = ASCIIDigits.value(bytes[8..<10])
        else {
            self = .notWrittenAsADay
            return
        }
        if year == 0 {
            self = .noSuchYear
        } else if !(1...12).contains(month) {
            self = .noSuchMonth(month)
        } else if day == 0 {
            self = .dayZero
        } else if day > CalendarDay.daysIn(month: month, year: year) {
            self = .pastTheMonthsEnd(month: month, year: year, days: CalendarDay.daysIn(month: month, year: year))
        } else {
            return nil
        }
    }

    /// "February 2026 has 28 days".
    public var description: String {
        switch self {
        case .notWrittenAsADay: "it is not written YYYY-MM-DD"
        case .noSuchYear: "years go from 0001 to 9999"
        case .noSuchMonth(let month): "there is no month \(month < 10 ? "0" : "")\(month)"
        case .dayZero: "days of a month start at 01"
        case .pastTheMonthsEnd(let month, let year, let days): "\(Self.monthNames[month - 1]) \(year) has \(days) days"
        }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
