import Foundation
import Logging
import NIOCore
import PostgresNIO

/// The store's one connection to the server, kept alive across the server's absences.
///
/// A connection found closed, or that failed or went silent in a use case, is dropped, and
/// the next use opens a new one (within ``PostgresLimits/connect``). A store that watches
/// for changes listens on every connection it opens, learns at once when its connection
/// ends (the listening ends with it), and connects again in the background, at most once
/// per ``PostgresLimits/reconnectInterval``, so that its change check never waits long for
/// the server; after a reconnection the revision moves, since changes may have been missed.
actor PostgresLink {
    private let url: PostgresURL
    private let limits: PostgresLimits
    private let logger: Logger
    private let changes: ChangeCounter
    private var connection: PostgresConnection?
    private var opening: Task<PostgresConnection, any Error>?
    /// Why the last attempt to connect failed; `nil` once one succeeded.
    private var problem: (any Error)?
    private var lastAttempt: ContinuousClock.Instant?
    private var watching = false
    /// The connection that listens for changes.
    private var listening: ObjectIdentifier?
    private var opened = 0
    private var closed = false

    init(url: PostgresURL, limits: PostgresLimits, logger: Logger, changes: ChangeCounter) {
        self.url = url
        self.limits = limits
        self.logger = logger
        self.changes = changes
    }

    /// The open connection, connecting (again) when there is none or it closed.
    func open() async throws -> PostgresConnection {
        if let connection, !connection.isClosed { return connection }
        return try await reopening().value
    }

    /// From now on, every connection listens for other clients' changes, starting with the
    /// current one. Called in its turn on the connection, never inside a transaction.
    func watch() async throws {
        watching = true
        let current = try await open()
        guard listening != ObjectIdentifier(current) else { return }
        do {
            try await listen(on: current)
        } catch {
            drop(current)
            throw error
        }
    }

    /// For the change check of a store that watches: `nil` while connected, else why the
    /// server cannot be used. It starts a new attempt to connect in the background when the
    /// last one is old enough, and waits for it at most ``PostgresLimits/changeCheckWait``
    /// (a server that refuses, or accepts, answers at once; one that does not answer is not
    /// waited for). It says nothing new while the first attempt after a loss is under way.
    func watchProblem() async -> (any Error)? {
        if isWatchingConnection { return nil }
        if opening == nil, isTimeForAnAttempt {
            _ = reopening()
        }
        if let attempt = opening {
            _ = try? await Deadline.run(seconds: limits.changeCheckWait) { try await attempt.value }
            if isWatchingConnection { return nil }
        }
        return problem
    }

    /// Notes that a use case on `used` failed with `error`: a connection that closed, lost
    /// its session or went silent is dropped, and so is one whose use case was given up
    /// (cancelled) before its answer came, which would come to the next use case.
    func failed(_ used: PostgresConnection, _ error: any Error) {
        guard connection === used,
            error is Deadline.Passed || error is CancellationError || used.isClosed
                || PostgresErrors.meansLostConnection(error)
        else {
            return
        }
        drop(used)
    }

    /// Closes the connection; nothing opens another afterwards.
    func close() async {
        closed = true
        opening?.cancel()
        guard let current = connection else { return }
        connection = nil
        _ = try? await Deadline.run(seconds: 1) { try await current.close() }
    }

    // MARK: - Connecting

    private var isWatchingConnection: Bool {
        guard let connection, !connection.isClosed else { return false }
        return listening == ObjectIdentifier(connection)
    }

    private var isTimeForAnAttempt: Bool {
        guard let lastAttempt else { return true }
        return lastAttempt.duration(to: .now) >= .milliseconds(Int64(limits.reconnectInterval * 1_000))
    }

    /// The attempt to connect under way, or a new one.
    private func reopening() -> Task<PostgresConnection, any Error> {
        if let opening { return opening }
        if let stale = connection { forget(stale) }
        lastAttempt = .now
        let attempt = Task { try await self.reopen() }
        opening = attempt
        return attempt
    }

    private func reopen() async throws -> PostgresConnection {
        defer { opening = nil }
        opened += 1
        let isReconnection = opened > 1
        do {
            let fresh = try await PostgresConnector.open(url, limits: limits, logger: logger, id: opened)
            guard !closed else {
                try? await fresh.close()
                throw CancellationError()
            }
            if watching {
                do { try await listen(on: fresh) } catch {
                    try? await fresh.close()
                    throw error
                }
            }
            connection = fresh
            problem = nil
            // Other clients' changes made while this one was away were never announced to it.
            if isReconnection { changes.increment() }
            return fresh
        } catch {
            problem = error
            throw error
        }
    }

    private func listen(on connection: PostgresConnection) async throws {
        let logger = self.logger
        let changes = self.changes
        try await Deadline.run(seconds: limits.useCase) {
            try await ChangeListener.start(on: connection, logger: logger, changes: changes) { [weak self] in
                await self?.listenerEnded(on: connection)
            }
        }
        listening = ObjectIdentifier(connection)
    }

    private func listenerEnded(on ended: PostgresConnection) {
        guard connection === ended, !closed else { return }
        drop(ended)
    }

    /// Lets go of a broken connection; a watching store connects again at once (or at the
    /// next change check, if it tried less than a reconnect interval ago).
    private func drop(_ broken: PostgresConnection) {
        forget(broken)
        if watching, !closed, opening == nil, isTimeForAnAttempt {
            _ = reopening()
        }
    }

    private func forget(_ broken: PostgresConnection) {
        if connection === broken { connection = nil }
        if listening == ObjectIdentifier(broken) { listening = nil }
        // Held until it is closed: postgres-nio asserts that a connection is closed when it
        // goes away.
        let closing: EventLoopFuture<Void> = broken.close()
        closing.whenComplete { _ in withExtendedLifetime(broken) {} }
    }
}
