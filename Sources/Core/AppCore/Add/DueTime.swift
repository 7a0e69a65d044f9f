/// Reads the time of day a due text may give before or after its day: `9am`, `9 pm`,
/// `9:30am`, `12pm` (noon), `12am` (midnight), `15:30`, `09:00`, `noon`, `midnight`.
enum DueTime {
    /// What one or two words are as a time.
    enum Reading: Equatable {
        /// A time of day.
        case time(TimeOfDay)
        /// Shaped like a time, but none (`25:00`, `13pm`, `9:75`).
        case noSuchTime
        /// Not a time at all (a day's word, a number alone).
        case notATime
    }

    /// The words of a due text without its time, and the time, when its last words (or,
    /// failing that, its first) are one; `nil` when none are. Throws for words shaped like a
    /// time that name none.
    static func split(_ words: [Substring], text: String) throws(DueDateError) -> (day: [Substring], time: TimeOfDay)? {
        let ends: [(count: Int, atEnd: Bool)] = [(2, true), (1, true), (2, false), (1, false)]
        for (count, atEnd) in ends where words.count >= count {
            let part = atEnd ? words.suffix(count) : words.prefix(count)
            switch reading(Array(part)) {
            case .time(let time):
                let rest = atEnd ? words.dropLast(count) : words.dropFirst(count)
                return (Array(rest), time)
            case .noSuchTime: throw .noSuchTime(text)
            case .notATime: continue
            }
        }
        return nil
    }

    /// What `words` (one word, or a number and `am`/`pm`) are as a time.
    static func reading(_ words: [Substring]) -> Reading {
        switch words.count {
        case 1: return reading(words[0])
        case 2:
            guard words[1] == "am" || words[1] == "pm", !words[0].contains(where: \.isLetter) else { return .notATime }
            return reading(words[0] + words[1])
        default: return .notATime
        }
    }

    /// What one word is as a time.
    static func reading(_ word: Substring) -> Reading {
        switch word {
        case "noon": return .time(.noon)
        case "midnight": return .time(.midnight)
        default: break
        }
        var clock = word
        var half: Int?
        if clock.hasSuffix("am") || clock.hasSuffix("pm") {
            half = clock.hasSuffix("am") ? 0 : 12
            clock = clock.dropLast(2)
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        // A bare number is a time only with am or pm ("24" in "dec 24" is a day).
        guard !clock.isEmpty, parts.count <= 2, half != nil || parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 2 && ASCIIDigits.value($0.utf8) != nil })
        else { return .notATime }
        guard let hour = ASCIIDigits.value(parts[0].utf8) else { return .notATime }
        let minute = parts.count == 2 ? ASCIIDigits.value(parts[1].utf8) : 0
        guard let minute, parts.count == 1 || parts[1].utf8.count == 2 else { return .noSuchTime }
        if let half {
            guard (1...12).contains(hour) else { return .noSuchTime }
            return TimeOfDay(hour: hour % 12 + half, minute: minute).map(Reading.time) ?? .noSuchTime
        }
        return TimeOfDay(hour: hour, minute: minute).map(Reading.time) ?? .noSuchTime
    }
}
