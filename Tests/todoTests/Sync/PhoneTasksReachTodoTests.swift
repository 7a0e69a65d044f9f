import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 1: what the phone made arrives in `todo` (open, repeating, done, one
/// with an alarm), and a second sync sends nothing and leaves every ETag on the server as
/// it was.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct PhoneTasksReachTodoTests {
    @Test(arguments: SyncTarget.all)
    func thePhonesTasksAreListedAndASecondSyncSendsNothing(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.phone.create(summary: "Water the plants", due: "2026-11-20", valarm: true)
            try scenario.phone.create(summary: "Stand-up", due: "2026-11-20", rrule: "FREQ=DAILY")
            try scenario.phone.create(summary: "File the tax return", completed: true)

            let first = try scenario.sync()
            #expect(first.received == 3)
            #expect(first.sent == 0)

            let all = try scenario.succeed("list", "--all").stdout
            #expect(all.contains("Water the plants"))
            #expect(all.contains("Stand-up ~daily"))
            #expect(!all.contains("File the tax return"))
            #expect(try scenario.succeed("list", "--done").stdout.contains("File the tax return"))
            let items = try scenario.items()
            #expect(items.count == 3)
            #expect(items.first { $0.title == "Stand-up" }?.every == "1 day")
            #expect(items.first { $0.title == "Water the plants" }?.due == "2026-11-20")

            let before = try Dictionary(uniqueKeysWithValues: scenario.phone.list().map { ($0.href, $0.etag) })
            let second = try scenario.todo.run(["sync"], inputData: Data(), timeout: 300)
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains("nothing changed"), "\(second.stdout)")
            #expect(SyncSummary(second.stdout) == SyncSummary(""))
            let after = try Dictionary(uniqueKeysWithValues: scenario.phone.list().map { ($0.href, $0.etag) })
            #expect(after == before)
            #expect(try scenario.items().count == 3)
        }
    }
}
