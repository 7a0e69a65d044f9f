import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The bench's own CalDAV requests (never todo's code): reads the collections once (to warm
/// the server), changes a task as another device would, and times the server's answer to a
/// bare sync-collection REPORT.
final class BenchDAVClient: Sendable {
    private let client = HTTPClient(eventLoopGroupProvider: .singleton)
    private let authorization: String

    init(user: String, password: String) {
        authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    func shutdown() async {
        try? await client.shutdown()
    }

    /// Stores `text` at `url`, whatever is there (another device's change).
    func put(_ url: String, _ text: String) async throws {
        let (status, _) = try await send(
            "PUT", url, body: text, headers: [("Content-Type", "text/calendar; charset=utf-8")])
        guard [200, 201, 204].contains(status) else { throw BenchError("PUT \(url) answered \(status)") }
    }

    /// Reads every task of `collection` once, so that the server's caches are warm before
    /// anything is timed.
    func warm(_ collection: String) async throws {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/>\
            <c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/>\
            </c:comp-filter></c:filter></c:calendar-query>
            """
        let (status, _) = try await send("REPORT", collection, body: body, headers: [("Depth", "1")])
        guard status == 207 else { throw BenchError("REPORT calendar-query \(collection) answered \(status)") }
    }

    /// The collection's sync token now.
    func syncToken(_ collection: String) async throws -> String {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:propfind xmlns:d="DAV:"><d:prop><d:sync-token/></d:prop></d:propfind>
            """
        let (status, answer) = try await send("PROPFIND", collection, body: body, headers: [("Depth", "0")])
        guard status == 207, let start = answer.range(of: "sync-token>"),
            let end = answer[start.upperBound...].range(of: "</")
        else { throw BenchError("PROPFIND sync-token \(collection) answered \(status)") }
        return String(answer[start.upperBound..<end.lowerBound])
    }

    /// The wall time of one sync-collection REPORT with `token` (nothing changed since), in
    /// milliseconds: the server's answer as a client on this machine waits for it.
    func timeChangesReport(_ collection: String, token: String) async throws -> Double {
        let body = """
            <?xml version="1.0" encoding="utf-8"?>
            <d:sync-collection xmlns:d="DAV:"><d:sync-token>\(token)</d:sync-token><d:sync-level>1</d:sync-level>\
            <d:prop><d:getetag/></d:prop></d:sync-collection>
            """
        let start = Stopwatch.now()
        let (status, _) = try await send("REPORT", collection, body: body, headers: [("Depth", "0")])
        let elapsed = Stopwatch.now() - start
        guard status == 207 else { throw BenchError("REPORT sync-collection \(collection) answered \(status)") }
        return elapsed
    }

    private func send(_ method: String, _ url: String, body: String, headers: [(String, String)] = []) async throws
        -> (Int, String)
    {
        var request = HTTPClientRequest(url: url)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Authorization", value: authorization)
        request.headers.add(name: "User-Agent", value: "todo-bench")
        if !headers.contains(where: { $0.0 == "Content-Type" }) {
            request.headers.add(name: "Content-Type", value: "application/xml; charset=utf-8")
        }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(string: body))
        let response = try await client.execute(request, timeout: .seconds(300))
        let answer = try await response.body.collect(upTo: 500_000_000)
        return (Int(response.status.code), String(buffer: answer))
    }
}

/// One task as the bench puts it on the server: its resource name and iCalendar text.
struct BenchTask: Sendable {
    let name: String
    /// Its VTODO component, lines ending in CRLF.
    let vtodo: String

    static let header = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo-bench//EN\r\n"
    static let footer = "END:VCALENDAR\r\n"

    /// The whole resource.
    var text: String { Self.header + vtodo + Self.footer }

    /// Task `index` of a data set: a plain task as a phone makes it, some with a due day,
    /// a priority, tags or notes. Its UID, `bench-N`, names its resource `bench-N.ics`.
    static func make(_ index: Int, summary: String? = nil) -> BenchTask {
        var lines = [
            "BEGIN:VTODO", "UID:bench-\(index)", "DTSTAMP:20261119T090000Z", "CREATED:20261101T080000Z",
            "SUMMARY:\(summary ?? "Bench task \(index)")", "STATUS:NEEDS-ACTION",
        ]
        if index % 2 == 0 { lines.append("DUE;VALUE=DATE:202612\(String(format: "%02d", 1 + index % 28))") }
        if index % 4 == 1 { lines.append("PRIORITY:\([1, 5, 9][index % 3])") }
        if index % 5 == 0 { lines.append("CATEGORIES:home,errands") }
        if index % 7 == 0 { lines.append("DESCRIPTION:Notes for task \(index)\\, written on the phone") }
        lines.append("END:VTODO")
        return BenchTask(name: "bench-\(index).ics", vtodo: lines.joined(separator: "\r\n") + "\r\n")
    }
}
