/// An inclusive range of due days, open at either end.
public struct DayRange: Hashable, Sendable {
    /// The first day in the range, or `nil` for no lower limit.
    public let first: CalendarDay?
    /// The last day in the range, or `nil` for no upper limit.
    public let last: CalendarDay?

    /// Every day.
    public static let all = DayRange(from: nil, through: nil)

    /// The days from `first` through `last`, both included.
    public init(from first: CalendarDay? = nil, through last: CalendarDay? = nil) {
        self.first = first
        self.last = last
    }

    /// Whether `day` lies in the range.
    public func contains(_ day: CalendarDay) -> Bool {
        (first.map { day >= $0 } ?? true) && (last.map { day <= $0 } ?? true)
    }
}
