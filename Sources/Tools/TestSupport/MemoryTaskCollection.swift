import AppCore
import Synchronization

/// A collection of tasks on no server, for the shared behaviours: what a CalDAV collection
/// answers (every resource with its ETag, conditional writes), kept in memory; or, made
/// `failing`, the error every request throws.
public final class MemoryTaskCollection: TaskCollection {
    public let host = "dav.example.net"
    private let failure: SyncError?
    private let tasks = Mutex<[String: RemoteResource]>([:])
    private let writes = Mutex(0)

    /// An empty collection; with `failing`, one whose every request throws it.
    public init(failing: SyncError? = nil) {
        failure = failing
    }

    /// Adds a task as a phone would: `summary`, due `due` (YYYY-MM-DD) or never.
    public func add(uid: String, summary: String, due: String? = nil) {
        let dueLine = due.map { "DUE;VALUE=DATE:\($0.replacingOccurrences(of: "-", with: ""))\r\n" } ?? ""
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo tests//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "DTSTAMP:20261118T090000Z\r\nSUMMARY:\(summary)\r\n\(dueLine)STATUS:NEEDS-ACTION\r\nEND:VTODO\r\n"
            + "END:VCALENDAR\r\n"
        store(href(forUID: uid), text)
    }

    /// The SUMMARY of every task held, sorted.
    public var summaries: [String] {
        tasks.withLock { tasks in
            tasks.values.compactMap { resource in
                resource.text.split(separator: "\r\n").first { $0.hasPrefix("SUMMARY:") }.map {
                    String($0.dropFirst("SUMMARY:".count))
                }
            }
            .sorted()
        }
    }

    @discardableResult
    private func store(_ href: String, _ text: String) -> String {
        let count = writes.withLock { count in
            count += 1
            return count
        }
        let etag = "\"\(count)\""
        tasks.withLock { $0[href] = RemoteResource(href: href, etag: etag, text: text) }
        return etag
    }

    public func changes(since token: String?) async throws -> RemoteChanges {
        if let failure { throw failure }
        let listed = tasks.withLock { $0.mapValues { $0.etag ?? "" } }
        return RemoteChanges(changed: listed, removed: [], isFullListing: true, token: nil)
    }

    public func resources(_ hrefs: [String]) async throws -> [RemoteResource] {
        if let failure { throw failure }
        return tasks.withLock { tasks in hrefs.compactMap { tasks[$0] } }
    }

    public func put(_ href: String, text: String, ifMatch: String?) async throws -> WriteOutcome {
        if let failure { throw failure }
        let current = tasks.withLock { $0[href] }
        switch (ifMatch, current) {
        case (nil, .some): return .changedMeanwhile
        case (.some(let etag), .some(let resource)) where etag != "*" && etag != resource.etag:
            return .changedMeanwhile
        case (.some, nil) where ifMatch != "*": return .gone
        default: return .done(etag: store(href, text))
        }
    }

    public func delete(_ href: String, ifMatch: String) async throws -> WriteOutcome {
        if let failure { throw failure }
        return tasks.withLock { tasks in
            guard let resource = tasks[href] else { return .gone }
            guard ifMatch == "*" || ifMatch == resource.etag else { return .changedMeanwhile }
            tasks[href] = nil
            return .done(etag: nil)
        }
    }

    public func href(forUID uid: String) -> String {
        "/tasks/\(uid).ics"
    }
}
