extension RecurrenceRule {
    /// Reads a rule as a user writes it: a ``RecurrencePattern`` (see
    /// ``RecurrencePattern/parse(_:)``), optionally followed by where the series ends:
    /// `until` and a day (read by `readingDay`; ISO `2027-06-30` unless told otherwise), or
    /// `N times` (1 to ``RecurrenceEnd/maximumTimes``, the first occurrence counted; also
    /// `1 time`). `none` is `nil`: no rule.
    public static func parse(
        _ text: String, readingDay: (String) -> CalendarDay? = { CalendarDay(iso: $0) }
    ) throws(RecurrenceError) -> RecurrenceRule? {
        let words = RecurrencePattern.words(text)
        let timesWord = words.last == "times" || words.last == "time"
        if let until = words.firstIndex(of: "until") {
            if timesWord { throw .twoEnds(text) }
            let dayText = words[(until + 1)...].joined(separator: " ")
            guard !dayText.isEmpty, let day = readingDay(dayText) else { throw .unreadableEnd(text) }
            return try RecurrenceRule(pattern(words[..<until], text: text), end: .until(day))
        }
        if timesWord, words.count >= 2, let count = Int(words[words.count - 2]),
            words[words.count - 2].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            guard (1...RecurrenceEnd.maximumTimes).contains(count) else { throw .timesOutOfRange(text) }
            return try RecurrenceRule(pattern(words.dropLast(2), text: text), end: .times(count))
        }
        return try RecurrencePattern.parse(text).map { RecurrenceRule($0) }
    }

    /// The pattern before an end: one there must be (`none until …` or a bare `10 times`
    /// is no rule).
    private static func pattern(_ words: ArraySlice<String>, text: String) throws(RecurrenceError)
        -> RecurrencePattern
    {
        guard !words.isEmpty, let pattern = try RecurrencePattern.parse(words.joined(separator: " ")) else {
            throw .unreadable(text)
        }
        return pattern
    }
}
