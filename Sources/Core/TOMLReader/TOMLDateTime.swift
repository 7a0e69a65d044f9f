/// A TOML date, time of day, or date and time, kept as the text written in the file.
///
/// The reader checks its shape and ranges (month 01-12, a day that exists in that month,
/// hour 00-23, minute 00-59, second 00-60, offset within ±23:59) but does not convert it.
public struct TOMLDateTime: Hashable, Sendable, CustomStringConvertible {
    /// The four kinds of date and time TOML has.
    public enum Kind: Hashable, Sendable {
        /// A date and time with a time zone offset: `1979-05-27T07:32:00Z`, `1979-05-27 07:32:00-07:00`.
        case offsetDateTime
        /// A date and time without an offset: `1979-05-27T07:32:00`.
        case localDateTime
        /// A date alone: `1979-05-27`.
        case localDate
        /// A time of day alone: `07:32:00.999`.
        case localTime
    }

    /// Which kind of date or time this is.
    public let kind: Kind
    /// The text as written in the file, for example `1979-05-27T07:32:00Z`.
    public let text: String

    /// Creates a value from its text, or `nil` if the text is not a valid TOML date or time.
    public init?(_ text: String) {
        guard case .success(let kind) = DateTimeReader.kind(of: Array(text.utf8)) else { return nil }
        self.kind = kind
        self.text = text
    }

    /// Creates a value from text the reader has already checked.
    init(checkedText text: String, kind: Kind) {
        self.kind = kind
        self.text = text
    }

    /// The kind for messages: "a date", "a time of day" or "a date and time".
    public var kindName: String {
        switch kind {
        case .offsetDateTime, .localDateTime: "a date and time"
        case .localDate: "a date"
        case .localTime: "a time of day"
        }
    }

    /// The text as written in the file.
    public var description: String { text }
}
