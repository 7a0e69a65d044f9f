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

    /// A floor program run the `sqlite3` shell's way (`[-readonly] DATABASE SQL`, a row a
    /// line) on its own copy of todo's database `todoDatabase`, made in `folder` as
    /// `databaseName`.
    static func floor(
        name: String, version: String, program: String, in folder: ScratchFolder, databaseName: String,
        todoDatabase: String, today: CalendarDay, environment: [String: String], note: String
    ) throws -> Peer {
        let database = folder.file(databaseName)
        try FileManager.default.copyItem(atPath: todoDatabase, toPath: database)
        let statements = FloorStatements(today: today)
        return Peer(
            name: name, version: version, path: program, environment: environment,
            list: ["-readonly", database, statements.list], add: [database, statements.add],
            complete: { index in [database, statements.complete(index)] },
            rows: { output in output.split(separator: "\n").count }, note: note, isFloor: true)
    }
}
