/// A day of the week.
public enum Weekday: Int, CaseIterable, Sendable {
    case sunday = 0
    case monday, tuesday, wednesday, thursday, friday, saturday

    /// The weekday that many days after Sunday (0 to 6).
    init(daysFromSunday index: Int) {
        self = Weekday(rawValue: ((index % 7) + 7) % 7) ?? .sunday
    }

    /// The full English name: "Friday".
    public var name: String {
        switch self {
        case .sunday: "Sunday"
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        }
    }

    /// The three-letter English name: "Fri".
    public var shortName: String { String(name.prefix(3)) }
}
