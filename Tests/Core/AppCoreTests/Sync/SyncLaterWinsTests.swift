import AppCore
import Foundation
import Testing

/// A field changed on both sides takes the later change (issue 32): the item's local
/// change time, from the undo journal, against the task's LAST-MODIFIED, else DTSTAMP.
@Suite struct SyncLaterWinsTests {
    let server = FakeCollection()
    let clock = WallClock.fixed(
        Date(timeIntervalSince1970: 1_795_600_000), timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    func sync(_ store: any TodoStore) async throws -> SyncSummary {
        try await SyncInteractor(store: store, clock: clock).sync(with: server, collectionURL: "https://dav/tasks/")
    }

    /// A store whose journal's steps are made at `time` (seconds since 1970).
    static func store(at time: TimeInterval) -> any TodoStore {
        InMemoryTodoStore(now: { Date(timeIntervalSince1970: time) })
    }

    func synced(_ store: any TodoStore) async throws -> TodoItem {
        server.store("/tasks/a.ics", SyncInteractorTests.phoneTask("a", "Buy milk", due: "20261125"))
        _ = try await sync(store)
        return try #require(try await store.allItems().first)
    }

    @Test func aLocalChangeLaterThanTheServersLastModifiedWinsAndIsSent() async throws {
        // 2026-11-25 09:46:40 UTC, after the phone's 09:00.
        let store = Self.store(at: 1_795_600_000)
        let item = try await synced(store)
        _ = try await store.edit(id: item.id, title: "Mine", due: item.due, notes: "", tags: [], priority: nil)
        server.store(
            "/tasks/a.ics",
            SyncInteractorTests.phoneTask("a", "Theirs", due: "20261125", extra: ["LAST-MODIFIED:20261125T090000Z"]))
        let summary = try await sync(store)
        #expect(summary.conflicts == 1)
        #expect(summary.sent == 1)
        #expect(try await store.item(id: item.id).title == "Mine")
        #expect(server.resources["/tasks/a.ics"]?.text.contains("SUMMARY:Mine") == true)
    }

    @Test func aServerChangeLaterThanTheLocalOneWins() async throws {
        let store = Self.store(at: 1_795_600_000)
        let item = try await synced(store)
        _ = try await store.edit(id: item.id, title: "Mine", due: item.due, notes: "", tags: [], priority: nil)
        server.store(
            "/tasks/a.ics",
            SyncInteractorTests.phoneTask("a", "Theirs", due: "20261125", extra: ["LAST-MODIFIED:20261125T100000Z"]))
        #expect(try await sync(store).conflicts == 1)
        #expect(try await store.item(id: item.id).title == "Theirs")
        #expect(try await store.undoLastChange()?.kind == .sync)
        #expect(try await store.item(id: item.id).title == "Mine")
    }

    @Test func aTieGoesToTheServer() async throws {
        let store = Self.store(at: 1_795_600_000)
        let item = try await synced(store)
        _ = try await store.edit(id: item.id, title: "Mine", due: item.due, notes: "", tags: [], priority: nil)
        server.store(
            "/tasks/a.ics",
            SyncInteractorTests.phoneTask("a", "Theirs", due: "20261125", extra: ["LAST-MODIFIED:20261125T094640Z"]))
        _ = try await sync(store)
        #expect(try await store.item(id: item.id).title == "Theirs")
    }

    @Test func withoutLastModifiedTheDTSTAMPIsCompared() async throws {
        // The phone's task carries only DTSTAMP:20261101T100000Z, before the local edit.
        let store = Self.store(at: 1_795_600_000)
        let item = try await synced(store)
        _ = try await store.edit(id: item.id, title: "Mine", due: item.due, notes: "", tags: [], priority: nil)
        server.store("/tasks/a.ics", SyncInteractorTests.phoneTask("a", "Theirs", due: "20261125"))
        _ = try await sync(store)
        #expect(try await store.item(id: item.id).title == "Mine")
    }
}
