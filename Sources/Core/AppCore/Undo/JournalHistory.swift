import Foundation

/// The use-case result of reading the history: the journal's last steps, newest first,
/// with the clock's now and time zone that the times are told in.
public struct JournalHistory: Hashable, Sendable {
    /// The steps, newest first.
    public let steps: [JournalStep]
    /// Now, by the clock of the use case.
    public let now: Date
    /// The zone the times are told in.
    public let timeZone: TimeZone

    /// Creates a history.
    public init(steps: [JournalStep], now: Date, timeZone: TimeZone) {
        self.steps = steps
        self.now = now
        self.timeZone = timeZone
    }

    /// How many steps `todo history` shows.
    public static let shownSteps = 20
}
