import Foundation
import TOMLReader

/// The grammar of `sync.interval`: a whole number of minutes (`15`), or a string of a
/// whole number and a unit, `s`, `m` or `h` (`"30s"`, `"15m"`, `"1h"`), from 10 seconds to
/// 24 hours.
public enum SyncInterval {
    /// The shortest interval: a server is not asked more often than this.
    public static let shortest: Duration = .seconds(10)
    /// The longest interval: a day.
    public static let longest: Duration = .seconds(24 * 60 * 60)

    /// What the setting may be, as a message says it.
    static let expected =
        "minutes as a whole number (15), or a string such as \"30s\", \"15m\" or \"1h\", from 10 seconds to 24 hours"

    /// The interval `value` gives, or `nil` when it gives none in range.
    static func read(_ value: TOMLValue) -> Duration? {
        let duration: Duration?
        if let minutes = value.integer {
            duration = minutes > 0 && minutes <= 24 * 60 ? .seconds(minutes * 60) : nil
        } else if let text = value.string {
            duration = read(text)
        } else {
            duration = nil
        }
        guard let duration, duration >= shortest, duration <= longest else { return nil }
        return duration
    }

    /// `"30s"`, `"15m"`, `"1h"` (spaces around the number and the unit allowed, any case).
    static func read(_ text: String) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let unit = trimmed.last else { return nil }
        let seconds: Int64
        switch unit {
        case "s": seconds = 1
        case "m": seconds = 60
        case "h": seconds = 60 * 60
        default: return nil
        }
        let number = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, number.count <= 6, number.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int64(number),
            count > 0
        else { return nil }
        return .seconds(count * seconds)
    }
}
