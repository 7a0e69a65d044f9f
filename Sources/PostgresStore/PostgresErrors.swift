import AppCore
import NIOCore
import NIOSSL
import PostgresNIO

/// Turns what the PostgreSQL client reports into one line a user can act on, naming the
/// server (never the password).
enum PostgresErrors {
    static func storeError(_ error: any Error, url: PostgresURL) -> any Error {
        if let error = error as? TodoStoreError { return error }
        if let transaction = error as? PostgresTransactionError,
            let inner = transaction.closureError ?? transaction.commitError ?? transaction.beginError
        {
            return storeError(inner, url: url)
        }
        return TodoStoreError.unusable(path: url.description, reason: reason(error, url: url))
    }

    private static func reason(_ error: any Error, url: PostgresURL) -> String {
        guard let error = error as? PSQLError else {
            if error is NIOConnectionError || error is IOError || error is ChannelError {
                return "cannot reach the PostgreSQL server at \(url.host):\(url.port); check that it runs and accepts connections"
            }
            if error is NIOSSLError || error is BoringSSLError {
                return "TLS with \(url.host):\(url.port) failed (\(error)); check sslmode and the server's certificate"
            }
            return "\(error)"
        }
        switch error.code {
        case .connectionError, .serverClosedConnection, .uncleanShutdown:
            return "cannot reach the PostgreSQL server at \(url.host):\(url.port); check that it runs and accepts connections"
        case .authMechanismRequiresPassword:
            return "the server wants a password for \(url.user); put it in the URL or in PGPASSWORD"
        case .sslUnsupported:
            return "the server does not offer TLS, which sslmode asks for; use sslmode=prefer or disable"
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "the server refused"
            switch state {
            case "28P01", "28000":
                return "the server refused user \(url.user) (wrong password, or no access in pg_hba.conf)"
            case "3D000":
                return "the database \(url.database) does not exist on the server; create it (createdb \(url.database))"
            case "42501":
                return "user \(url.user) may not do that (\(message)); ask the database's owner for privileges (Docs/Scaling.md)"
            case "57P03", "53300":
                return "the server is not accepting connections now (\(message)); try again"
            default:
                return "the server reported: \(message)"
            }
        default:
            return "the PostgreSQL client reported \(error.code)"
        }
    }
}
