import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 3: an item changed on both sides keeps each side's change to a
/// different field; the same field changed on both takes the later change, and `todo undo`
/// brings the local one back, which the next sync sends.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct ConflictMergeTests {
    @Test(arguments: SyncTarget.all)
    func theTitleEditedInTodoAndTheDueDayEditedOnThePhoneAreBothKept(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Book the dentist", due: "2026-11-24")
            try scenario.sync()
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Book the dentist"))", "--title", "Book the dentist for Ana")
            try scenario.phone.edit(uid, due: "2026-11-26")
            try scenario.sync()

            let local = try scenario.items()
            #expect(local.count == 1)
            #expect(local.first?.title == "Book the dentist for Ana")
            #expect(local.first?.due == "2026-11-26")
            let tasks = try scenario.phone.list()
            #expect(tasks.count == 1)
            #expect(tasks.first?.uid == uid)
            #expect(tasks.first?.summary == "Book the dentist for Ana")
            #expect(tasks.first?.due == "2026-11-26")
            #expect(try scenario.sync() == SyncSummary(""))
        }
    }

    @Test(arguments: SyncTarget.all)
    func theSameFieldChangedOnBothTakesTheLaterAndUndoBringsBackTheLocalOne(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let uid = try scenario.phone.create(summary: "Renew the passport", due: "2026-11-30")
            try scenario.sync()
            // The local edit an hour before the phone's (which carries the real time).
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Renew the passport"))", "--title", "Renew the passport (laptop)",
                environment: ["TODO_NOW": Self.minute(Date().addingTimeInterval(-3600))])
            try scenario.phone.edit(uid, summary: "Renew the passport (phone)")
            let merged = try scenario.sync()
            #expect(merged.merged == 1)
            #expect(try scenario.items().map(\.title) == ["Renew the passport (phone)"])
            #expect(try scenario.phone.list().map(\.summary) == ["Renew the passport (phone)"])

            try scenario.succeed("undo")
            #expect(try scenario.items().map(\.title) == ["Renew the passport (laptop)"])
            let sent = try scenario.sync()
            #expect(sent.sent == 1)
            let tasks = try scenario.phone.list()
            #expect(tasks.map(\.uid) == [uid])
            #expect(tasks.map(\.summary) == ["Renew the passport (laptop)"])
            #expect(try scenario.items().map(\.title) == ["Renew the passport (laptop)"])
        }
    }

    /// `date` as TODO_NOW takes it (UTC, the tests' zone), to the minute.
    static func minute(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.string(from: date)
    }
}
