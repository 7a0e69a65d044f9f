/// The week rules of the upcoming list: where weeks end and which section a due day
/// falls in, relative to today.
public struct WeekCalendar: Hashable, Sendable {
    /// The first day of every week.
    public let weekStart: WeekStart

    /// Creates the rules for weeks starting on `weekStart`.
    public init(weekStart: WeekStart = .sunday) {
        self.weekStart = weekStart
    }

    /// The last day of the week that contains `day`.
    public func endOfWeek(containing day: CalendarDay) -> CalendarDay {
        let daysIntoWeek = (day.weekday.rawValue - weekStart.weekday.rawValue + 7) % 7
        return day.adding(days: 6 - daysIntoWeek)
    }

    /// The last day of the week after the one that contains `day`.
    public func endOfNextWeek(after day: CalendarDay) -> CalendarDay {
        endOfWeek(containing: day).adding(days: 7)
    }

    /// Which section of the upcoming list an open item due on `due` belongs to.
    public func relation(of due: CalendarDay, today: CalendarDay) -> DateRelation {
        let endOfThisWeek = endOfWeek(containing: today)
        let tomorrow = today.adding(days: 1)
        if due < today { return .overdue }
        if due == today { return .today }
        if due == tomorrow { return tomorrow <= endOfThisWeek ? .tomorrow : .nextWeek }
        if due <= endOfThisWeek { return .laterThisWeek }
        if due <= endOfThisWeek.adding(days: 7) { return .nextWeek }
        return .later
    }
}
