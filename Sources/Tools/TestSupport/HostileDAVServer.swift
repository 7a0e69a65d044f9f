import Foundation

/// A CalDAV server that answers every request badly, one way per ``Mode``
/// (`Tests/Support/hostile_dav.py` on a free loopback port), and notes what it was asked.
/// Stopped when released.
public final class HostileDAVServer: @unchecked Sendable {
    /// How it answers.
    public enum Mode: String, CaseIterable, Sendable {
        /// 207 with a body that is not well-formed XML.
        case malformedXML = "malformed-xml"
        /// 207 with a DTD: nested entities ("billion laughs") and an external entity that
        /// points back at this server's `/external-entity`.
        case entities
        /// 207 with a 200 MB body.
        case huge
        /// 500.
        case serverError = "server-error"
        /// Never answers.
        case timeOut = "time-out"
        /// 401 with a Basic challenge.
        case unauthorized
        /// 404.
        case notFound = "not-found"
    }

    /// How it answers.
    public let mode: Mode
    /// Its port on 127.0.0.1.
    public let port: Int
    private let process: ChildProcess
    private let folder: TemporaryDirectory

    /// Starts a server answering as `mode`, once it listens.
    public init(_ mode: Mode) throws {
        self.mode = mode
        folder = try TemporaryDirectory()
        process = try ChildProcess(
            SupportScript.python,
            [SupportScript.path("hostile_dav.py"), mode.rawValue, "--log", folder.file("requests.log")],
            environment: SupportScript.environment)
        let deadline = Date().addingTimeInterval(30)
        var found: Int?
        while found == nil && Date() < deadline && !process.hasEnded {
            let text = String(decoding: process.stdoutSoFar, as: UTF8.self)
            if let line = text.split(separator: "\n").first, text.contains("\n") { found = Int(line) }
            if found == nil { usleep(20_000) }
        }
        guard let found else {
            process.kill(SIGKILL)
            let stderr = String(decoding: process.wait(timeout: 5).stderr, as: UTF8.self)
            throw CalDAVTestError("hostile_dav.py \(mode.rawValue) did not start: \(stderr)")
        }
        port = found
    }

    /// A collection URL on it.
    public var collectionURL: String { "http://127.0.0.1:\(port)/calendars/user/tasks/" }

    /// The requests it received, one `METHOD path` a line.
    public var requests: [String] {
        let text = (try? String(contentsOfFile: folder.file("requests.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    deinit {
        process.kill(SIGKILL)
        process.wait(timeout: 10)
    }
}
