import Foundation

/// Where a PostgreSQL database is: read from `postgres://user[:password]@host[:port]/dbname`
/// (or `postgresql://`), with `?sslmode=disable|prefer|require|verify-full`. The password
/// comes from the URL, else `PGPASSWORD`, else a password file (`~/.pgpass` or `PGPASSFILE`,
/// read as libpq reads it); it is never shown.
public struct PostgresURL: Sendable, Equatable, CustomStringConvertible {
    /// How to use TLS, as libpq's `sslmode` says it.
    public enum TLSMode: String, Sendable {
        /// Never.
        case disable
        /// When the server offers it, without checking its certificate (the default).
        case prefer
        /// Always, without checking the certificate.
        case require
        /// Always, checking the certificate and the host name.
        case verifyFull = "verify-full"
    }

    /// The server's host name or address.
    public let host: String
    /// The server's port (5432 unless the URL says otherwise).
    public let port: Int
    /// The role to log in as: from the URL, else `PGUSER`, else `USER`.
    public let user: String
    /// Where a password comes from.
    public enum PasswordSource: Sendable, Equatable {
        /// The URL itself (visible to every user in `ps` when given on the command line).
        case url
        /// `PGPASSWORD`.
        case environment
        /// A password file, at this path.
        case file(String)
        /// Nowhere: no password.
        case none
    }

    /// The password: from the URL, else `PGPASSWORD`, else the password file; never shown.
    public let password: String?
    /// Where ``password`` came from.
    public let passwordSource: PasswordSource
    /// The password file that was looked at and passed over (it is not private, or not a
    /// plain file), if one was: the user is warned, as libpq warns.
    public let ignoredPasswordFile: PostgresPasswordFile.PassedOver?
    /// The database's name.
    public let database: String
    /// Whether and how to use TLS.
    public let tls: TLSMode

    /// Whether `text` names a PostgreSQL database rather than a file.
    public static func isPostgres(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads `text`; `environment` gives `PGUSER` or `USER`, and `PGPASSWORD`, when the URL
    /// has none, and names the password file (`PGPASSFILE`, or `.pgpass` in `HOME`) read
    /// when neither gives a password.
    public init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(PostgresURLError)
    {
        guard Self.isPostgres(text), let components = URLComponents(string: text), let host = components.host,
            !host.isEmpty
        else {
            throw PostgresURLError(text: Self.redacted(text), reason: "write it as postgres://user@host:5432/dbname")
        }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw PostgresURLError(
                text: Self.redacted(text), reason: "it names no database; add one, as in postgres://user@host/todo")
        }
        let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }) { $1 }
        let mode = query["sslmode"] ?? "prefer"
        guard let tls = TLSMode(rawValue: mode) else {
            throw PostgresURLError(
                text: Self.redacted(text),
                reason: "sslmode must be disable, prefer, require or verify-full, not \(mode)")
        }
        self.host = host
        port = components.port ?? 5432
        user =
            components.user.flatMap { $0.removingPercentEncoding } ?? environment["PGUSER"] ?? environment["USER"]
            ?? "postgres"
        self.database = database.removingPercentEncoding ?? database
        self.tls = tls
        (password, passwordSource, ignoredPasswordFile) = Self.password(
            given: components.password, environment: environment, host: host, port: port, database: self.database,
            user: user)
    }

    /// The password and where it came from: the URL, else `PGPASSWORD`, else the password
    /// file (and the file, when it was passed over).
    private static func password(
        given: String?, environment: [String: String], host: String, port: Int, database: String, user: String
    ) -> (String?, PasswordSource, PostgresPasswordFile.PassedOver?) {
        if let given { return (given.removingPercentEncoding ?? given, .url, nil) }
        if let variable = environment["PGPASSWORD"] { return (variable, .environment, nil) }
        guard let file = PostgresPasswordFile(environment: environment) else { return (nil, .none, nil) }
        switch file.lookup(host: host, port: port, database: database, user: user) {
        case .found(let stored): return (stored, .file(file.path), nil)
        case .notFound: return (nil, .none, nil)
        case .ignored(let problem):
            return (nil, .none, PostgresPasswordFile.PassedOver(path: file.path, problem: problem))
        }
    }

    /// The URL without the password: what every message shows.
    public var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)"
    }

    /// `text` with any password in it replaced by `***`, read by hand so that even a URL
    /// too malformed to parse never shows its password.
    public static func redacted(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let rest = text[scheme.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else {
            return text
        }
        return String(text[..<rest.startIndex]) + authority[...colon] + "***" + authority[at...] + rest[authorityEnd...]
    }
}

/// A PostgreSQL URL that could not be read.
public struct PostgresURLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The URL as given, password hidden.
    public let text: String
    /// What is wrong and what to write instead.
    public let reason: String

    public var description: String { "cannot use the database \(text): \(reason)" }
}
