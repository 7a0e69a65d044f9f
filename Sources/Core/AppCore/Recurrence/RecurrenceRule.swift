/// A repeat rule as a user writes it: what repeats (``RecurrencePattern``) and, if the
/// series ends, where (``RecurrenceEnd``): `month on the last day until 2027-06-30`,
/// `week 10 times`. Read by ``parse(_:readingDay:)``; written back by ``canonical``.
public struct RecurrenceRule: Hashable, Sendable {
    /// What repeats.
    public let pattern: RecurrencePattern
    /// Where the series ends (`nil`: it goes on).
    public let end: RecurrenceEnd?

    /// Creates a rule.
    public init(_ pattern: RecurrencePattern, end: RecurrenceEnd? = nil) {
        self.pattern = pattern
        self.end = end
    }

    /// The rule as `todo` writes it in JSON and its forms and reads it back: `1 week`,
    /// `1 month on the last day until 2027-06-30`, `1 month on the first tuesday 10 times`.
    public var canonical: String {
        end.map { pattern.canonical + " " + $0.words } ?? pattern.canonical
    }
}
