import Logging
import PostgresNIO

/// `LISTEN todo_changes` on one connection: every notification from another session counts
/// as a change. When the connection ends (the server stopped, the session was killed, the
/// network failed), the listening ends and `ended` is called, so that the store knows at
/// once, without waiting for its next query.
enum ChangeListener {
    /// Starts listening on `connection`, and returns once the server listens.
    static func start(
        on connection: PostgresConnection, logger: Logger, changes: ChangeCounter,
        ended: @escaping @Sendable () async -> Void
    ) async throws {
        let rows = try await connection.query("SELECT pg_backend_pid()", logger: logger)
        var ownPID = ""
        for try await pid in rows.decode(Int32.self) { ownPID = String(pid) }
        let (outcomes, outcome) = AsyncStream<Result<Void, any Error>>.makeStream()
        Task.detached {
            do {
                try await connection.listen(on: PostgresSchema.channel) { notifications in
                    outcome.yield(.success(()))
                    // This client's own changes were counted when it made them.
                    for try await notification in notifications where notification.payload != ownPID {
                        changes.increment()
                    }
                }
            } catch {
                outcome.yield(.failure(error))
            }
            outcome.finish()
            await ended()
        }
        for await result in outcomes {
            try result.get()
            return
        }
    }
}
