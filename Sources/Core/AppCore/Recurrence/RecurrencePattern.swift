/// What a recurring item's rule says, as a user writes it: every N days, weeks, months or
/// years, or on some days of the week. Read by ``RecurrencePattern/parse(_:)``; written
/// back in its canonical form by ``canonical``.
public enum RecurrencePattern: Hashable, Sendable {
    /// Every `count` units: `1 month`, `2 weeks`.
    case interval(count: Int, unit: RecurrenceUnit)
    /// On these days of the week (never empty): `weekday` (Monday to Friday), `mon,thu`.
    case weekdays(Set<Weekday>)

    /// The largest count a rule takes (`999 days`).
    public static let maximumCount = 999
    /// Monday to Friday.
    public static let workingDays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// The rule as `todo` writes it in JSON and reads it back: `1 day`, `2 weeks`,
    /// `1 month`, `weekday`, `mon,thu` (Monday first).
    public var canonical: String {
        switch self {
        case .interval(let count, let unit): "\(count) \(count == 1 ? unit.rawValue : unit.plural)"
        case .weekdays(let days) where days == Self.workingDays: "weekday"
        case .weekdays(let days): Self.mondayFirst(days).map { $0.shortName.lowercased() }.joined(separator: ",")
        }
    }

    /// `days` in week order from Monday.
    public static func mondayFirst(_ days: Set<Weekday>) -> [Weekday] {
        days.sorted { ($0.rawValue + 6) % 7 < ($1.rawValue + 6) % 7 }
    }
}

/// The unit of an interval rule.
public enum RecurrenceUnit: String, Hashable, Sendable, CaseIterable {
    case day, week, month, year

    /// "days".
    public var plural: String { rawValue + "s" }
}
