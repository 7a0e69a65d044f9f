import Foundation

/// A task collection on a test CalDAV server: its URL, the phone client on it, and the
/// `[sync]` settings and environment that point `todo` at it.
public struct CalDAVCollection: Sendable {
    /// The server that holds it.
    public let server: CalDAVServer
    /// The collection's URL (ends in `/`).
    public let url: String

    /// Creates the description of the collection at `url` on `server`.
    public init(server: CalDAVServer, url: String) {
        self.server = server
        self.url = url
    }

    /// The other device: the phone client, on this collection.
    public var phone: PhoneClient { server.phone(at: url) }

    /// Fills the empty collection with `count` plain tasks titled `prefix 1` to
    /// `prefix count`, quickly (test set-up, not a phone's doing: see phone.py's `seed`).
    public func seed(count: Int, prefix: String = "Task") throws {
        try phone.seed(count: count, prefix: prefix, xandikosFolder: server.kind == .xandikos ? server.folder : nil)
    }

    /// The `[sync]` section of `config.toml` for this collection (`url`, and `username`
    /// when the server asks for one; the password goes in ``environment``), with `extra`
    /// lines of TOML added to the section.
    public func settings(url overriddenURL: String? = nil, extra: [String] = []) -> String {
        var lines = ["[sync]", "url = \(Self.quoted(overriddenURL ?? url))"]
        if let user = server.user { lines.append("username = \(Self.quoted(user))") }
        lines += extra
        return lines.joined(separator: "\n") + "\n"
    }

    /// The environment that gives `todo` the password: `TODO_SYNC_PASSWORD` (empty when the
    /// server asks for none).
    public var environment: [String: String] {
        server.password.map { ["TODO_SYNC_PASSWORD": $0] } ?? [:]
    }

    /// Writes `todo/config.toml` under `configHome` (what `XDG_CONFIG_HOME` names) with
    /// ``settings(url:extra:)`` and `before` (lines for the file's top, such as `database`).
    public func writeSettings(
        into configHome: String, url overriddenURL: String? = nil, before: [String] = [], extra: [String] = []
    ) throws {
        let folder = "\(configHome)/todo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let top = before.isEmpty ? "" : before.joined(separator: "\n") + "\n\n"
        try Data((top + settings(url: overriddenURL, extra: extra)).utf8)
            .write(to: URL(fileURLWithPath: "\(folder)/config.toml"), options: .atomic)
    }

    /// A TOML basic string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
