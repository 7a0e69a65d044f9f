import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 8: two `todo sync` at once (one runs, the other waits or says a
/// sync is running): each change is made once, on each side.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct ConcurrentSyncTests {
    @Test(arguments: SyncTarget.all)
    func twoSyncsAtOnceMakeEachChangeOnce(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let phoneTitles = ["Phone 1", "Phone 2", "Phone 3"]
            let laptopTitles = ["Laptop 1", "Laptop 2", "Laptop 3"]
            for title in phoneTitles { try scenario.phone.create(summary: title, due: "2026-11-24") }
            for title in laptopTitles { try scenario.succeed("add", title, "--due", "2026-11-24") }

            let syncs = try [scenario.startSync(), scenario.startSync()]
            var summaries: [SyncSummary] = []
            for sync in syncs {
                let outcome = sync.wait(timeout: 300)
                let stdout = String(decoding: outcome.stdout, as: UTF8.self)
                let stderr = String(decoding: outcome.stderr, as: UTF8.self)
                if outcome.status == 0 {
                    summaries.append(SyncSummary(stdout))
                } else {
                    #expect(outcome.status == 1, "\(stderr)")
                    #expect(stderr.contains("running"), "the other sync should say a sync is running: \(stderr)")
                }
            }
            #expect(!summaries.isEmpty)
            #expect(summaries.map(\.sent).reduce(0, +) == 3)
            #expect(summaries.map(\.received).reduce(0, +) == 3)
            try scenario.sync()

            let expected = (phoneTitles + laptopTitles).sorted()
            #expect(try scenario.items().map(\.title).sorted() == expected)
            let tasks = try scenario.phone.list()
            #expect(tasks.compactMap(\.summary).sorted() == expected)
            #expect(Set(tasks.map(\.uid)).count == tasks.count)
        }
    }
}
