import Logging
import NIOCore
import PostgresNIO

/// Opens one connection to the server and brings the schema up to date, each within its
/// limit (an upgrade's grows with the items it rewrites): a server that does not answer is
/// given up on, never waited for.
enum PostgresConnector {
    static func open(_ url: PostgresURL, limits: PostgresLimits, logger: Logger, id: Int) async throws
        -> PostgresConnection
    {
        var configuration = try url.configuration()
        // postgres-nio's own limit covers the TCP connection, TLS and logging in.
        configuration.options.connectTimeout = .milliseconds(Int64(limits.connect * 1_000))
        let connection = try await PostgresConnection.connect(configuration: configuration, id: id, logger: logger)
        do {
            let migrator = PostgresMigrator(connection: connection, logger: logger, url: url)
            let items = try await Deadline.run(seconds: limits.useCase) { try await migrator.itemsToUpgrade() }
            if let items {
                // An upgrade rewrites every row (as an import writes them): its limit grows
                // with the items, as an import's does.
                try await Deadline.run(seconds: limits.importing(items)) { try await migrator.migrate() }
            }
            return connection
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
