import AppCore
import NIOCore
import NIOSSL
import PostgresNIO

/// Turns what the PostgreSQL client reports into one line a user can act on, naming the
/// server (never the password). Every sentence about a PostgreSQL server is worded here.
enum PostgresErrors {
    static func storeError(_ error: any Error, url: PostgresURL) -> any Error {
        if let error = error as? TodoStoreError { return error }
        if let refused = error as? UpdateRefused { return refused.error }
        if let transaction = error as? PostgresTransactionError,
            let inner = transaction.closureError ?? transaction.commitError ?? transaction.beginError
        {
            return storeError(inner, url: url)
        }
        return TodoStoreError.unusable(path: url.description, reason: reason(error, url: url))
    }

    /// Whether `error` means that the connection is gone: the next use opens another.
    static func meansLostConnection(_ error: any Error) -> Bool {
        if let transaction = error as? PostgresTransactionError {
            return [
                transaction.beginError, transaction.closureError, transaction.commitError, transaction.rollbackError,
            ]
            .contains { $0.map(meansLostConnection) ?? false }
        }
        if error is Deadline.Passed || error is Deadline.Abandoned || error is IOError || error is ChannelError {
            return true
        }
        guard let error = error as? PSQLError else { return false }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            return true
        case .server:
            // The server ended the session: an administrator, a shutdown or a crash.
            return ["57P01", "57P02", "57P03"].contains(error.serverInfo?[.sqlState] ?? "")
        default:
            return false
        }
    }

    /// Whether `error` says that the server ended the session (`pg_terminate_backend`, a
    /// shutdown, a crash elsewhere) before running the statement it answers, or while
    /// running it, which rolls it back: either way nothing of it happened.
    static func endedBeforeRunning(_ error: any Error) -> Bool {
        if let transaction = error as? PostgresTransactionError {
            // Never after COMMIT was sent: the commit may have happened.
            guard transaction.commitError == nil else { return false }
            return [transaction.beginError, transaction.closureError].contains { $0.map(endedBeforeRunning) ?? false }
        }
        guard let error = error as? PSQLError else { return false }
        if error.code == .server, ["57P01", "57P02"].contains(error.serverInfo?[.sqlState] ?? "") { return true }
        return error.underlying.map(endedBeforeRunning) ?? false
    }

    private static func unreachable(_ url: PostgresURL) -> String {
        "cannot reach the PostgreSQL server at \(url.host):\(url.port); check that it runs and accepts connections"
    }

    private static func silent(_ url: PostgresURL, seconds: Double) -> String {
        let number = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        let shown = seconds == 1 ? "1 second" : "\(number) seconds"
        return "the PostgreSQL server at \(url.host):\(url.port) did not answer within \(shown); "
            + "check that it runs and that the network reaches it"
    }

    private static func reason(_ error: any Error, url: PostgresURL) -> String {
        if let passed = error as? Deadline.Passed { return silent(url, seconds: passed.seconds) }
        if error is CancellationError {
            return "todo was told to stop before the PostgreSQL server at \(url.host):\(url.port) answered; "
                + "once it answers, list the items to see whether the change was saved"
        }
        if error is Deadline.Abandoned { return unreachable(url) }
        guard let error = error as? PSQLError else {
            if let limit = connectTimeout(in: error) { return silent(url, seconds: seconds(limit)) }
            if error is NIOConnectionError || error is IOError || error is ChannelError { return unreachable(url) }
            if error is NIOSSLError || error is BoringSSLError {
                return "TLS with \(url.host):\(url.port) failed (\(error)); check sslmode and the server's certificate"
            }
            return "\(error)"
        }
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            if let limit = connectTimeout(in: error) { return silent(url, seconds: seconds(limit)) }
            return unreachable(url)
        case .authMechanismRequiresPassword:
            return
                "the server wants a password for \(url.user); give it in PGPASSWORD or in ~/.pgpass (Docs/Scaling.md)"
        case .sslUnsupported:
            return "the server does not offer TLS, which sslmode asks for; use sslmode=prefer or disable"
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "the server refused"
            switch state {
            case "28P01", "28000":
                if case .file(let path) = url.passwordSource {
                    return
                        "the server refused user \(url.user) (wrong password in \(path), or no access in pg_hba.conf)"
                }
                return "the server refused user \(url.user) (wrong password, or no access in pg_hba.conf)"
            case "3D000":
                return "the database \(url.database) does not exist on the server; create it (createdb \(url.database))"
            case "42501":
                return
                    "user \(url.user) may not do that (\(message)); ask the database's owner for privileges (Docs/Scaling.md)"
            case "57P01", "57P02":
                return unreachable(url)
            case "57P03", "53300":
                return "the server is not accepting connections now (\(message)); try again"
            default:
                return "the server reported: \(message)"
            }
        default:
            return "the PostgreSQL client reported \(error.code)"
        }
    }

    /// The limit of a connection attempt that ran out of time, if `error` comes from one.
    private static func connectTimeout(in error: any Error) -> TimeAmount? {
        if let channel = error as? ChannelError, case .connectTimeout(let limit) = channel { return limit }
        return (error as? PSQLError)?.underlying.flatMap(connectTimeout)
    }

    private static func seconds(_ amount: TimeAmount) -> Double {
        Double(amount.nanoseconds) / 1_000_000_000
    }
}
