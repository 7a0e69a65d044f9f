import AppCore

/// Every sentence about a sync.
public enum SyncWording {
    /// "Synced with tasks at dav.example.net: 3 sent, 2 received, 1 conflict merged (todo undo
    /// restores your version)." or "Synced with tasks at HOST: nothing changed."
    public static func summary(_ summary: SyncSummary) -> String {
        let place = "Synced with tasks at \(summary.host)"
        var line: String
        if summary.sent == 0 && summary.received == 0 && summary.conflicts == 0 {
            line = "\(place): nothing changed."
        } else {
            line = "\(place): \(summary.sent) sent, \(summary.received) received"
            if summary.conflicts > 0 {
                line += ", \(summary.conflicts) conflict\(summary.conflicts == 1 ? "" : "s") merged"
                line += " (todo undo restores your version)"
            }
            line += "."
        }
        if !summary.skipped.isEmpty {
            let names = summary.skipped.prefix(5).joined(separator: ", ")
            let more = summary.skipped.count > 5 ? " and \(summary.skipped.count - 5) more" : ""
            line += " Left out, not valid iCalendar: \(names)\(more)."
        }
        return line
    }

    /// One line per collection for `todo sync --collections`: its URL and name.
    public static func collections(_ found: [(url: String, name: String?)], host: String) -> String {
        guard !found.isEmpty else { return "\(host) has no collection of tasks for this user." }
        return found.map { entry in entry.name.map { "\(entry.url)  \($0)" } ?? entry.url }.joined(separator: "\n")
    }

    /// Said while another sync of the same list runs.
    public static let waiting = "Another todo sync of this list is running; waiting for it to end..."
}
