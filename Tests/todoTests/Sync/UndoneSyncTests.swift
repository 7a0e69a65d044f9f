import Foundation
import TestSupport
import Testing

/// Undoing a sync restores the local list as it was before it; the next sync sends that
/// state, but never deletes on the server what the undone sync had brought from it.
struct UndoneSyncTests {
    @Test(arguments: SyncTarget.all)
    func undoingASyncThatBroughtThePhonesTasksNeverDeletesThemOnThePhone(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let first = try scenario.phone.create(summary: "Buy stamps", due: "2026-11-28")
            let second = try scenario.phone.create(summary: "Return the library books")
            #expect(try scenario.sync().received == 2)

            try scenario.succeed("undo")
            #expect(try scenario.items().isEmpty)
            try scenario.sync()

            #expect(Set(try scenario.phone.list().map(\.uid)) == [first, second])
            #expect(
                try scenario.items().map(\.title).sorted() == ["Buy stamps", "Return the library books"])
            #expect(try scenario.sync() == SyncSummary(""))
        }
    }

    @Test(arguments: SyncTarget.all)
    func undoingASyncThatCompletedARepeatingTaskSendsTheOpenOccurrenceBack(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Water the plants", due: "2026-11-25", rrule: "FREQ=WEEKLY")
            try scenario.sync()
            try scenario.phone.complete(uid)
            try scenario.sync()
            #expect(try scenario.items().filter { $0.completed == nil }.map(\.due) == ["2026-12-02"])

            try scenario.succeed("undo")
            try scenario.sync()

            let open = try scenario.items().filter { $0.completed == nil }
            #expect(open.map(\.due) == ["2026-11-25"])
            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.uid) == [uid])
            #expect(tasks.map(\.due) == ["2026-11-25"])
        }
    }
}
