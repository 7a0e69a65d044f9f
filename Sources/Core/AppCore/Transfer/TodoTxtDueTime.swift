/// How a todo.txt line holds a due item's time of day, which the format has no field for.
///
/// todo writes the day in `due:`, which every todo.txt program reads, and the time in a pair
/// of its own after it: `due:2026-12-04 due-time:0900` (a value without a colon, as the
/// format wants of a pair, so other programs keep it as metadata). It reads that back, and
/// `due:2026-12-04T09:00` (ISO 8601, as QTodoTxt and people write it) too.
enum TodoTxtDueTime {
    /// The key of the pair that holds the time: `due-time:0900`.
    static let key = "due-time"

    /// The time as written in the pair: "0900", "1530".
    static func written(_ time: TimeOfDay) -> String {
        String(time.text.filter { $0 != ":" })
    }

    /// Whether a word `key:value` whose value holds a colon is still a pair: a `due:` value
    /// written as a day and a time (`due:2026-12-04T09:00`), or any `due-time:` value
    /// (`due-time:09:00`), so that the line reads it (or says what is wrong with it) rather
    /// than keeping it as a word of the title.
    static func isPair(key: Substring, value: Substring) -> Bool {
        if key == Self.key { return true }
        guard key == "due" else { return false }
        let bytes = Array(value.utf8)
        return bytes.count > 10 && TodoTxtWord.isDateShaped(String(value.prefix(10))) && bytes[10] == UInt8(ascii: "T")
    }

    /// The day and time a `due:` value names: `2026-12-04`, or `2026-12-04T09:00` (seconds
    /// of zero allowed), or what is wrong with it.
    static func due(_ value: String) -> Result<(day: CalendarDay, time: TimeOfDay?), DueProblem> {
        let hasTime = isPair(key: "due", value: Substring(value))
        guard hasTime || value.utf8.count == 10 else { return .failure(.notADay) }
        let dayText = String(value.prefix(10))
        guard let day = CalendarDay(iso: dayText) else {
            let problem = ISODayProblem(dayText) ?? .notWrittenAsADay
            return .failure(problem == .notWrittenAsADay ? .notADay : .noSuchDay(problem))
        }
        guard hasTime else { return .success((day, nil)) }
        guard let time = TimeOfDay(iso: value.dropFirst(10)) else { return .failure(.notATime) }
        return .success((day, time))
    }

    /// The time a `due-time:` value names: `0900` or `09:00`; `nil` for anything else.
    static func time(_ value: String) -> TimeOfDay? {
        let digits = Array(value.utf8.filter { $0 != UInt8(ascii: ":") })
        let colons = value.utf8.count - digits.count
        guard digits.count == 4, colons == 0 || (colons == 1 && Array(value.utf8)[2] == UInt8(ascii: ":")),
            let hour = ASCIIDigits.value(digits[0...1]), let minute = ASCIIDigits.value(digits[2...3])
        else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }

    /// What is wrong with a `due:` value.
    enum DueProblem: Error {
        /// Not written `YYYY-MM-DD` (`due:tomorrow`).
        case notADay
        /// Written as a day that does not exist (`due:2026-13-01`).
        case noSuchDay(ISODayProblem)
        /// A day, then a time not written `THH:MM` (`due:2026-12-04T9am`).
        case notATime

        /// How the problem reads after "… is not a due day: ".
        var description: String {
            switch self {
            case .notADay: "write due:YYYY-MM-DD, or due:YYYY-MM-DDTHH:MM with a time of day"
            case .noSuchDay(let problem): problem.description
            case .notATime: "write its time as THH:MM, 24-hour, such as due:2026-12-04T09:30"
            }
        }
    }
}
