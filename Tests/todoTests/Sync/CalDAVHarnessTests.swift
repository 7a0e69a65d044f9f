import Foundation
import TestSupport
import Testing

/// The sync tests' own parts work: each test server makes fresh collections, the phone
/// client writes and lists tasks on it, the settings file names the collection, and the
/// hostile server answers as its mode says.
@Suite(.enabled(if: CalDAVServer.areRunning, "needs the test CalDAV servers: .ci/with-caldav swift test"))
struct CalDAVHarnessTests {
    @Test(arguments: SyncTarget.servers)
    func thePhoneMakesTasksThatItThenLists(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let first = try scenario.phone.create(
                summary: "Water the plants", due: "2026-11-20", valarm: true, xProperties: ["X-PHONE-COLOR:red"])
            let second = try scenario.phone.create(summary: "Stand-up", due: "2026-11-20", rrule: "FREQ=DAILY")
            let tasks = try scenario.phone.list()
            #expect(Set(tasks.map(\.uid)) == [first, second])
            let plants = try #require(tasks.first { $0.uid == first })
            #expect(plants.summary == "Water the plants")
            #expect(plants.due == "2026-11-20")
            #expect(plants.status == "NEEDS-ACTION")
            #expect(plants.unfoldedICal.contains("BEGIN:VALARM"))
            #expect(plants.unfoldedICal.contains("X-PHONE-COLOR:red"))
            #expect(plants.etag?.isEmpty == false)
            #expect(plants.href.hasPrefix(scenario.collection.url))
            #expect(tasks.first { $0.uid == second }?.rrule == "FREQ=DAILY")
        }
    }

    @Test(arguments: SyncTarget.servers)
    func thePhoneCompletesARepeatingTaskByMovingItsDueDayInPlace(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            let weekly = try scenario.phone.create(
                summary: "Bins out", due: "2026-11-19", rrule: "FREQ=WEEKLY;INTERVAL=2")
            let once = try scenario.phone.create(summary: "Post the letter", due: "2026-11-19")
            try scenario.phone.complete(weekly)
            try scenario.phone.complete(once)
            try scenario.phone.edit(once, summary: "Post the letters")
            let tasks = try scenario.phone.list()
            #expect(tasks.count == 2)
            let moved = try #require(tasks.first { $0.uid == weekly })
            #expect(moved.due == "2026-12-03")
            #expect(moved.status == "NEEDS-ACTION")
            let done = try #require(tasks.first { $0.uid == once })
            #expect(done.isCompleted)
            #expect(done.summary == "Post the letters")
            try scenario.phone.delete(once)
            #expect(try scenario.phone.list().map(\.uid) == [weekly])
        }
    }

    @Test(arguments: SyncTarget.servers)
    func eachScenarioHasItsOwnCollectionNamedInItsSettings(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { first in
            try await SyncScenario.with(target) { second in
                #expect(first.collection.url != second.collection.url)
                try first.phone.create(summary: "Only in the first")
                #expect(try second.phone.list().isEmpty)
                let settings = try String(contentsOfFile: first.folder.file("todo/config.toml"), encoding: .utf8)
                #expect(settings.contains("[sync]\nurl = \"\(first.collection.url)\"\n"))
                let server = try CalDAVServer.named(target.server)
                #expect(settings.contains("username") == (server.user != nil))
                #expect(first.todo.environment["TODO_SYNC_PASSWORD"] == server.password)
                #expect(first.todo.environment["XDG_CONFIG_HOME"] == first.folder.path)
            }
        }
    }

    @Test func aTaskSeededInBulkIsListedOnce() async throws {
        for kind in CalDAVServer.Kind.allCases {
            let collection = try CalDAVServer.named(kind).makeCollection(named: "seeded")
            try collection.seed(count: 30)
            let tasks = try collection.phone.list()
            #expect(tasks.count == 30, "\(kind)")
            #expect(Set(tasks.map(\.uid)).count == 30, "\(kind)")
            #expect(Set(tasks.compactMap(\.summary)) == Set((1...30).map { "Task \($0)" }), "\(kind)")
        }
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            (HostileDAVServer.Mode.malformedXML, 207), (.entities, 207), (.serverError, 500), (.unauthorized, 401),
            (.notFound, 404),
        ])
    func theHostileServerAnswersAsItsModeSays(_ mode: HostileDAVServer.Mode, status: Int) throws {
        let server = try HostileDAVServer(mode)
        // Python's http.client, which asks once and follows nothing.
        let ask = """
            import http.client, sys
            connection = http.client.HTTPConnection("127.0.0.1", \(server.port), timeout=20)
            connection.request("PROPFIND", "/calendars/user/tasks/", headers={"Depth": "1"})
            answer = connection.getresponse()
            print(answer.status, len(answer.read()))
            """
        let outcome = try ChildProcess.run(
            SupportScript.python, ["-c", ask], environment: SupportScript.environment, timeout: 30)
        let words = String(decoding: outcome.stdout, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(words.first.flatMap { Int($0) } == status, "\(String(decoding: outcome.stderr, as: UTF8.self))")
        #expect(words.last.flatMap { Int($0) }.map { $0 > 0 } == true)
        #expect(server.requests == ["PROPFIND /calendars/user/tasks/"])
    }
}
