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
    public func relation(of due: CalendarDay?, today: CalendarDay) -> DateRelation {
        guard let due else { return .someday }
        let endOfThisWeek = endOfWeek(containing: today)
        let tomorrow = today.adding(days: 1)
        if due < today { return .overdue }
        if due == today { return .today }
        if due == tomorrow { return tomorrow <= endOfThisWeek ? .tomorrow : .nextWeek }
        if due <= endOfThisWeek { return .laterThisWeek }
        if due <= endOfThisWeek.adding(days: 7) { return .nextWeek }
        return .later
    }

    /// The day ranges of the upcoming list's sections, in order, for `today`: each due day
    /// falls in the range of the section ``relation(of:today:)`` names. A section with no
    /// days (Later This Week when today ends the week, say) is left out; Later only with
    /// `includingLater`.
    public func sectionRanges(today: CalendarDay, includingLater: Bool) -> [(relation: DateRelation, days: DayRange)] {
        let endOfThisWeek = endOfWeek(containing: today)
        let tomorrow = today.adding(days: 1)
        let endOfNext = endOfThisWeek.adding(days: 7)
        var ranges: [(DateRelation, DayRange)] = [
            (.overdue, DayRange(through: today.adding(days: -1))),
            (.today, DayRange(from: today, through: today)),
        ]
        if tomorrow <= endOfThisWeek {
            ranges.append((.tomorrow, DayRange(from: tomorrow, through: tomorrow)))
            if tomorrow < endOfThisWeek {
                ranges.append((.laterThisWeek, DayRange(from: tomorrow.adding(days: 1), through: endOfThisWeek)))
            }
        }
        ranges.append((.nextWeek, DayRange(from: endOfThisWeek.adding(days: 1), through: endOfNext)))
        if includingLater {
            ranges.append((.later, DayRange(from: endOfNext.adding(days: 1))))
            ranges.append((.someday, .undated))
        }
        return ranges
    }
}
