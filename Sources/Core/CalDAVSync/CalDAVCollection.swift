import AppCore
import Foundation
import Synchronization

/// A collection of tasks on a CalDAV server (RFC 4791), the other side of ``SyncInteractor``:
/// read with PROPFIND, REPORT sync-collection (RFC 6578), calendar-query and
/// calendar-multiget, written with conditional PUT and DELETE. Each answer is untrusted:
/// read by ``XMLReader``, within the size limits of ``HTTPTransport``; a task over
/// ``taskLimit`` is left out.
///
/// Opening sends nothing: a sync that has a token asks what changed since it, one request
/// when nothing did (a collection that is gone, or that the user may no longer read, fails
/// that request with the same messages). Only a sync without a token (the first, or after
/// the server forgot it) checks with a PROPFIND that the URL is a calendar that holds tasks,
/// and reads the token there before it lists every task.
public final class CalDAVCollection: TaskCollection {
    private let transport: HTTPTransport
    private let account: CalDAVAccount
    /// The collection's URL, ending in `/`.
    public let url: URL
    /// What the PROPFIND found, once it was sent.
    private let checked: Mutex<Properties?>

    /// What the PROPFIND of the collection gives.
    private struct Properties: Sendable {
        var token: String?
        var name: String?
    }

    /// The most one task's iCalendar text may hold.
    public static let taskLimit = 1_000_000
    /// How many tasks one calendar-multiget asks for.
    static let batch = 500

    /// The collection `account` names, not asked anything yet (see the type's description).
    public static func open(_ account: CalDAVAccount) async throws -> CalDAVCollection {
        CalDAVCollection(transport: HTTPTransport(account: account), account: account, url: Self.asFolder(account.url))
    }

    private init(transport: HTTPTransport, account: CalDAVAccount, url: URL) {
        self.transport = transport
        self.account = account
        self.url = url
        checked = Mutex(nil)
    }

    /// The collection's name, when it has one and it was read (a sync without a token reads it).
    public var displayName: String? { checked.withLock { $0?.name } }

    /// Checks that the collection is a CalDAV calendar that holds tasks, and reads its sync
    /// token (`nil`: the server offers none). Throws a ``SyncError``.
    public func check() async throws -> String? {
        let answer = try await transport.send(
            "PROPFIND", url, headers: [("Depth", "0"), Self.xmlType], body: CalDAVRequests.collectionProperties)
        let status = try Self.multistatus(answer, url: url, account: account)
        // Some servers (Xandikos) answer a missing resource with a 207 whose response is a 404.
        guard let response = status.responses.first, response.status.map({ $0 / 100 == 2 }) ?? true,
            let type = response.property(XMLNamespace.dav, "resourcetype")
        else { throw SyncError.notFound(url: url.absoluteString) }
        guard
            type.child(XMLNamespace.caldav, "calendar") != nil
        else { throw SyncError.notCalDAV(url: url.absoluteString) }
        if let set = response.property(XMLNamespace.caldav, "supported-calendar-component-set") {
            let names = set.children(XMLNamespace.caldav, "comp").compactMap { $0.attributes["name"]?.uppercased() }
            if !names.isEmpty, !names.contains("VTODO") { throw SyncError.notCalDAV(url: url.absoluteString) }
        }
        let token = response.property(XMLNamespace.dav, "sync-token").map {
            $0.text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let name = response.property(XMLNamespace.dav, "displayname")?.text
        let properties = Properties(
            token: token?.isEmpty == false ? token : nil, name: name?.isEmpty == false ? name : nil)
        checked.withLock { $0 = properties }
        return properties.token
    }

    /// Ends the connections; call once the sync is over.
    public func close() async {
        await transport.shutdown()
    }

    public var host: String { account.host }

    public func changes(since token: String?) async throws -> RemoteChanges {
        if let token {
            let answer = try await transport.send(
                "REPORT", url, headers: [("Depth", "0"), Self.xmlType], body: CalDAVRequests.changes(since: token))
            // A token the server no longer knows: 403 or 409 (valid-sync-token), or 400/412.
            if ![400, 403, 409, 412].contains(answer.status) {
                let status = try Self.multistatus(answer, url: url, account: account)
                var changes = RemoteChanges(changed: [:], removed: [], isFullListing: false, token: status.syncToken)
                for response in status.responses where !Self.isCollection(response.href, url) {
                    if response.status == 404 || response.status == 410 {
                        changes.removed.append(response.href)
                    } else {
                        changes.changed[response.href] = response.etag ?? ""
                    }
                }
                return changes
            }
        }
        // The token before the listing: a change made while it is read is listed again next time.
        let token = try await check()
        let answer = try await transport.send(
            "REPORT", url, headers: [("Depth", "1"), Self.xmlType], body: CalDAVRequests.everyTodo)
        let status = try Self.multistatus(answer, url: url, account: account)
        var changes = RemoteChanges(changed: [:], removed: [], isFullListing: true, token: token)
        for response in status.responses where !Self.isCollection(response.href, url) {
            changes.changed[response.href] = response.etag ?? ""
        }
        return changes
    }

    public func resources(_ hrefs: [String]) async throws -> [RemoteResource] {
        var found: [RemoteResource] = []
        for start in stride(from: 0, to: hrefs.count, by: Self.batch) {
            let chunk = Array(hrefs[start..<min(start + Self.batch, hrefs.count)])
            let answer = try await transport.send(
                "REPORT", url, headers: [("Depth", "1"), Self.xmlType], body: CalDAVRequests.multiget(chunk))
            let status = try Self.multistatus(answer, url: url, account: account)
            for response in status.responses {
                guard let data = response.property(XMLNamespace.caldav, "calendar-data") else { continue }
                guard data.text.utf8.count <= Self.taskLimit else { continue }
                found.append(RemoteResource(href: response.href, etag: response.etag, text: data.text))
            }
        }
        return found
    }

    public func put(_ href: String, text: String, ifMatch: String?) async throws -> WriteOutcome {
        let target = try resolve(href)
        let condition = ifMatch.map { ("If-Match", $0) } ?? ("If-None-Match", "*")
        let answer = try await transport.send(
            "PUT", target, headers: [("Content-Type", "text/calendar; charset=utf-8"), condition], body: text)
        switch answer.status {
        case 200, 201, 204: return .done(etag: Self.strongETag(answer))
        case 412: return .changedMeanwhile
        default: throw Self.failure(answer.status, url: target, account: account)
        }
    }

    public func delete(_ href: String, ifMatch: String) async throws -> WriteOutcome {
        let target = try resolve(href)
        let answer = try await transport.send("DELETE", target, headers: [("If-Match", ifMatch)])
        switch answer.status {
        case 200, 202, 204: return .done(etag: nil)
        case 404, 410: return .gone
        case 412: return .changedMeanwhile
        default: throw Self.failure(answer.status, url: target, account: account)
        }
    }

    public func href(forUID uid: String) -> String {
        let safe = String(
            uid.unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        return Self.folderPath(url) + (safe.isEmpty ? "task" : safe) + ".ics"
    }

    // MARK: - Answers

    private static let xmlType = ("Content-Type", "application/xml; charset=utf-8")

    /// The URL of an href on the collection's server.
    private func resolve(_ href: String) throws -> URL {
        guard let target = URL(string: href, relativeTo: url)?.absoluteURL, HTTPTransport.sameServer(target, url)
        else {
            throw SyncError.badAnswer(host: host, reason: "it named a task at \(href), on another server")
        }
        return target
    }

    /// The ETag a write answered with, if it is a strong one (a weak one names no version).
    private static func strongETag(_ answer: HTTPAnswer) -> String? {
        guard let etag = answer.headers.first(name: "ETag"), !etag.hasPrefix("W/") else { return nil }
        return etag
    }

    /// Whether `href` is the collection itself (some servers list it).
    private static func isCollection(_ href: String, _ url: URL) -> Bool {
        let path = href.removingPercentEncoding ?? href
        let own = folderPath(url).removingPercentEncoding ?? folderPath(url)
        return path == own || path + "/" == own || path == url.absoluteString
    }

    /// The URL's path as written (percent-encoded), ending in `/` (Foundation's `path`
    /// drops the last `/`).
    static func folderPath(_ url: URL) -> String {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// `url` ending in `/`, as a collection's URL does.
    static func asFolder(_ url: URL) -> URL {
        url.absoluteString.hasSuffix("/") ? url : URL(string: url.absoluteString + "/") ?? url
    }

    /// The multistatus a 207 answer holds; any other status is a failure.
    static func multistatus(_ answer: HTTPAnswer, url: URL, account: CalDAVAccount) throws -> Multistatus {
        guard answer.status == 207 else { throw failure(answer.status, url: url, account: account) }
        do { return try Multistatus(answer.body) } catch {
            throw SyncError.badAnswer(host: account.host, reason: error.reason)
        }
    }

    /// The error an unexpected status means.
    static func failure(_ status: Int, url: URL, account: CalDAVAccount) -> SyncError {
        switch status {
        case 401: .unauthorized(host: account.host)
        case 403: .forbidden(url: url.absoluteString)
        case 404, 410: .notFound(url: url.absoluteString)
        case 405, 501, 200, 204, 400, 415: .notCalDAV(url: url.absoluteString)
        case 500...599: .serverError(host: account.host, status: status)
        default: .unexpectedStatus(url: url.absoluteString, status: status)
        }
    }
}
