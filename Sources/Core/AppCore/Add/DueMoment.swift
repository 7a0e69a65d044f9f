/// What a due text names with its time of day: a day and, when the text gives one, the
/// time on it ("fri 9am"), or no due date at all.
public struct DueMoment: Hashable, Sendable {
    /// The day, or none.
    public let due: DueDate
    /// The time of day given with the day, or `nil` for none.
    public let time: TimeOfDay?

    /// Creates a moment.
    public init(due: DueDate, time: TimeOfDay? = nil) {
        self.due = due
        self.time = time
    }
}

extension DueDateParser {
    /// What `text` names: any form ``parseDue(_:)`` reads, with a time of day before or
    /// after it (`fri 9am`, `tomorrow 15:30`, `dec 24 20:00`, `9am` alone for today). A time
    /// with no due date (`someday 9am`) and words shaped like a time that name none
    /// (`25:00`) are refused.
    public func parseMoment(_ text: String) throws(DueDateError) -> DueMoment {
        guard let split = try DueTime.split(Self.words(text), text: text) else {
            return DueMoment(due: try parseDue(text))
        }
        let due = try parseDue(JoinedText.of(split.day.map(String.init), separator: " "))
        guard case .on = due else { throw .timeWithoutDay(text) }
        return DueMoment(due: due, time: split.time)
    }
}
