import AppCore
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL
import Synchronization

/// One answer, read whole.
struct HTTPAnswer: Sendable {
    /// The status code.
    let status: Int
    /// The headers.
    let headers: HTTPHeaders
    /// The body.
    let body: [UInt8]
}

/// HTTP for a sync, through AsyncHTTPClient: TLS verified against the system's trust store,
/// the credentials sent to the account's own server only, redirects followed only on that
/// server, each answer limited in size and in how long it may keep todo waiting, and every
/// failure turned into a ``SyncError``.
final class HTTPTransport: Sendable {
    private let client: HTTPClient
    private let account: CalDAVAccount
    private let authorization: String?
    private let budget: ByteBudget

    /// The most all the answers of one sync may hold together.
    static let totalLimit = 100_000_000

    init(account: CalDAVAccount) {
        self.account = account
        let timeout = HTTPClient.Configuration.Timeout(
            connect: .seconds(Int64(min(account.timeout, 10))), read: .seconds(Int64(account.timeout)))
        let configuration = HTTPClient.Configuration(
            tlsConfiguration: TLSConfiguration.makeClientConfiguration(), redirectConfiguration: .disallow,
            timeout: timeout)
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        if let user = account.username {
            let pair = Data("\(user):\(account.password ?? "")".utf8).base64EncodedString()
            authorization = "Basic \(pair)"
        } else {
            authorization = nil
        }
        budget = ByteBudget(Self.totalLimit)
    }

    /// Ends the client; call once the sync is over.
    func shutdown() async {
        try? await client.shutdown()
    }

    /// Sends a request to `url` (on the account's server) and reads the answer.
    func send(_ method: String, _ url: URL, headers: [(String, String)] = [], body: String? = nil) async throws
        -> HTTPAnswer
    {
        var target = url
        for _ in 0..<4 {
            let answer = try await sendOnce(method, target, headers: headers, body: body)
            guard [301, 302, 303, 307, 308].contains(answer.status) else { return answer }
            guard let location = answer.headers.first(name: "Location"),
                let next = URL(string: location, relativeTo: target)?.absoluteURL
            else { return answer }
            guard Self.sameServer(next, account.url) else {
                throw SyncError.redirected(from: account.host, to: next.host ?? next.absoluteString)
            }
            target = next
        }
        throw SyncError.unexpectedStatus(url: url.absoluteString, status: 310)
    }

    private func sendOnce(_ method: String, _ url: URL, headers: [(String, String)], body: String?) async throws
        -> HTTPAnswer
    {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: method)
        if let authorization { request.headers.add(name: "Authorization", value: authorization) }
        request.headers.add(name: "User-Agent", value: "todo")
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(string: body)) }
        let host = account.host
        do {
            let response = try await client.execute(request, timeout: .seconds(Int64(account.timeout) * 2))
            let room = budget.remaining
            let collected = try await response.body.collect(upTo: room)
            budget.spend(collected.readableBytes)
            return HTTPAnswer(
                status: Int(response.status.code), headers: response.headers,
                body: Array(collected.readableBytesView))
        } catch let error as SyncError {
            throw error
        } catch is NIOTooManyBytesError {
            throw SyncError.tooLarge(host: host, limit: Self.totalLimit)
        } catch let error as HTTPClientError {
            switch error {
            case .connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout, .tlsHandshakeTimeout:
                throw SyncError.timedOut(host: host, seconds: account.timeout)
            default:
                throw SyncError.cannotConnect(host: host, reason: "\(error)")
            }
        } catch let error as NIOSSLError {
            let text = "\(error)"
            let reason =
                text.contains("CERTIFICATE_VERIFY_FAILED")
                ? "this system does not trust it" : "the TLS handshake failed"
            throw SyncError.certificate(host: host, reason: reason)
        } catch is NIOSSLExtraError {
            throw SyncError.certificate(host: host, reason: "it is not made out to \(host)")
        } catch {
            throw SyncError.cannotConnect(host: host, reason: Self.reason(error))
        }
    }

    /// A connection error, said briefly.
    private static func reason(_ error: any Error) -> String {
        let text = "\(error)"
        if text.contains("connectionRefused") || text.contains("Connection refused") {
            return "the connection was refused"
        }
        return text.count > 200 ? String(text.prefix(200)) + "..." : text
    }

    /// Whether two URLs name the same scheme, host and port.
    static func sameServer(_ one: URL, _ other: URL) -> Bool {
        one.scheme?.lowercased() == other.scheme?.lowercased() && one.host?.lowercased() == other.host?.lowercased()
            && (one.port ?? defaultPort(one)) == (other.port ?? defaultPort(other))
    }

    private static func defaultPort(_ url: URL) -> Int {
        url.scheme?.lowercased() == "https" ? 443 : 80
    }
}

/// How many bytes the answers of one sync may still hold.
final class ByteBudget: Sendable {
    private let left: Mutex<Int>

    init(_ limit: Int) {
        left = Mutex(limit)
    }

    var remaining: Int { left.withLock { $0 } }

    func spend(_ count: Int) {
        left.withLock { $0 -= count }
    }
}
