import NIOSSL
import PostgresNIO

extension PostgresURL {
    /// The client's settings for this URL: server, user, password, database and TLS.
    ///
    /// `prefer` and `require` encrypt without checking the server's certificate (as
    /// libpq does); `verify-full` checks it against the system's trusted authorities and
    /// the host name.
    package func configuration() throws -> PostgresConnection.Configuration {
        PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: try tlsSetting())
    }

    private func tlsSetting() throws -> PostgresConnection.Configuration.TLS {
        var unverified = TLSConfiguration.makeClientConfiguration()
        unverified.certificateVerification = .none
        switch tls {
        case .disable: return .disable
        case .prefer: return .prefer(try NIOSSLContext(configuration: unverified))
        case .require: return .require(try NIOSSLContext(configuration: unverified))
        case .verifyFull: return .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
    }
}
