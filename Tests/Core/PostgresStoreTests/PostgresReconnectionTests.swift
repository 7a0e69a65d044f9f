import AppCore
import Foundation
import PostgresScratch
import PostgresStore
import TestSupport
import Testing

/// A store whose server goes away: no call waits longer than its limit, the failure says
/// what happened, and the store connects again by itself once the server is back.
@Suite struct PostgresReconnectionTests {
    let due = CalendarDay(daysSinceEpoch: 20_412)
    /// Short limits, for the test of a silent server: seconds, not ten of them.
    let shortLimits = PostgresLimits(
        connect: 3, useCase: 2, importPerThousandItems: 0, reconnectInterval: 0.2, changeCheckWait: 0.25)

    func item(_ title: String) -> NewTodoItem {
        NewTodoItem(title: title, due: due, created: Date())
    }

    /// Runs `body` with a new database, failing (not hanging) if it has not returned within
    /// five minutes: before the fix, calls on a lost connection never returned.
    func withGuardedDatabase(_ body: @escaping @Sendable (ScratchDatabase) async throws -> Void) async throws {
        try await TestServer.withDatabase { database in
            try await HangGuard.run("the test's calls to the store", seconds: 300) { try await body(database) }
        }
    }

    /// Connects a store through `relay` to `database`, runs `body`, and closes the store.
    func withStore(
        through relay: TCPRelay, to database: ScratchDatabase, limits: PostgresLimits = .standard,
        _ body: (PostgresTodoStore) async throws -> Void
    ) async throws {
        // The schema is made first, with the standard limits: short ones are for the test.
        try await TestServer.withStore(database.urlText) { _ in }
        let store = try await PostgresTodoStore.connect(
            try PostgresURL(try database.url(port: Int(relay.port)), environment: [:]), limits: limits)
        do { try await body(store) } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    /// The message `body` fails with.
    func failure(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func aUseCaseAfterTheServerEndedTheSessionConnectsAgain() async throws {
        try await withGuardedDatabase { database in
            try await TestServer.withStore(database.urlText) { store in
                _ = try await store.add(item("before"))
                #expect(try await database.endSessions() == 1)
                _ = try await store.add(item("after"))
                #expect(try await store.allItems().map(\.title) == ["before", "after"])
            }
        }
    }

    @Test func aStoppedServerIsNamedAndTheNextCallAfterItIsBackWorks() async throws {
        try await withGuardedDatabase { database in
            let relay = try TCPRelay(forwardingTo: database.port)
            try await withStore(through: relay, to: database) { store in
                _ = try await store.add(item("before"))
                relay.cut()
                let message = await failure { _ = try await store.openItems(dueIn: .all) }
                #expect(
                    message?.contains("cannot reach the PostgreSQL server at 127.0.0.1:\(relay.port)") == true,
                    "\(message ?? "no failure")")
                try relay.restore()
                _ = try await store.add(item("after"))
                #expect(try await store.allItems().map(\.title) == ["before", "after"])
            }
        }
    }

    @Test func aServerThatStopsAnsweringFailsTheCallWithinItsLimitAndTheNextCallConnectsAgain() async throws {
        try await withGuardedDatabase { database in
            let relay = try TCPRelay(forwardingTo: database.port)
            try await withStore(through: relay, to: database, limits: shortLimits) { store in
                _ = try await store.add(item("before"))
                relay.silence()
                let message = await failure { _ = try await store.add(item("never answered")) }
                #expect(message?.contains("did not answer within 2 seconds") == true, "\(message ?? "no failure")")
                let reconnecting = await failure { _ = try await store.allItems() }
                #expect(
                    reconnecting?.contains("did not answer within 3 seconds") == true, "\(reconnecting ?? "no failure")"
                )
                try relay.restore()
                #expect(try await store.allItems().map(\.title).first == "before")
            }
        }
    }

    @Test func aWatchingStoreReportsTheLossAtItsChangeCheckAndMovesItsRevisionWhenTheServerIsBack() async throws {
        try await withGuardedDatabase { database in
            let relay = try TCPRelay(forwardingTo: database.port)
            try await withStore(through: relay, to: database) { store in
                let before = try await store.revision()
                relay.stopAccepting()
                try await database.endSessions()
                var problem: String?
                // Checks, not seconds, are counted: a busy test machine makes them slower.
                for _ in 0..<1_200 where problem == nil {
                    problem = await failure { _ = try await store.revision() }
                    try await Task.sleep(for: .milliseconds(25))
                }
                #expect(
                    problem?.contains("cannot reach the PostgreSQL server") == true,
                    "\(problem ?? "no failure in 1,200 checks")")
                try await TestServer.withStore(database.urlText) { other in _ = try await other.add(item("while away"))
                }
                try relay.restore()
                var after: Int64?
                for _ in 0..<1_200 where after == nil {
                    after = try? await store.revision()
                    try await Task.sleep(for: .milliseconds(25))
                }
                #expect(
                    after != nil && after != before,
                    "the revision did not move within 1,200 checks of the server's return")
                #expect(try await store.allItems().map(\.title) == ["while away"])
                // Listening again: another client's change moves the revision.
                let settled = try await store.revision()
                try await TestServer.withStore(database.urlText) { other in _ = try await other.add(item("later")) }
                var moved = settled
                for _ in 0..<1_200 where moved == settled {
                    try await Task.sleep(for: .milliseconds(25))
                    moved = try await store.revision()
                }
                #expect(moved != settled, "no notification after reconnecting")
            }
        }
    }
}
