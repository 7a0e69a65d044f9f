/// The rules of an item's start day (hidden until: Taskwarrior's `wait`, todo.txt's `t:`,
/// iCalendar's DTSTART): what a start text names, and where a repeat's next start falls.
public enum StartDay {
    /// The day `text` names, in any form a due field takes (`mon`, `dec 1`, `in 3 days`,
    /// `2026-12-01`), with `today` and `weeks` to count from; `nil` for none (empty,
    /// `none`, `someday`). A day in the past is taken (the item simply shows). A time of
    /// day is refused: a start is a whole day.
    public static func read(_ text: String, today: CalendarDay, weeks: WeekCalendar) throws(AddError) -> CalendarDay? {
        if text.allSatisfy(\.isWhitespace) { return nil }
        let moment: DueMoment
        do { moment = try DueDateParser(today: today, weeks: weeks).parseMoment(text) } catch {
            throw .unreadableStart(error)
        }
        if moment.time != nil { throw .startWithTime(text) }
        return moment.due.day
    }

    /// The start day of the occurrence after `item`, due on `next`: as many days before its
    /// due day as `item`'s start was before its own (Taskwarrior's habit); `nil` when `item`
    /// has no start or no due day.
    public static func keepingLead(of item: TodoItem, dueOn next: CalendarDay) -> CalendarDay? {
        guard let start = item.start, let due = item.due else { return nil }
        let day = next.adding(days: due.days(until: start))
        return min(max(day, .earliest), .latest)
    }
}
