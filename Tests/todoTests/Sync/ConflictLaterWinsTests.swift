import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 3, the other direction: the same field changed on both sides takes
/// the later change; when the local change is the later, it is kept and sent, and the
/// phone's is the one replaced. (ConflictMergeTests has the phone's later change winning.)
struct ConflictLaterWinsTests {
    @Test(arguments: SyncTarget.all)
    func theSameFieldChangedLaterInTodoIsKeptAndSent(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Renew the passport", due: "2026-11-30")
            try scenario.sync()
            try scenario.phone.edit(uid, summary: "Renew the passport (phone)")
            // The local edit an hour after the phone's (which carries the real time).
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Renew the passport"))", "--title", "Renew the passport (laptop)",
                environment: ["TODO_NOW": ConflictMergeTests.minute(Date().addingTimeInterval(3600))])
            let merged = try scenario.sync()
            #expect(merged.merged == 1)
            #expect(merged.sent == 1)
            #expect(try scenario.items().map(\.title) == ["Renew the passport (laptop)"])
            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.uid) == [uid])
            #expect(tasks.map(\.summary) == ["Renew the passport (laptop)"])
            #expect(tasks.map(\.due) == ["2026-11-30"])
            #expect(try scenario.sync() == SyncSummary(""))
        }
    }

    @Test(arguments: SyncTarget.all)
    func aFieldChangedOnOneSideOnlyIsMergedWhicheverChangeIsLater(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Book the dentist", due: "2026-11-24")
            try scenario.sync()
            try scenario.phone.edit(uid, summary: "Book the dentist (phone)")
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Book the dentist"))", "--due", "2027-01-15", "--title",
                "Book the dentist (laptop)",
                environment: ["TODO_NOW": ConflictMergeTests.minute(Date().addingTimeInterval(3600))])
            try scenario.sync()
            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.summary) == ["Book the dentist (laptop)"])
            #expect(tasks.map(\.due) == ["2027-01-15"])
        }
    }
}
