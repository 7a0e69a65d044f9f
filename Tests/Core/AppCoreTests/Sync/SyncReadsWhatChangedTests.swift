import AppCore
import Foundation
import TestSupport
import Testing

/// With a server that gives sync tokens, a sync reads of the list only what changed on
/// either side, never every item or record: its cost follows the changes, not the list.
@Suite struct SyncReadsWhatChangedTests {
    let store = RecordingStore()
    let server = FakeCollection()
    let clock = WallClock.fixed(
        Date(timeIntervalSince1970: 1_795_600_000), timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    init() {
        server.offersTokens = true
    }

    func sync() async throws -> AppCore.SyncSummary {
        try await SyncInteractor(store: store, clock: clock).sync(with: server, collectionURL: "https://dav/tasks/")
    }

    /// The calls a sync made of the store.
    func callsOfOneSync() async throws -> (AppCore.SyncSummary, [String]) {
        let before = store.calls.count
        let summary = try await sync()
        return (summary, Array(store.calls.dropFirst(before)))
    }

    @Test func aSyncWithNothingChangedReadsNoItemAndWritesNothing() async throws {
        for index in 1...5 {
            server.store("/tasks/\(index).ics", SyncInteractorTests.phoneTask("\(index)", "Task \(index)"))
        }
        _ = try await sync()
        let (summary, calls) = try await callsOfOneSync()
        #expect(summary.sent == 0 && summary.received == 0)
        #expect(calls == ["syncStart"])
    }

    @Test func aChangeOnEachSideReadsThoseTwoItemsOnly() async throws {
        for index in 1...5 {
            server.store("/tasks/\(index).ics", SyncInteractorTests.phoneTask("\(index)", "Task \(index)"))
        }
        _ = try await sync()
        let items = try await store.allItems()
        let first = try #require(items.first)
        _ = try await store.edit(
            id: first.id, title: "Changed here", due: first.due, notes: "", tags: [], priority: nil)
        server.store("/tasks/5.ics", SyncInteractorTests.phoneTask("5", "Changed there"))
        let (summary, calls) = try await callsOfOneSync()
        #expect(summary.sent == 1 && summary.received == 1)
        #expect(!calls.contains("allItems") && !calls.contains("syncState"))
        #expect(
            try await store.allItems().map(\.title) == ["Changed here", "Task 2", "Task 3", "Task 4", "Changed there"])
        #expect(server.resources["/tasks/1.ics"]?.text.contains("SUMMARY:Changed here") == true)
        // Both sides agree now: the next sync has nothing to do.
        let (again, _) = try await callsOfOneSync()
        #expect(again.sent == 0 && again.received == 0)
    }
}
