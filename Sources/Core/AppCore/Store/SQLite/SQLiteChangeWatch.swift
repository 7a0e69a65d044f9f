import Foundation
import GRDB

/// Tells cheaply whether a database file changed, whoever changed it: SQLite's
/// `PRAGMA data_version`, read on one dedicated read-only connection (the value is only
/// comparable on the same connection), opened the first time it is asked.
final class SQLiteChangeWatch: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var connection: DatabaseQueue?

    init(path: String) {
        self.path = path
    }

    /// A number that changes after any other connection commits a change.
    func dataVersion() throws -> Int64 {
        try lock.withLock {
            let queue = try connection ?? Self.open(path)
            connection = queue
            return try queue.read { db in try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
        }
    }

    private static func open(_ path: String) throws -> DatabaseQueue {
        try DatabaseQueue(
            path: path, configuration: SQLiteConnectionSettings.configuration(readOnly: true, label: "todo.changes"))
    }
}
