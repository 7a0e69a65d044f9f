import Foundation
import TestSupport
import Testing

/// Issue 32, "What a user does": the REPL's `sync`, the wide front's `S` and its title bar,
/// and the background syncs `sync.interval` asks for, against the real servers and the
/// phone client.
@Suite struct SyncOnEveryFrontTests {
    /// `todo` in a terminal (tmux) on the scenario's list and settings, `arguments` after
    /// the program; waits for `ready` on the screen.
    func terminal(
        _ scenario: SyncScenario, _ arguments: [String], ready: String, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let variables = scenario.todo.environment.merging(
            ["NO_COLOR": "1", "XDG_STATE_HOME": scenario.folder.file("state")].merging(environment) { $1 }
        ) { $1 }
        let terminal = try TmuxSession([TodoBinary.path] + arguments, environment: variables, width: 120, height: 32)
        try terminal.waitFor(ready, timeout: 20)
        return terminal
    }

    /// The settings with `interval` set.
    func setInterval(_ interval: String, _ scenario: SyncScenario) throws {
        try scenario.collection.writeSettings(into: scenario.folder.path, extra: ["interval = \"\(interval)\""])
    }

    /// Waits until the phone holds a task titled `summary`, at most `seconds`.
    func waitForPhone(_ scenario: SyncScenario, _ summary: String, seconds: Double) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try !scenario.phoneTasks(summary).isEmpty { return true }
            Thread.sleep(forTimeInterval: 0.5)
        }
        return false
    }

    @Test(arguments: SyncTarget.servers)
    func theREPLsSyncSaysWhatItDidShowsWhatCameAndCarriesOn(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.phone.create(summary: "Water the plants", due: "2026-11-20")
            try scenario.succeed("add", "Buy stamps", "--due", "2026-11-20")
            let result = try scenario.todo.run(["repl"], input: "sync\nadd\nCall the plumber\ntomorrow\nsync\n")
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let summaries = lines.filter { $0.hasPrefix("Synced with tasks at ") }
            #expect(summaries.count == 2, "\(result.stdout)")
            #expect(summaries.first.map(SyncSummary.init) == SyncSummary("1 sent, 1 received"))
            #expect(summaries.last.map(SyncSummary.init) == SyncSummary("1 sent, 0 received"))
            // The list shown after the first sync holds the phone's task.
            let afterFirst = lines.drop { !$0.hasPrefix("Synced with tasks at ") }.dropFirst()
            #expect(afterFirst.prefix(8).contains { $0.contains("Water the plants") }, "\(result.stdout)")
            #expect(
                try scenario.phone.list().compactMap(\.summary).sorted() == [
                    "Buy stamps", "Call the plumber", "Water the plants",
                ])
        }
    }

    @Test func theREPLsSyncWithAWrongPasswordSaysSoAndTheNextCommandRuns() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            let result = try scenario.todo.run(
                ["repl"], input: "sync\nadd\nStill works\ntoday\n",
                environment: ["TODO_SYNC_PASSWORD": "not-the-password"])
            #expect(result.status == 1, "a script with a line that failed ends with 1")
            #expect(result.stderr.hasPrefix("line 1: "), "\(result.stderr)")
            #expect(result.stderr.contains("(401)"), "\(result.stderr)")
            #expect(!result.stderr.contains("not-the-password"))
            #expect(result.stdout.contains("Still works"))
            #expect(try scenario.items().map(\.title) == ["Still works"])
        }
    }

    @Test(arguments: SyncTarget.servers)
    func theWideKeySyncsShowsSyncedInTheTitleAndThePhonesTaskInTheList(_ target: SyncTarget) async throws {
        try await SyncScenario.with(target) { scenario in
            try scenario.phone.create(summary: "Water the plants", due: "2026-11-20")
            let terminal = try self.terminal(scenario, ["wide"], ready: "q quit")
            try terminal.send("S")
            let screen = try terminal.waitUntil(timeout: 30, "the title and the phone's task") {
                $0.contains("synced just now") && $0.contains("Water the plants")
            }
            let title = screen.split(separator: "\n").first.map(String.init) ?? ""
            #expect(title.contains("synced just now"), "\(title)")
            // Keys work as before: the form opens.
            try terminal.send("a")
            try terminal.waitFor("Name:")
        }
    }

    @Test func theWideKeyWithAWrongPasswordShowsTheFailureAndKeysCarryOn() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            let terminal = try self.terminal(
                scenario, ["wide"], ready: "q quit", environment: ["TODO_SYNC_PASSWORD": "not-the-password"])
            try terminal.send("S")
            let screen = try terminal.waitFor("sync failed: password refused", timeout: 30)
            #expect(screen.contains("(401)"), "the footer says why: \(screen)")
            #expect(!screen.contains("not-the-password"))
            try terminal.send("a")
            try terminal.waitFor("Name:")
        }
    }

    @Test func withAnIntervalAChangeInTheREPLReachesThePhoneWithinSecondsUnasked() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            try setInterval("1h", scenario)
            let terminal = try self.terminal(scenario, ["repl"], ready: "todo>")
            try terminal.type("add Call the plumber")
            try terminal.send("Enter")
            try terminal.waitFor("due:")
            try terminal.type("tomorrow")
            try terminal.send("Enter")
            try terminal.waitFor("note:")
            try terminal.send("Enter")
            try terminal.waitFor("Call the plumber")
            // A few seconds on a quiet machine; the limit leaves room for a loaded one.
            #expect(try waitForPhone(scenario, "Call the plumber", seconds: 30), "not on the phone within 30 seconds")
            // Nothing was said of the background sync that succeeded.
            #expect(!(try terminal.screen().contains("Synced")))
        }
    }

    @Test func withAnIntervalTheWideFrontShowsAPhonesTaskByItself() async throws {
        try await SyncScenario.with(SyncTarget(server: .xandikos, store: .sqlite)) { scenario in
            try setInterval("10s", scenario)
            let terminal = try self.terminal(scenario, ["wide"], ready: "q quit")
            try terminal.waitFor("synced just now", timeout: 20)
            try scenario.phone.create(summary: "Water the plants", due: "2026-11-20")
            try terminal.waitFor("Water the plants", timeout: 60)
        }
    }

    @Test func aBackgroundFailureIsSaidOnceBeforeTheNextPromptAndTheREPLCarriesOn() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            try setInterval("1h", scenario)
            let terminal = try self.terminal(
                scenario, ["repl"], ready: "todo>", environment: ["TODO_SYNC_PASSWORD": "not-the-password"])
            let failure = "the sync in the background failed"
            var screen = ""
            // The failure is said before a prompt: Enter until it is. The pauses hold this
            // test's thread (as TmuxSession's waits do) and at least 20 Enters are pressed:
            // a `Task.sleep` resumes only when the test process has a free thread for it,
            // and in the full suite other tests blocked in a child's wait (a sync against
            // the server that never answers, 30 s and more) can hold all of them (2 on a
            // 2-core machine) for most of a minute: this loop once pressed Enter only once
            // in its minute while `todo` answered every key at once.
            let started = Date()
            var presses = 0
            while !screen.contains(failure), presses < 20 || Date().timeIntervalSince(started) < 60 {
                try terminal.send("Enter")
                presses += 1
                usleep(500_000)
                screen = try terminal.screen()
            }
            let elapsed = Int(Date().timeIntervalSince(started))
            #expect(screen.contains(failure), "not said after \(presses) Enters in \(elapsed) s: \(screen)")
            try terminal.type("add Still works")
            try terminal.send("Enter")
            try terminal.waitFor("due:")
            try terminal.send("Enter")
            try terminal.waitFor("note:")
            try terminal.send("Enter")
            screen = try terminal.waitFor("Added")
            #expect(screen.components(separatedBy: failure).count == 2, "said once: \(screen)")
        }
    }
}

/// Issue 32: a first sync of a large list shows how far it has come, on a terminal only.
@Suite struct SyncProgressTests {
    @Test func aLongSyncShowsItsProgressOnATerminalAndClearsIt() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            let items = (1...300).map { ["title": "Task \($0)", "due": "2026-11-20"] }
            let file = scenario.folder.file("items.json")
            try JSONSerialization.data(withJSONObject: items).write(to: URL(fileURLWithPath: file))
            try scenario.succeed("import", file)
            let variables = scenario.todo.environment.merging(["NO_COLOR": "1"]) { $1 }
            let terminal = try TmuxSession([TodoBinary.path, "sync"], environment: variables, width: 120, height: 10)
            let during = try terminal.waitFor("Syncing: ", timeout: 60)
            #expect(during.range(of: #"Syncing: [\d,]+ of 300 tasks"#, options: .regularExpression) != nil, "\(during)")
            let end = try terminal.waitFor("EXIT=", timeout: 120)
            #expect(end.contains("EXIT=0"), "\(end)")
            #expect(end.contains("Synced with tasks at"), "\(end)")
            #expect(!end.contains("Syncing:"), "the line is cleared at the end: \(end)")
        }
    }

    @Test func aSyncIntoAPipeWritesNoProgress() async throws {
        try await SyncScenario.with(SyncTarget(server: .radicale, store: .sqlite)) { scenario in
            for number in 1...3 { try scenario.succeed("add", "Task \(number)") }
            let result = try scenario.run(["sync"])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(SyncSummary(result.stdout).sent == 3)
        }
    }
}
