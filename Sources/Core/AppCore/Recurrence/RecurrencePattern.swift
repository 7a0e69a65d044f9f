/// What a recurring item's rule says, as a user writes it: every N days, weeks, months or
/// years, on some days of the week, or every N months on a day named by its place in the
/// month. Read by ``RecurrencePattern/parse(_:)``; written back in its canonical form by
/// ``canonical``. Where the series ends is the ``RecurrenceRule``'s.
public enum RecurrencePattern: Hashable, Sendable {
    /// Every `count` units: `1 month`, `2 weeks`.
    case interval(count: Int, unit: RecurrenceUnit)
    /// On these days of the week (never empty): `weekday` (Monday to Friday), `mon,thu`.
    case weekdays(Set<Weekday>)
    /// Every `count` months on the day `on` names: `month on the last day`, `month on the
    /// first tuesday`, `3 months on the last friday`.
    case monthly(count: Int, on: MonthDay)

    /// The largest count a rule takes (`999 days`).
    public static let maximumCount = 999
    /// Monday to Friday.
    public static let workingDays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    /// The rule as `todo` writes it in JSON and reads it back: `1 day`, `2 weeks`,
    /// `1 month`, `weekday`, `mon,thu` (Monday first), `1 month on the last day`, `2 months
    /// on the first tuesday`.
    public var canonical: String {
        switch self {
        case .interval(let count, let unit): "\(count) \(count == 1 ? unit.rawValue : unit.plural)"
        case .weekdays(let days) where days == Self.workingDays: "weekday"
        case .weekdays(let days): Self.mondayFirst(days).map { $0.shortName.lowercased() }.joined(separator: ",")
        case .monthly(let count, let day): Self.interval(count: count, unit: .month).canonical + " on the " + day.words
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
