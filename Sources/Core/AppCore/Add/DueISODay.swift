/// A date written year-month-day, with or without leading zeros in the month and day:
/// `2026-11-25`, `2027-1-5`.
struct DueISODay: Hashable, Sendable {
    /// The year, month and day as written; not necessarily a day of the calendar.
    let year: Int, month: Int, day: Int

    /// Reads `YYYY-M-D` (four-digit year, one or two digits each for month and day);
    /// `nil` for anything else.
    init?(_ word: Substring) {
        let fields = word.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, (1...2).contains(fields[1].count),
            (1...2).contains(fields[2].count), let year = ASCIIDigits.value(fields[0]),
            let month = ASCIIDigits.value(fields[1]), let day = ASCIIDigits.value(fields[2])
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day it names, or `nil` when there is no such day.
    var calendarDay: CalendarDay? { CalendarDay(year: year, month: month, day: day) }

    /// Why it names no day, said as for a day written `YYYY-MM-DD`; `nil` when it names one.
    var problem: ISODayProblem? {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return ISODayProblem(padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2))
    }
}
