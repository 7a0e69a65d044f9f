import AppCore
import Foundation

/// Where and as whom to sync: the collection's URL, checked, and the credentials.
public struct CalDAVAccount: Sendable {
    /// The URL as given (a collection, or the server's address for `--collections`).
    public let url: URL
    /// The user name, if any.
    public let username: String?
    /// The password, if any: kept in memory only, never printed.
    let password: String?
    /// How long a request may wait for the server's next bytes before the sync gives up.
    public let timeout: Int

    /// The longest wait for an answer, in seconds, unless told otherwise.
    public static let standardTimeout = 30

    /// Checks `text` as a sync URL: http or https with a host, no password in it, and
    /// plain http only to this machine (loopback) unless `allowInsecure`.
    public init(
        url text: String, username: String?, password: String?, allowInsecure: Bool,
        timeout: Int = CalDAVAccount.standardTimeout
    ) throws(SyncError) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            let host = components.host, !host.isEmpty
        else {
            throw .badURL(text, reason: "it is not an http or https address with a host")
        }
        if components.password != nil { throw .passwordInURL }
        guard scheme == "https" || scheme == "http" else {
            throw .badURL(text, reason: "todo syncs over https (or http), not \(scheme)")
        }
        if scheme == "http", !allowInsecure, !Self.isLoopback(host) { throw .insecure(host: host) }
        var cleaned = components
        cleaned.user = nil
        guard let url = cleaned.url else { throw .badURL(text, reason: "it is not a URL") }
        self.url = url
        self.username = components.user.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding } ?? username
        self.password = password
        self.timeout = max(1, timeout)
    }

    /// The host as a summary names it.
    public var host: String { url.host ?? url.absoluteString }

    /// Whether `host` is this machine: plain http there never leaves it.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        return bare == "localhost" || bare.hasPrefix("127.") || bare == "::1"
    }
}
