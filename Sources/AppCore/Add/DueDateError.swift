/// A due date that could not be read.
public enum DueDateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the forms the parser knows.
    case unrecognised(String)
    /// Shaped like a date, but no such day exists (February 30th, month 13, year 0).
    case noSuchDay(String)
    /// Further ahead than the parser counts (more than about a hundred years).
    case tooFar(String)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .unrecognised(let text):
            "\"\(text)\" is not a date I understand; try \(DueDateExamples.sentence)"
        case .noSuchDay(let text):
            "\"\(text)\" is not a day of the calendar; write a real date such as \(DueDateExamples.realDate) (years 1 to 9999)"
        case .tooFar(let text):
            "\"\(text)\" is too far ahead; use a date before 9999-12-31 and at most \(DueDateParser.maximumOffsetDays) days away"
        }
    }
}
