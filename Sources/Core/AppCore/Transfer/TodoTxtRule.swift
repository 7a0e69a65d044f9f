/// A repeat rule in todo.txt, both ways.
///
/// todo.txt's own form is `rec:[+]N(d|w|m|y|b)` (as Simpletask and the todo.txt-cli add-ons
/// write it): every N days, weeks, months or years, or business days. The leading `+`
/// (strict: count from the due day rather than the completion day) is read and ignored,
/// since todo always counts from the due day. `rec:1b` is Monday to Friday; more business
/// days than one have no rule of todo's. A rule on some days of the week (`mon,thu`) has no
/// todo.txt form: todo writes it as `every:mon,thu` (its own key, in its own words, which
/// other programs keep as plain metadata) and reads it back.
enum TodoTxtRule {
    /// The pattern a `rec:` or `every:` pair stands for, or `nil` when it maps to no rule
    /// of todo's (`rec:2b`, `rec:0d`, `every:fortnight`); `nil` too for any other key.
    static func pattern(key: String, value: String) -> RecurrencePattern? {
        switch key {
        case "rec": rec(value)
        case "every": (try? RecurrencePattern.parse(value)) ?? nil
        default: nil
        }
    }

    /// Whether `key` names a repeat rule (`rec`, `every`).
    static func isRuleKey(_ key: String) -> Bool {
        key == "rec" || key == "every"
    }

    /// The pair that writes `pattern`: `rec:1w`, `rec:3d`, `rec:1b` (Monday to Friday),
    /// `every:mon,thu` (other days of the week).
    static func word(for pattern: RecurrencePattern) -> String {
        switch pattern {
        case .interval(let count, let unit): "rec:\(count)\(letter(unit))"
        case .weekdays(let days) where days == RecurrencePattern.workingDays: "rec:1b"
        case .weekdays: "every:" + pattern.canonical
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
