import Logging
import NIOCore
import PostgresNIO

/// Opens one connection to the server and brings the schema up to date, each within its
/// limit: a server that does not answer is given up on, never waited for.
enum PostgresConnector {
    static func open(_ url: PostgresURL, limits: PostgresLimits, logger: Logger, id: Int) async throws
        -> PostgresConnection
    {
        var configuration = try url.configuration()
        // postgres-nio's own limit covers the TCP connection, TLS and logging in.
        configuration.options.connectTimeout = .milliseconds(Int64(limits.connect * 1_000))
        let connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
        do {
            try await Deadline.run(seconds: limits.useCase) {
                try await PostgresMigrator(connection: connection, logger: logger, url: url).migrate()
            }
            return connection
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
