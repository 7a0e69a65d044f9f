/// What a sync did, for the summary line.
public struct SyncSummary: Sendable, Hashable {
    /// The server's name.
    public var host: String
    /// How many tasks were written to or deleted on the server.
    public var sent = 0
    /// How many items the server's changes added, changed or deleted here.
    public var received = 0
    /// How many fields were changed on both sides (the server's version kept; undo gives
    /// back the local one).
    public var conflicts = 0
    /// The resources left out because they are not valid iCalendar, by name.
    public var skipped: [String] = []

    /// Creates an empty summary.
    public init(host: String) {
        self.host = host
    }
}
