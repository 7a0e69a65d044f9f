import Foundation

extension RecurrencePattern {
    /// The words a rule is written with, for completion: the units, `weekday`, the days of
    /// the week (three letters), the words of a day's place in the month (`on the last
    /// day`, `on the first tuesday`), the words of an end (`until`, `times`) and `none`.
    public static let ruleWords: [String] =
        RecurrenceUnit.allCases.map(\.rawValue) + ["weekday"] + dayWords + ["on", "the"]
        + WeekOfMonth.allCases.map(\.word) + ["until", "times", "none"]

    /// The days of the week as a rule's list names them (three letters).
    public static let dayWords: [String] = Weekday.allCases.map { $0.shortName.lowercased() }

    /// Reads a rule as a user writes it (any case, spaces around ignored): `day`, `week`,
    /// `month`, `year` (also `daily`, `weekly`, `monthly`, `yearly`); `N days|weeks|months|years`
    /// (also `2d`, `3w`, `6m`, `1y`); `weekday` (Monday to Friday); weekday lists such as
    /// `mon,thu` (three-letter or full names, commas or spaces); a monthly rule followed by
    /// a day's place in the month: `month on the last day`, `month on the first tuesday`
    /// (`first` to `fourth` or `1st` to `4th`, or `last`; the day of the week in full or in
    /// three letters; `the` may be left out). `none` is `nil`: no rule. Where a series ends
    /// is read by ``RecurrenceRule/parse(_:readingDay:)``.
    public static func parse(_ text: String) throws(RecurrenceError) -> RecurrencePattern? {
        let words = Self.words(text)
        guard let first = words.first else { throw .empty }
        if words == ["none"] { return nil }
        if let on = words.firstIndex(of: "on") {
            return try monthly(Array(words[..<on]), on: Array(words[(on + 1)...]), text: text)
        }
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

    /// `text`'s words, in lower case, split at spaces, tabs and commas.
    static func words(_ text: String) -> [String] {
        text.lowercased().split { $0 == " " || $0 == "," || $0 == "\t" }.map(String.init)
    }

    /// `month on the last day`, `2 months on the first tuesday`: `head`, the words before
    /// `on`, must say every N months; `place`, the words after it, the day in the month.
    private static func monthly(_ head: [String], on place: [String], text: String) throws(RecurrenceError)
        -> RecurrencePattern
    {
        let rule = head.isEmpty ? nil : try parse(head.joined(separator: " "))
        guard case .interval(let count, .month)? = rule else { throw .placeNeedsMonths(text) }
        let words = place.first == "the" ? Array(place.dropFirst()) : place
        guard words.count == 2 else { throw .unreadablePlace(text) }
        if words == ["last", "day"] { return .monthly(count: count, on: .lastDay) }
        guard let day = weekday(words[1]) else { throw .unreadablePlace(text) }
        if ["fifth", "5th"].contains(words[0]) { throw .fifthWeekday(text) }
        guard let week = WeekOfMonth.allCases.first(where: { $0.word == words[0] || $0.numeral == words[0] })
        else { throw .unreadablePlace(text) }
        return .monthly(count: count, on: .weekday(week, day))
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
