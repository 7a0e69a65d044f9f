import Foundation

/// A due date that could not be read.
public enum DueDateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the forms the parser knows.
    case unrecognised(String)
    /// Shaped like a date, but no such day exists (February 30th, month 13, year 0).
    case noSuchDay(String)
    /// Further from `today` than the parser counts (more than about a hundred years), or
    /// past the end of the calendar.
    case tooFar(String, today: CalendarDay)

    /// What was wrong and what to write instead.
    public var description: String {
        switch self {
        case .unrecognised(let text):
            "\"\(text)\" is not a date I understand; try \(DueDateExamples.sentence)"
        case .noSuchDay(let text):
            "\"\(text)\" is not a day: "
                + (ISODayProblem(text.trimmingCharacters(in: .whitespacesAndNewlines))?.description
                    ?? "write a real date such as \(DueDateExamples.realDate)")
        case .tooFar(let text, let today): Self.tooFar(text, today: today)
        }
    }

    /// Names the real limit: how far a count reaches from today (and the day that is), or
    /// the end of the calendar.
    private static func tooFar(_ text: String, today: CalendarDay) -> String {
        let quoted = "\"\(text)\""
        let limit = DueDateParser.maximumOffsetDays
        if text.trimmingCharacters(in: .whitespaces).hasPrefix("-") {
            return "\(quoted) is too far back (a count goes up to \(limit) days), "
                + "and a due day cannot be in the past anyway"
        }
        let furthest = today.adding(days: limit)
        guard furthest < CalendarDay.latest else {
            return "\(quoted) is too far ahead; the calendar ends on \(CalendarDay.latest.iso)"
        }
        return "\(quoted) is too far ahead; a count goes up to +\(limit)d (\(furthest.iso)) or +\(limit / 7)w; "
            + "write a later day as a date, up to \(CalendarDay.latest.iso)"
    }
}
