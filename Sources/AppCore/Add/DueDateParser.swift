import Foundation

/// Reads what a user types for a due date, relative to today.
///
/// Accepted (any case, surrounding spaces ignored):
/// - nothing, `today`: today;
/// - `tomorrow` (`tom`): tomorrow;
/// - a weekday, full or three letters (`saturday`, `sat`): the next such day after today;
/// - `+3d`, `+2w`: that many days or weeks from today;
/// - `-1d`, `-2w`: that many days or weeks before today (a day in the past, which the Add
///   use case then refuses by name);
/// - `2026-11-25`: that day (ISO 8601).
public struct DueDateParser: Sendable {
    /// The day relative forms count from.
    public let today: CalendarDay

    /// The most days or weeks a relative form may count (about a hundred years).
    public static let maximumOffsetDays = 36_600

    /// Creates a parser for `today`.
    public init(today: CalendarDay) {
        self.today = today
    }

    /// The day `text` names; never outside 0001-01-01 to 9999-12-31.
    public func parse(_ text: String) throws(DueDateError) -> CalendarDay {
        let day = try read(text)
        guard day <= CalendarDay.latest, day >= CalendarDay.earliest else { throw .tooFar(text, today: today) }
        return day
    }

    private func read(_ text: String) throws(DueDateError) -> CalendarDay {
        let word = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        switch word {
        case "", "today", "tod": return today
        case "tomorrow", "tom", "tmr": return today.adding(days: 1)
        default: break
        }
        if let weekday = Self.weekday(named: word) {
            let ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            return today.adding(days: ahead == 0 ? 7 : ahead)
        }
        if word.hasPrefix("+") { return try offset(word, ahead: true, original: text) }
        if word.hasPrefix("-") { return try offset(word, ahead: false, original: text) }
        if word.utf8.count == 10, word.utf8.contains(UInt8(ascii: "-")) {
            if let day = CalendarDay(iso: word) { return day }
            throw ISODayProblem(word) == .notWrittenAsADay ? .unrecognised(text) : .noSuchDay(text)
        }
        throw .unrecognised(text)
    }

    /// `+3d`, `+2w` (`ahead`), or `-1d`, `-2w`: a count of days or weeks from today.
    private func offset(_ word: String, ahead: Bool, original: String) throws(DueDateError) -> CalendarDay {
        let body = word.dropFirst()
        guard let unit = body.last, unit == "d" || unit == "w" else { throw .unrecognised(original) }
        let digits = body.dropLast()
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { throw .unrecognised(original) }
        // Int(_:) is nil on overflow; a bounded count cannot overflow when multiplied by 7.
        guard let count = Int(digits), count <= Self.maximumOffsetDays else { throw .tooFar(original, today: today) }
        let days = unit == "w" ? count * 7 : count
        guard days <= Self.maximumOffsetDays else { throw .tooFar(original, today: today) }
        return today.adding(days: ahead ? days : -days)
    }

    /// The words this parser reads that name a day, in full: what Tab completes in a due
    /// field.
    public static let dayWords = ["today", "tomorrow"] + Weekday.allCases.map { $0.name.lowercased() }

    private static func weekday(named word: String) -> Weekday? {
        guard word.count >= 3 else { return nil }
        return Weekday.allCases.first { weekday in
            let name = weekday.name.lowercased()
            return word == name || word == weekday.shortName.lowercased()
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
