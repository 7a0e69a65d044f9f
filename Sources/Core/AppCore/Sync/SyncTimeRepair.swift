import Foundation

/// What the upgrade to times of day does for items synced before: the release before kept
/// a task's DUE with a time of day in its sync record but gave the item the day alone. Left
/// so, the first sync after the upgrade would read "the time was removed here" and send the
/// task back without its time. The upgrade gives such an item the time its record holds,
/// when the record's day is still the item's day (else the day was changed here, and the
/// next sync sends that change as it would have).
public enum SyncTimeRepair {
    /// The time of day the record `text` gives an item due on `day` (`nil`: none to give).
    public static func time(inRecord text: String, due day: CalendarDay, timeZone: TimeZone = .current)
        -> TimeOfDay?
    {
        guard let fields = RemoteTask.fields(of: text, timeZone: timeZone, now: Date()), fields.due == day else {
            return nil
        }
        return fields.dueTime
    }

    /// The start day the record `text` gives (`nil`: none). The release before kept a
    /// task's DTSTART in its record but gave the item no start day: left so, the first sync
    /// after the upgrade would read "the start was removed here" and send the task back
    /// without it. The upgrade gives such an item the start day its record holds.
    public static func start(inRecord text: String, timeZone: TimeZone = .current) -> CalendarDay? {
        RemoteTask.fields(of: text, timeZone: timeZone, now: Date())?.start
    }
}
