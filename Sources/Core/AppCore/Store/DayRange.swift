/// Which due days a list read covers: an inclusive range of days, open at either end, or
/// the items without a due day ("someday").
///
/// A range of days never holds an item without a due day; ``all`` holds every item, those
/// without a due day last (they sort after every day).
public struct DayRange: Hashable, Sendable {
    /// The first day in the range, or `nil` for no lower limit.
    public let first: CalendarDay?
    /// The last day in the range, or `nil` for no upper limit.
    public let last: CalendarDay?
    /// Whether items without a due day are in the range.
    public let includesUndated: Bool
    /// Whether items with a due day are in the range.
    public let includesDated: Bool

    /// Every item, with or without a due day.
    public static let all = DayRange(first: nil, last: nil, includesUndated: true, includesDated: true)

    /// Only the items without a due day.
    public static let undated = DayRange(first: nil, last: nil, includesUndated: true, includesDated: false)

    /// The days from `first` through `last`, both included (items without a due day are not).
    public init(from first: CalendarDay? = nil, through last: CalendarDay? = nil) {
        self.init(first: first, last: last, includesUndated: false, includesDated: true)
    }

    private init(first: CalendarDay?, last: CalendarDay?, includesUndated: Bool, includesDated: Bool) {
        self.first = first
        self.last = last
        self.includesUndated = includesUndated
        self.includesDated = includesDated
    }

    /// Whether an item due on `day` (`nil`: no due day) lies in the range.
    public func contains(_ day: CalendarDay?) -> Bool {
        guard let day else { return includesUndated }
        return includesDated && (first.map { day >= $0 } ?? true) && (last.map { day <= $0 } ?? true)
    }
}
