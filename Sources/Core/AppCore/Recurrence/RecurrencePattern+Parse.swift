import Foundation

extension RecurrencePattern {
    /// The words a rule is written with, for completion: the units, `weekday`, the days of
    /// the week (three letters) and `none`.
    public static let ruleWords: [String] =
        RecurrenceUnit.allCases.map(\.rawValue) + ["weekday"] + dayWords + ["none"]

    /// The days of the week as a rule's list names them (three letters).
    public static let dayWords: [String] = Weekday.allCases.map { $0.shortName.lowercased() }

    /// Reads a rule as a user writes it (any case, spaces around ignored): `day`, `week`,
    /// `month`, `year` (also `daily`, `weekly`, `monthly`, `yearly`); `N days|weeks|months|years`
    /// (also `2d`, `3w`, `6m`, `1y`); `weekday` (Monday to Friday); weekday lists such as
    /// `mon,thu` (three-letter or full names, commas or spaces). `none` is `nil`: no rule.
    public static func parse(_ text: String) throws(RecurrenceError) -> RecurrencePattern? {
        let words = text.lowercased().split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
        guard let first = words.first else { throw .empty }
        if words == ["none"] { return nil }
        if words.count == 1, let pattern = try single(first) { return pattern }
        if words.count == 2, let count = Int(first), let unit = unit(words[1]) {
            return try interval(count, unit, text: text)
        }
        var days = Set<Weekday>()
        for word in words {
            guard let day = weekday(word) else { throw .unreadable(text) }
            days.insert(day)
        }
        return .weekdays(days)
    }

    /// One word: a unit, an adverb, `weekday`, `2d`, or one day of the week.
    private static func single(_ word: String) throws(RecurrenceError) -> RecurrencePattern? {
        if let unit = unit(word) { return .interval(count: 1, unit: unit) }
        if let unit = RecurrenceUnit.allCases.first(where: { adverb($0) == word }) {
            return .interval(count: 1, unit: unit)
        }
        if word == "weekday" || word == "weekdays" { return .weekdays(workingDays) }
        if let letter = word.last, let unit = RecurrenceUnit.allCases.first(where: { $0.rawValue.first == letter }),
            let count = Int(word.dropLast()), word.dropLast().allSatisfy(\.isASCIIDigit)
        {
            return try interval(count, unit, text: word)
        }
        return weekday(word).map { .weekdays([$0]) }
    }

    private static func interval(_ count: Int, _ unit: RecurrenceUnit, text: String) throws(RecurrenceError)
        -> RecurrencePattern
    {
        guard (1...maximumCount).contains(count) else { throw .countOutOfRange(text) }
        return .interval(count: count, unit: unit)
    }

    private static func unit(_ word: String) -> RecurrenceUnit? {
        RecurrenceUnit.allCases.first { $0.rawValue == word || $0.plural == word }
    }

    private static func adverb(_ unit: RecurrenceUnit) -> String {
        unit == .day ? "daily" : unit.rawValue + "ly"
    }

    private static func weekday(_ word: String) -> Weekday? {
        Weekday.allCases.first { $0.name.lowercased() == word || $0.shortName.lowercased() == word }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// A rule that could not be read.
public enum RecurrenceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing was written.
    case empty
    /// Not one of the forms a rule takes.
    case unreadable(String)
    /// A count of 0 or over ``RecurrencePattern/maximumCount``.
    case countOutOfRange(String)
    /// A rule given to an item without a due day.
    case needsDueDay

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .empty:
            "the repeat rule is empty; \(Self.forms)"
        case .unreadable(let text):
            "cannot read the repeat rule \"\(text)\"; \(Self.forms)"
        case .countOutOfRange(let text):
            "\"\(text)\" repeats every 0 or more than \(RecurrencePattern.maximumCount) units; "
                + "use a count from 1 to \(RecurrencePattern.maximumCount)"
        case .needsDueDay:
            "a repeating item needs a due day: give it one (--due, or the due field), or stop it repeating with --every none"
        }
    }

    /// The forms a rule takes.
    static let forms =
        "write day, week, month, year, 2 weeks (or 2w, 3d, 6m, 1y), weekday, mon,thu, or none to stop repeating"
}
