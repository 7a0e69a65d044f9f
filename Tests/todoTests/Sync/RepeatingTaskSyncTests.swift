import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 4: a repeating task completed on either side ends, on both sides,
/// with exactly one open occurrence due on the right next day; a completion made on the
/// phone (its DUE moved forward in place) shows in `todo` as that occurrence done.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct RepeatingTaskSyncTests {
    @Test(arguments: SyncTarget.all)
    func aRepeatingTaskCompletedOnThePhoneShowsOneOpenOccurrenceOnTheNewDayAndTheOldOneDone(_ target: SyncTarget)
        async throws
    {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Water the ferns", due: "2026-11-19", rrule: "FREQ=WEEKLY")
            try scenario.sync()
            #expect(try scenario.phone.complete(uid).due == "2026-11-26")
            try scenario.sync()

            let ferns = try scenario.items().filter { $0.title == "Water the ferns" }
            let open = ferns.filter { $0.completed == nil }
            let done = ferns.filter { $0.completed != nil }
            #expect(open.map(\.due) == ["2026-11-26"])
            #expect(open.first?.every == "1 week")
            #expect(done.map(\.due) == ["2026-11-19"])
            #expect(try scenario.succeed("list", "--done").stdout.contains("Water the ferns"))

            let onPhone = try scenario.phoneTasks("Water the ferns").filter { !$0.isCompleted }
            #expect(onPhone.map(\.uid) == [uid])
            #expect(onPhone.map(\.due) == ["2026-11-26"])
            try scenario.sync()
            #expect(try scenario.phoneTasks("Water the ferns").filter { !$0.isCompleted }.map(\.due) == ["2026-11-26"])
        }
    }

    @Test(arguments: SyncTarget.all)
    func aRepeatingTaskCompletedInTodoLeavesOneOpenTaskOnTheServerOnTheNextDay(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.phone.create(summary: "Pay the rent", due: "2026-11-19", rrule: "FREQ=MONTHLY")
            try scenario.sync()
            try scenario.succeed("done", "\(try scenario.number(of: "Pay the rent"))")
            try scenario.sync()

            let open = try scenario.phoneTasks("Pay the rent").filter { !$0.isCompleted }
            #expect(open.count == 1)
            #expect(open.first?.due == "2026-12-19")
            #expect(open.first?.rrule?.contains("FREQ=MONTHLY") == true)
            let local = try scenario.items().filter { $0.title == "Pay the rent" }
            #expect(local.filter { $0.completed == nil }.map(\.due) == ["2026-12-19"])
            #expect(local.filter { $0.completed != nil }.map(\.due) == ["2026-11-19"])

            #expect(try scenario.sync() == SyncSummary(""))
            #expect(try scenario.phoneTasks("Pay the rent").filter { !$0.isCompleted }.count == 1)
        }
    }
}
