import AppCore
import Foundation

/// The machine's floor for todo's three commands in ``PeerComparison``: the `sqlite3` shell
/// running ``FloorStatements`` on a copy of todo's own database, with nothing of todo around
/// it (no program start of todo's, no settings, no undo step, no formatting).
enum SQLiteShellFloor {
    /// The name the report gives it.
    static let name = "sqlite3 shell"

    /// Copies todo's database `todoDatabase` into `folder` and says how to run the shell on
    /// the copy; `nil` when the shell is not installed.
    static func prepare(
        in folder: ScratchFolder, todoDatabase: String, today: CalendarDay, environment: [String: String]
    ) throws -> Peer? {
        guard let shell = Executable.find("sqlite3") else { return nil }
        let version = (try? ChildOutput.read(shell, ["-version"], environment: environment)) ?? ""
        return try FloorStatements.floor(
            name: name, version: version.split(separator: " ").first.map(String.init) ?? "?", program: shell,
            in: folder, databaseName: "floor.sqlite", todoDatabase: todoDatabase, today: today,
            environment: environment,
            note: """
                the floor, not a peer: the sqlite3 shell listing, inserting and updating the same rows in a copy of \
                todo's database (synchronous = FULL for the writes), with nothing of todo around it
                """)
    }
}
