import AppCore
import Foundation
import Testing

/// The sync use case against a collection in memory: both ways, three-way merges, one
/// undo step, and what another client wrote kept as it was. Each test runs against a
/// collection that lists everything each time and one that answers with sync tokens (then a
/// sync reads only what changed on either side).
@Suite struct SyncInteractorTests {
    /// Its journal's steps are made at the clock's time (2026-11-25 09:46:40 UTC).
    let store: any TodoStore = InMemoryTodoStore(now: { Date(timeIntervalSince1970: 1_795_600_000) })
    let server = FakeCollection()
    let clock = WallClock.fixed(
        Date(timeIntervalSince1970: 1_795_600_000), timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    func sync() async throws -> SyncSummary {
        try await SyncInteractor(store: store, clock: clock).sync(with: server, collectionURL: "https://dav/tasks/")
    }

    static func phoneTask(_ uid: String, _ summary: String, due: String? = nil, extra: [String] = []) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261101T100000Z", "SUMMARY:\(summary)",
        ]
        if let due { lines.append("DUE;VALUE=DATE:\(due)") }
        lines += extra
        lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "END:VALARM"]
        lines += ["END:VTODO", "END:VCALENDAR"]
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test(arguments: [false, true]) func tasksFromThePhoneArriveAndASecondSyncSendsNothing(tokens: Bool) async throws {
        server.offersTokens = tokens
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk", due: "20261125", extra: ["X-PHONE:1"]))
        server.store(
            "/tasks/b.ics", Self.phoneTask("b", "Old thing", extra: ["STATUS:COMPLETED", "COMPLETED:20261101T100000Z"]))
        let first = try await sync()
        #expect(first.received == 2)
        #expect(first.sent == 0)
        let items = try await store.allItems()
        #expect(items.map(\.title) == ["Buy milk", "Old thing"])
        #expect(items.map(\.isCompleted) == [false, true])
        let etags = server.resources.mapValues(\.etag)
        let second = try await sync()
        #expect(second.sent == 0 && second.received == 0)
        #expect(server.resources.mapValues(\.etag) == etags)
    }

    @Test(arguments: [false, true]) func localChangesReachTheServerKeepingWhatTodoDoesNotUse(tokens: Bool) async throws
    {
        server.offersTokens = tokens
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk", due: "20261125", extra: ["X-PHONE:1"]))
        _ = try await sync()
        let item = try #require(try await store.allItems().first)
        _ = try await store.edit(id: item.id, title: "Buy oat milk", due: item.due, notes: "", tags: [], priority: nil)
        let added = try await store.add(NewTodoItem(title: "Call mum", due: nil, created: clock.now()))
        let summary = try await sync()
        #expect(summary.sent == 2)
        let text = try #require(server.resources["/tasks/a.ics"]?.text)
        #expect(text.contains("SUMMARY:Buy oat milk"))
        #expect(text.contains("X-PHONE:1"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M"))
        #expect(text.contains("DUE;VALUE=DATE:20261125"))
        let new = try #require(server.resources.first { $0.value.text.contains("SUMMARY:Call mum") })
        #expect(new.value.text.contains("-\(added.id)@todo"))
        #expect(try await sync().sent == 0)
    }

    @Test(arguments: [false, true]) func fieldsChangedOnEachSideAreBothKeptAndAConflictIsUndoneLocally(tokens: Bool)
        async throws
    {
        server.offersTokens = tokens
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk", due: "20261125"))
        _ = try await sync()
        let item = try #require(try await store.allItems().first)
        _ = try await store.edit(id: item.id, title: "Buy oat milk", due: item.due, notes: "", tags: [], priority: nil)
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk", due: "20261127"))
        let merged = try await sync()
        #expect(merged.conflicts == 0)
        var now = try await store.item(id: item.id)
        #expect(now.title == "Buy oat milk")
        #expect(now.due?.iso == "2026-11-27")
        #expect(server.resources["/tasks/a.ics"]?.text.contains("SUMMARY:Buy oat milk") == true)
        // The same field on both sides, changed later on the server: the server's wins, undo
        // brings the local one back.
        _ = try await store.edit(id: item.id, title: "Mine", due: now.due, notes: "", tags: [], priority: nil)
        server.store(
            "/tasks/a.ics", Self.phoneTask("a", "Theirs", due: "20261127", extra: ["LAST-MODIFIED:20261125T120000Z"]))
        let conflict = try await sync()
        #expect(conflict.conflicts == 1)
        #expect(try await store.item(id: item.id).title == "Theirs")
        #expect(try await store.undoLastChange()?.kind == .sync)
        now = try await store.item(id: item.id)
        #expect(now.title == "Mine")
        _ = try await sync()
        #expect(server.resources["/tasks/a.ics"]?.text.contains("SUMMARY:Mine") == true)
    }

    @Test(arguments: [false, true]) func deletedThereAndChangedHereComesBack(tokens: Bool) async throws {
        server.offersTokens = tokens
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk"))
        _ = try await sync()
        let item = try #require(try await store.allItems().first)
        server.remove("/tasks/a.ics")
        _ = try await store.edit(id: item.id, title: "Buy more milk", due: nil, notes: "", tags: [], priority: nil)
        _ = try await sync()
        #expect(server.resources["/tasks/a.ics"]?.text.contains("SUMMARY:Buy more milk") == true)
        #expect(try await store.allItems().count == 1)
    }

    @Test(arguments: [false, true]) func deletedHereIsDeletedThereAndDeletedThereIsDeletedHere(tokens: Bool)
        async throws
    {
        server.offersTokens = tokens
        server.store("/tasks/a.ics", Self.phoneTask("a", "One"))
        server.store("/tasks/b.ics", Self.phoneTask("b", "Two"))
        _ = try await sync()
        let items = try await store.allItems()
        _ = try await store.delete(ids: [items[0].id])
        server.remove("/tasks/b.ics")
        let summary = try await sync()
        #expect(summary.sent == 1 && summary.received == 1)
        #expect(server.resources.isEmpty)
        #expect(try await store.allItems().isEmpty)
    }

    @Test(arguments: [false, true]) func aSyncStoppedAfterItsWritesMakesNoDuplicate(tokens: Bool) async throws {
        server.offersTokens = tokens
        _ = try await store.add(NewTodoItem(title: "Call mum", due: nil, created: clock.now()))
        server.store("/tasks/a.ics", Self.phoneTask("a", "Buy milk"))
        _ = try await sync()
        // As if the sync had been killed before it recorded anything: the items are here,
        // the tasks there, and no records.
        let state = try await store.syncState()
        var lost = SyncChanges(collection: "https://dav/tasks/", token: nil)
        lost.forgotten = state.records.map(\.itemID)
        _ = try await store.applySync(lost, expected: state)
        let again = try await sync()
        #expect(again.sent == 0 && again.received == 0)
        #expect(server.resources.count == 2)
        #expect(try await store.allItems().map(\.title) == ["Call mum", "Buy milk"])
        #expect(try await store.syncState().records.count == 2)
    }

    @Test(arguments: [false, true]) func aRepeatingTaskCompletedOnEitherSideLeavesOneOpenOccurrenceOnBoth(tokens: Bool)
        async throws
    {
        server.offersTokens = tokens
        server.store("/tasks/w.ics", Self.phoneTask("w", "Water plants", due: "20261202", extra: ["RRULE:FREQ=WEEKLY"]))
        _ = try await sync()
        // The phone completes it: DUE moves forward under the same UID.
        server.store("/tasks/w.ics", Self.phoneTask("w", "Water plants", due: "20261209", extra: ["RRULE:FREQ=WEEKLY"]))
        let there = try await sync()
        #expect(there.received == 1 && there.sent == 0)
        var items = try await store.allItems()
        #expect(items.map(\.due?.iso) == ["2026-12-02", "2026-12-09"])
        #expect(items.map(\.isCompleted) == [true, false])
        #expect(try await sync().sent == 0)
        // todo completes the open one: the task on the server moves on, still one.
        let open = try #require(items.last)
        _ = try await store.complete(
            ids: [open.id], at: clock.now(), today: CalendarDay(containing: clock.now(), in: .gmt))
        let here = try await sync()
        #expect(here.sent == 1)
        #expect(server.resources.count == 1)
        let text = try #require(server.resources["/tasks/w.ics"]?.text)
        #expect(text.contains("DUE;VALUE=DATE:20261216"))
        #expect(!text.contains("STATUS:COMPLETED"))
        items = try await store.allItems()
        #expect(items.filter { !$0.isCompleted }.map(\.due?.iso) == ["2026-12-16"])
        #expect(try await sync().sent == 0)
    }
}
