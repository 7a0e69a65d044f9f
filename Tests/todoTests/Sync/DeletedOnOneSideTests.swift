import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 5: deleted on one side and changed on the other, the change wins
/// and the item comes back.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct DeletedOnOneSideTests {
    @Test(arguments: SyncTarget.all)
    func aTaskDeletedOnThePhoneAndEditedInTodoIsOnTheServerAgain(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Fix the bike", due: "2026-11-21")
            try scenario.sync()
            try scenario.phone.delete(uid)
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Fix the bike"))", "--title", "Fix the bike's brakes")
            try scenario.sync()

            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.summary) == ["Fix the bike's brakes"])
            #expect(tasks.first?.due == "2026-11-21")
            #expect(tasks.first?.isCompleted == false)
            let local = try scenario.items()
            #expect(local.map(\.title) == ["Fix the bike's brakes"])
            #expect(local.first?.completed == nil)
        }
    }

    @Test(arguments: SyncTarget.all)
    func aTaskDeletedInTodoAndEditedOnThePhoneIsInTheListAgain(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Mend the fence", due: "2026-11-21")
            try scenario.sync()
            try scenario.succeed("delete", "\(try scenario.number(of: "Mend the fence"))")
            try scenario.phone.edit(uid, summary: "Mend the fence before Sunday")
            try scenario.sync()

            #expect(
                try scenario.items().filter { $0.completed == nil }.map(\.title) == ["Mend the fence before Sunday"])
            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.uid) == [uid])
            #expect(tasks.map(\.summary) == ["Mend the fence before Sunday"])
        }
    }
}
