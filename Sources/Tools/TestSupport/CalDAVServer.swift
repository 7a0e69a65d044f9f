import Foundation

/// One of the CalDAV servers `.ci/with-caldav` starts for the sync tests, found through the
/// variables it exports: the server's root, and for Radicale a user and a password.
public struct CalDAVServer: Sendable, CustomStringConvertible {
    /// Which server program it is.
    public enum Kind: String, CaseIterable, Sendable {
        /// Radicale, with htpasswd authentication.
        case radicale
        /// Xandikos, with no authentication.
        case xandikos

        /// The variable that holds the server's root URL.
        public var urlVariable: String { "TODO_TEST_\(rawValue.uppercased())_URL" }
        /// The variable that holds the user, for a server that asks for one.
        public var userVariable: String { "TODO_TEST_\(rawValue.uppercased())_USER" }
        /// The variable that holds the password, for a server that asks for one.
        public var passwordVariable: String { "TODO_TEST_\(rawValue.uppercased())_PASSWORD" }
        /// The variable that holds the server's store folder, where one is given (Xandikos's).
        public var folderVariable: String { "TODO_TEST_\(rawValue.uppercased())_DIR" }
    }

    /// Which server program it is.
    public let kind: Kind
    /// The server's root, such as `http://127.0.0.1:40123/`.
    public let root: String
    /// The user to log in as, or nil when the server asks for none.
    public let user: String?
    /// The user's password, or nil when the server asks for none.
    public let password: String?
    /// Xandikos's store folder, where large collections are seeded in one git commit.
    public let folder: String?

    /// Creates a description of a server at `root`.
    public init(kind: Kind, root: String, user: String?, password: String?, folder: String? = nil) {
        self.kind = kind
        self.root = root
        self.user = user
        self.password = password
        self.folder = folder
    }

    public var description: String { kind.rawValue }

    /// The server of `kind` named by the environment, or nil when `.ci/with-caldav` did not
    /// start one (the variables are absent).
    public static func running(
        _ kind: Kind, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> CalDAVServer? {
        guard let root = environment[kind.urlVariable], !root.isEmpty else { return nil }
        let user = environment[kind.userVariable].flatMap { $0.isEmpty ? nil : $0 }
        let password = environment[kind.passwordVariable].flatMap { $0.isEmpty ? nil : $0 }
        let folder = environment[kind.folderVariable].flatMap { $0.isEmpty ? nil : $0 }
        return CalDAVServer(kind: kind, root: root, user: user, password: password, folder: folder)
    }

    /// Whether every test server is running: the condition of the tests that need them
    /// (`.enabled(if: CalDAVServer.areRunning)`), which are skipped otherwise.
    public static var areRunning: Bool {
        Kind.allCases.allSatisfy { running($0) != nil }
    }

    /// The server of `kind`; throws a message that says how to start it when it is absent.
    public static func named(_ kind: Kind) throws -> CalDAVServer {
        guard let server = running(kind) else {
            throw CalDAVTestError(
                "no \(kind.rawValue) server for the sync tests: run them with "
                    + "`.ci/with-postgres .ci/with-caldav swift test` (needs apt-get install -y radicale xandikos "
                    + "python3-caldav), or set \(kind.urlVariable)")
        }
        return server
    }

    /// The phone client logged in to this server, pointed at `url` (the server's root
    /// unless told otherwise).
    public func phone(at url: String? = nil) -> PhoneClient {
        PhoneClient(url: url ?? root, user: user, password: password)
    }

    /// Makes a new, empty VTODO collection in the user's calendar home (through the phone
    /// client's MKCALENDAR), named `name` and a random suffix.
    public func makeCollection(named name: String = "tasks") throws -> CalDAVCollection {
        let unique = "\(name)-\(UUID().uuidString.prefix(8).lowercased())"
        let url = try phone().makeCollection(named: unique)
        return CalDAVCollection(server: self, url: url)
    }
}

/// A failure of the sync tests' set-up: a server missing, a helper program that failed.
public struct CalDAVTestError: Error, CustomStringConvertible {
    public let description: String

    /// Creates the error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
