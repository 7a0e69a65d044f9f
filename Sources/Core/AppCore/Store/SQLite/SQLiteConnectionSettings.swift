import GRDB

/// The settings of every connection todo opens on a database file: the pool's, and the
/// short read-only looks and roll-back before it. Each waits for other processes (SQLite's
/// busy timeout) instead of failing at once: a connection without it fails the moment
/// another process writes.
enum SQLiteConnectionSettings {
    /// How long a connection waits for another process's write before giving up.
    static let busyTimeout: Double = 10

    /// A connection's configuration: read-write, or read-only.
    static func configuration(readOnly: Bool = false, label: String = "todo") -> Configuration {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = label
        configuration.prepareDatabase { db in db.add(function: SQLiteFilterFunction.function) }
        return configuration
    }
}
