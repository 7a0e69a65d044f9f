import AppCore
import Foundation

/// The SQL the machine's floors (``SQLiteShellFloor``, ``SQLiteCFloor``) run on a copy of
/// todo's database for todo's three commands: listing prints the upcoming open items in
/// todo's order; adding inserts one row with `synchronous = FULL`, as todo writes;
/// completing sets one item's completion time. The triggers that keep the search tables in
/// step run as they do for todo.
struct FloorStatements {
    /// Prints the open items due through the end of next week.
    let list: String
    /// Inserts one item due tomorrow.
    let add: String
    /// Completes the data set's item `index` (counted from 0).
    let complete: @Sendable (Int) -> String

    /// The statements for a data set made on `today`.
    init(today: CalendarDay) {
        let end = WeekCalendar().endOfNextWeek(after: today).iso
        let now = Int(today.start(in: TimeZone(identifier: "UTC") ?? .current).timeIntervalSince1970)
        list = "SELECT id, title, due FROM item WHERE completed IS NULL AND due <= '\(end)' ORDER BY due, created, id"
        add =
            "PRAGMA synchronous = FULL; INSERT INTO item (title, due, created) "
            + "VALUES ('Bench task', '\(today.adding(days: 1).iso)', \(now))"
        complete = { index in "PRAGMA synchronous = FULL; UPDATE item SET completed = \(now) WHERE id = \(index + 1)" }
    }
}
