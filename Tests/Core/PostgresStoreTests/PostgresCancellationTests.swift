import AppCore
import Foundation
import PostgresScratch
import PostgresStore
import TestSupport
import Testing

/// A use case whose task is cancelled (a front told to end by a signal) stops waiting for a
/// server that does not answer at once, not at its time limit, and the store goes on with
/// a new connection afterwards (issue 30).
@Suite struct PostgresCancellationTests {
    let due = CalendarDay(daysSinceEpoch: 20_412)

    @Test func aCancelledSaveOnAFrozenServerEndsAtOnceAndTheNextUseCaseConnectsAgain() async throws {
        try await TestServer.withDatabase { database in
            try await TestServer.withStore(database.urlText) { _ in }
            let relay = try TCPRelay(forwardingTo: database.port)
            let url = try PostgresURL(try database.url(port: Int(relay.port)), environment: [:])
            let store = try await PostgresTodoStore.connect(url)
            _ = try await store.add(NewTodoItem(title: "before", due: due, created: Date()))
            relay.silence()
            let saving = Task { try await store.add(NewTodoItem(title: "never answered", due: due, created: Date())) }
            try await Task.sleep(for: .milliseconds(300))
            let cancelled = ContinuousClock.now
            saving.cancel()
            let outcome = await saving.result
            let took = cancelled.duration(to: .now)
            #expect(took < .seconds(1), "the cancelled save took \(took) to end")
            if case .failure(let error) = outcome {
                #expect("\(error)".contains("todo was told to stop before the PostgreSQL server"), "\(error)")
            } else {
                Issue.record("the save was answered by a silent server")
            }
            // A use case asked for by a cancelled task does not start.
            let late = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await store.allItems()
            }
            await #expect(throws: (any Error).self) { try await late.value }

            try relay.restore()
            _ = try await store.add(NewTodoItem(title: "after", due: due, created: Date()))
            #expect(try await store.allItems().map(\.title) == ["before", "after"])
            await store.close()
        }
    }
}
