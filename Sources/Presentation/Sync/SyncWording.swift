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

    /// The line a sync under way shows on a terminal: "Syncing: 300 of 1,000 tasks".
    public static func progress(_ progress: SyncProgress) -> String {
        "Syncing: \(grouped(progress.done)) of \(grouped(progress.total)) task\(progress.total == 1 ? "" : "s")"
    }

    /// The state of a sync under way, for a title bar: "syncing…", "syncing 300 of 1,000".
    public static func syncing(_ progress: SyncProgress?) -> String {
        guard let progress, progress.total > 0 else { return "syncing…" }
        return "syncing \(grouped(progress.done)) of \(grouped(progress.total))"
    }

    /// The state after a sync that succeeded `ago`: "synced just now", "synced 2 min ago",
    /// "synced 3 h ago", "synced 2 days ago".
    public static func synced(ago: Duration) -> String {
        let minutes = Int(ago.components.seconds / 60)
        switch minutes {
        case ..<1: return "synced just now"
        case ..<60: return "synced \(minutes) min ago"
        case ..<(24 * 60): return "synced \(minutes / 60) h ago"
        default:
            let days = minutes / (24 * 60)
            return "synced \(days) day\(days == 1 ? "" : "s") ago"
        }
    }

    /// The state after a sync that failed, `short` saying why in a few words:
    /// "sync failed: password refused".
    public static func failed(_ short: String) -> String {
        short.isEmpty ? "sync failed" : "sync failed: \(short)"
    }

    /// A sync the front started by itself failed (`message`: why, and what to do).
    public static func backgroundProblem(_ message: String) -> String {
        "the sync in the background failed: \(message)"
    }

    /// Said by a front asked to sync with no sync to run (a front built without one).
    public static let unavailable = "sync is not available here; run todo sync"

    /// Why a sync failed in a few words, for a title bar ("" when there are none better
    /// than "sync failed").
    public static func shortProblem(_ error: any Error) -> String {
        guard let error = error as? SyncError else { return "" }
        switch error {
        case .notSetUp: return "not set up"
        case .insecure: return "plain http refused"
        case .unauthorized: return "password refused"
        case .forbidden: return "no permission"
        case .notFound: return "collection not found"
        case .serverError(_, let status): return "server error \(status)"
        case .timedOut: return "no answer"
        case .cannotConnect: return "server unreachable"
        case .certificate: return "certificate not valid"
        case .notCalDAV: return "not a CalDAV collection"
        case .passwordCommand: return "password_command failed"
        default: return ""
        }
    }

    /// `count` with its thousands grouped: "1,000".
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (count < 0 ? "-" : "") + out
    }
}
