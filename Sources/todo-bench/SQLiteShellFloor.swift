import AppCore
import Foundation

/// The machine's floor for todo's three commands in ``PeerComparison``: the `sqlite3` shell
/// doing the same to a copy of todo's own database, with nothing of todo around it (no
/// program start of todo's, no settings, no undo step, no formatting). Listing prints the
/// upcoming open items in todo's order; adding inserts one row with `synchronous = FULL`,
/// as todo writes; completing sets one item's completion time. The triggers that keep the
/// search tables in step run as they do for todo.
enum SQLiteShellFloor {
    /// The name the report gives it.
    static let name = "sqlite3 shell"

    /// Copies todo's database `todoDatabase` into `folder` and says how to run the shell on
    /// the copy; `nil` when the shell is not installed.
    static func prepare(
        in folder: ScratchFolder, todoDatabase: String, today: CalendarDay, environment: [String: String]
    ) throws -> Peer? {
        guard let shell = Executable.find("sqlite3") else { return nil }
        let database = folder.file("floor.sqlite")
        try FileManager.default.copyItem(atPath: todoDatabase, toPath: database)
        let end = WeekCalendar().endOfNextWeek(after: today).iso
        let now = Int(today.start(in: TimeZone(identifier: "UTC") ?? .current).timeIntervalSince1970)
        let version = (try? ChildOutput.read(shell, ["-version"], environment: environment)) ?? ""
        return Peer(
            name: name, version: version.split(separator: " ").first.map(String.init) ?? "?", path: shell,
            environment: environment,
            list: [
                "-readonly", database,
                "SELECT id, title, due FROM item WHERE completed IS NULL AND due <= '\(end)' ORDER BY due, created, id",
            ],
            add: [
                database,
                "PRAGMA synchronous = FULL; INSERT INTO item (title, due, created) "
                    + "VALUES ('Bench task', '\(today.adding(days: 1).iso)', \(now))",
            ],
            complete: { index in
                [database, "PRAGMA synchronous = FULL; UPDATE item SET completed = \(now) WHERE id = \(index + 1)"]
            },
            rows: { output in output.split(separator: "\n").count },
            note: """
                the floor, not a peer: the sqlite3 shell listing, inserting and updating the same rows in a copy of \
                todo's database (synchronous = FULL for the writes), with nothing of todo around it
                """,
            isFloor: true)
    }
}
