/// Which due days a list read covers: an inclusive range of days, open at either end, or
/// the items without a due day ("someday").
///
/// A range of days never holds an item without a due day; ``all`` holds every item, those
/// without a due day last (they sort after every day).
///
/// A range may also hold only the items started by a day (``startedBy(_:)``: the upcoming
/// list hides an item until its start day), or only those that start after it
/// (``startingAfter(_:)``: the ones it hides).
public struct DayRange: Hashable, Sendable {
    /// Which start days a range holds.
    public enum Starts: Hashable, Sendable {
        /// Every item, whatever its start day.
        case any
        /// The items without a start day or starting on or before this day.
        case by(CalendarDay)
        /// The items starting after this day.
        case after(CalendarDay)
    }

    /// The first day in the range, or `nil` for no lower limit.
    public let first: CalendarDay?
    /// The last day in the range, or `nil` for no upper limit.
    public let last: CalendarDay?
    /// Whether items without a due day are in the range.
    public let includesUndated: Bool
    /// Whether items with a due day are in the range.
    public let includesDated: Bool
    /// Which start days the range holds (``Starts/any`` unless narrowed).
    public private(set) var starts: Starts = .any

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

    /// The same due days, holding only the items without a start day or starting on or
    /// before `day` (those the upcoming list shows on `day`).
    public func startedBy(_ day: CalendarDay) -> DayRange {
        var range = self
        range.starts = .by(day)
        return range
    }

    /// The same due days, holding only the items that start after `day` (those the upcoming
    /// list hides on `day`).
    public func startingAfter(_ day: CalendarDay) -> DayRange {
        var range = self
        range.starts = .after(day)
        return range
    }

    /// The same due days, whatever the items' start days.
    public var anyStart: DayRange {
        var range = self
        range.starts = .any
        return range
    }

    /// The same start rule over other due days: `other`'s days with this range's ``starts``.
    public func withStarts(of other: DayRange) -> DayRange {
        var range = self
        range.starts = other.starts
        return range
    }

    /// Whether an item starting on `start` (`nil`: no start day) is held by the range's
    /// start rule.
    public func holds(start: CalendarDay?) -> Bool {
        switch starts {
        case .any: true
        case .by(let day): start.map { $0 <= day } ?? true
        case .after(let day): start.map { $0 > day } ?? false
        }
    }

    /// Whether `item` lies in the range: its due day and its start day.
    public func holds(_ item: TodoItem) -> Bool {
        contains(item.due) && holds(start: item.start)
    }

    /// Whether an item due on `day` (`nil`: no due day) lies in the range.
    public func contains(_ day: CalendarDay?) -> Bool {
        guard let day else { return includesUndated }
        return includesDated && (first.map { day >= $0 } ?? true) && (last.map { day <= $0 } ?? true)
    }
}
