import Foundation

/// The first day of a week: the reference uses Sunday; Monday is the other choice.
public enum WeekStart: String, CaseIterable, Sendable {
    case sunday, monday

    /// Reads `sunday` or `monday`, in any case; `nil` for anything else.
    public init?(name: String) {
        self.init(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The weekday a week starts on.
    public var weekday: Weekday {
        switch self {
        case .sunday: .sunday
        case .monday: .monday
        }
    }
}
