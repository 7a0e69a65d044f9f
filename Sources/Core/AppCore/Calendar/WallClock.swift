import Foundation

/// The injected source of "now" and of the local time zone, from which "today" is read.
public struct WallClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> Date
    /// The zone in which "today" is read.
    public let timeZone: TimeZone

    /// Creates a clock from a source of instants and a time zone.
    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The system clock in the current time zone (`TZ` works as usual).
    public static func system(timeZone: TimeZone = .current) -> WallClock {
        WallClock(timeZone: timeZone) { Date() }
    }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date, timeZone: TimeZone = .current) -> WallClock {
        WallClock(timeZone: timeZone) { date }
    }

    /// A clock stopped at a local time written `2026-11-19`, `2026-11-19T09:30` or
    /// `2026-11-19T09:30:15` (the form `TODO_NOW` takes).
    public static func fixed(
        _ text: String, timeZone: TimeZone = .current
    ) throws(FixedTimeError) -> WallClock {
        let trimmed = spacesTrimmed(text)
        let dayPart = trimmed.prefix(10)
        guard let day = CalendarDay(iso: dayPart) else { throw FixedTimeError(text: text) }
        var seconds = 0
        let rest = trimmed.dropFirst(10)
        if !rest.isEmpty {
            guard rest.first == "T" || rest.first == " " else { throw FixedTimeError(text: text) }
            let fields = rest.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
            // Exactly two ASCII digits each: no sign, no space, no other script's digits.
            let numbers = fields.map { field in field.utf8.count == 2 ? ASCIIDigits.value(field.utf8) : nil }
            guard (2...3).contains(numbers.count), let hour = numbers[0], let minute = numbers[1],
                hour < 24, minute < 60
            else { throw FixedTimeError(text: text) }
            let second = numbers.count == 3 ? numbers[2] : 0
            guard let second, second < 60 else { throw FixedTimeError(text: text) }
            seconds = hour * 3600 + minute * 60 + second
        }
        return .fixed(day.start(in: timeZone).addingTimeInterval(Double(seconds)), timeZone: timeZone)
    }

    /// `text` without the spaces and tabs around it (what `CharacterSet.whitespaces` holds,
    /// without Foundation's bridging, which costs a one-shot command 1 M instructions).
    private static func spacesTrimmed(_ text: String) -> Substring {
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    /// Today, in this clock's time zone.
    public func today() -> CalendarDay {
        CalendarDay(containing: now(), in: timeZone)
    }

    /// The time of day now, on this clock's wall clock (to the minute).
    public func timeOfDay() -> TimeOfDay {
        TimeOfDay(containing: now(), in: timeZone)
    }

    /// Now, cut to whole seconds (the precision items keep).
    public func nowInWholeSeconds() -> Date {
        Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    }
}

/// A fixed time that could not be read.
public struct FixedTimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let text: String

    /// What was wrong and what to write instead.
    public var description: String {
        "cannot read the time \"\(text)\": write it as 2026-11-19 or 2026-11-19T09:30"
    }
}
