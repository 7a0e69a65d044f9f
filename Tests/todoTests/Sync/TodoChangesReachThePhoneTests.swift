import Foundation
import TestSupport
import Testing

/// Issue 32, acceptance 2: `todo add`, `edit`, `done` and `delete`, then `todo sync`: the
/// phone sees each change, and what `todo` does not use (a VALARM, an X- property) is
/// still there, exactly.
@Suite(
    .enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct TodoChangesReachThePhoneTests {
    @Test(arguments: SyncTarget.all)
    func addEditDoneAndDeleteReachThePhoneWithItsAlarmAndXPropertyIntact(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let plants = try scenario.phone.create(
                summary: "Water the plants", due: "2026-11-20", valarm: true, xProperties: ["X-PHONE-COLOR:red"])
            let stamps = try scenario.phone.create(summary: "Buy stamps", due: "2026-11-20")
            let plan = try scenario.phone.create(summary: "Old plan", due: "2026-11-20")
            try scenario.sync()
            let alarmBefore = try #require(try scenario.phone.list().first { $0.uid == plants })

            try scenario.succeed("add", "Call the plumber", "--due", "2026-11-23", "--tag", "home")
            try scenario.succeed(
                "edit", "\(try scenario.number(of: "Water the plants"))", "--title", "Water the plants and herbs",
                "--note", "The big can.")
            try scenario.succeed("done", "\(try scenario.number(of: "Buy stamps"))")
            try scenario.succeed("delete", "\(try scenario.number(of: "Old plan"))")
            let summary = try scenario.sync()
            #expect(summary.sent >= 3)
            #expect(summary.received == 0)

            let tasks = try scenario.phone.list()
            #expect(tasks.count == 3)
            #expect(!tasks.contains { $0.uid == plan })
            #expect(tasks.first { $0.uid == stamps }?.isCompleted == true)
            let added = try #require(tasks.first { $0.summary == "Call the plumber" })
            #expect(added.due == "2026-11-23")
            #expect(added.categories == ["home"])
            #expect(!added.isCompleted)
            #expect(added.uid.range(of: #"^todo-\d+@todo$"#, options: .regularExpression) == nil)
            let edited = try #require(tasks.first { $0.uid == plants })
            #expect(edited.summary == "Water the plants and herbs")
            #expect(edited.description == "The big can.")
            #expect(edited.due == "2026-11-20")
            #expect(alarm(of: edited) == alarm(of: alarmBefore))
            #expect(alarm(of: edited).contains("TRIGGER:-PT1H"))
            #expect(edited.unfoldedICal.contains("X-PHONE-COLOR:red"))
        }
    }

    /// The VALARM component's lines, as the server holds them.
    func alarm(of task: PhoneTask) -> [String] {
        let lines = task.unfoldedICal.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "BEGIN:VALARM"), let end = lines.firstIndex(of: "END:VALARM") else {
            return []
        }
        return Array(lines[start...end])
    }
}
