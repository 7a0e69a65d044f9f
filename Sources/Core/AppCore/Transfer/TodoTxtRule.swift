import Foundation

/// A repeat rule in todo.txt, both ways.
///
/// todo.txt's own form is `rec:[+]N(d|w|m|y|b)` (as Simpletask and the todo.txt-cli add-ons
/// write it): every N days, weeks, months or years, or business days. The leading `+`
/// (strict: count from the due day rather than the completion day) is read and ignored,
/// since todo always counts from the due day. `rec:1b` is Monday to Friday; more business
/// days than one have no rule of todo's. A rule todo.txt has no form for (some days of the
/// week, `mon,thu`; a day's place in the month, `month on the last day`; any rule with an
/// end, `week 10 times`) todo writes as `every:` and its own words, `_` between them
/// (`every:mon,thu`, `every:1_month_on_the_last_day`, `every:1_week_until_2027-06-30`: its
/// own key, which other programs keep as plain metadata) and reads back.
enum TodoTxtRule {
    /// The rule a `rec:` or `every:` pair stands for, or `nil` when it maps to no rule of
    /// todo's (`rec:2b`, `rec:0d`, `every:fortnight`); `nil` too for any other key.
    static func rule(key: String, value: String) -> RecurrenceRule? {
        switch key {
        case "rec": rec(value).map { RecurrenceRule($0) }
        case "every": (try? RecurrenceRule.parse(value.replacingOccurrences(of: "_", with: " "))) ?? nil
        default: nil
        }
    }

    /// Whether `key` names a repeat rule (`rec`, `every`).
    static func isRuleKey(_ key: String) -> Bool {
        key == "rec" || key == "every"
    }

    /// The pair that writes `recurrence`: `rec:1w`, `rec:3d`, `rec:1b` (Monday to Friday),
    /// `every:mon,thu` (other days of the week), `every:1_month_on_the_first_tuesday`,
    /// `every:1_week_10_times`.
    static func word(for recurrence: Recurrence) -> String {
        switch (recurrence.pattern, recurrence.end) {
        case (.interval(let count, let unit), nil): "rec:\(count)\(letter(unit))"
        case (.weekdays(let days), nil) where days == RecurrencePattern.workingDays: "rec:1b"
        default: "every:" + recurrence.canonical.replacingOccurrences(of: " ", with: "_")
        }
    }

    /// `[+]N(d|w|m|y|b)`, N from 1 to ``RecurrencePattern/maximumCount`` (1 when left
    /// out), the letter in either case.
    private static func rec(_ value: String) -> RecurrencePattern? {
        let body = value.hasPrefix("+") ? value.dropFirst() : value[...]
        guard let letter = body.last?.lowercased() else { return nil }
        let digits = body.dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        guard let count = digits.isEmpty ? 1 : Int(digits), (1...RecurrencePattern.maximumCount).contains(count)
        else { return nil }
        switch letter {
        case "d": return .interval(count: count, unit: .day)
        case "w": return .interval(count: count, unit: .week)
        case "m": return .interval(count: count, unit: .month)
        case "y": return .interval(count: count, unit: .year)
        case "b": return count == 1 ? .weekdays(RecurrencePattern.workingDays) : nil
        default: return nil
        }
    }

    private static func letter(_ unit: RecurrenceUnit) -> String {
        switch unit {
        case .day: "d"
        case .week: "w"
        case .month: "m"
        case .year: "y"
        }
    }
}
