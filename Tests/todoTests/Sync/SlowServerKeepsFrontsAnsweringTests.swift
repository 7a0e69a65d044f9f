import Foundation
import TestSupport
import Testing

/// Issue 32: with `sync.interval` set, a background sync never delays a key press or a
/// prompt, even while the server takes its time (a phone's server on a bad network).
/// `todo repl` and `todo wide` against a server that reads each request and never answers:
/// every key is answered at once while the sync still waits.
@Suite struct SlowServerKeepsFrontsAnsweringTests {
    /// The longest a key may take to be answered here: generous for a loaded machine, far
    /// below what the sync waits (``syncTimeout``).
    static let answerLimit: TimeInterval = 20
    /// How long the sync waits for the server (`TODO_SYNC_TIMEOUT`): longer than the test.
    static let syncTimeout = "600"

    /// `todo` in a terminal (tmux) on the scenario's list, with settings that sync with
    /// `server` every hour, `arguments` after the program; waits for `ready` on the
    /// screen, then until the background sync has sent its first request to `server`.
    func terminal(
        _ scenario: SyncScenario, _ server: HostileDAVServer, _ arguments: [String], ready: String
    ) throws -> TmuxSession {
        try scenario.collection.writeSettings(
            into: scenario.folder.path, url: server.collectionURL, extra: ["interval = \"1h\""])
        let variables = scenario.todo.environment.merging([
            "NO_COLOR": "1", "XDG_STATE_HOME": scenario.folder.file("state"), "TODO_SYNC_TIMEOUT": Self.syncTimeout,
        ]) { $1 }
        let terminal = try TmuxSession([TodoBinary.path] + arguments, environment: variables, width: 120, height: 32)
        try terminal.waitFor(ready, timeout: 30)
        let deadline = Date().addingTimeInterval(30)
        while server.requests.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!server.requests.isEmpty, "the background sync asked the server nothing")
        return terminal
    }

    @Test func theREPLAnswersEveryLineWhileTheBackgroundSyncWaitsForTheServer() async throws {
        try await SyncScenario.with(SyncTarget(server: .xandikos, store: .sqlite)) { scenario in
            let server = try HostileDAVServer(.timeOut)
            let terminal = try self.terminal(scenario, server, ["repl"], ready: "todo>")
            try terminal.type("add Water the plants")
            try terminal.send("Enter")
            try terminal.waitFor("due:", timeout: Self.answerLimit)
            try terminal.type("tomorrow")
            try terminal.send("Enter")
            try terminal.waitFor("note:", timeout: Self.answerLimit)
            try terminal.send("Enter")
            let screen = try terminal.waitFor("Added", timeout: Self.answerLimit)
            #expect(screen.contains("Water the plants"), "\(screen)")
            // The sync still waits: nothing was said of it.
            #expect(!screen.contains("the sync in the background"), "\(screen)")
            try terminal.type("quit")
            try terminal.send("Enter")
            let end = try terminal.waitFor("EXIT=", timeout: Self.answerLimit)
            #expect(end.contains("EXIT=0"), "quitting does not wait for the sync: \(end)")
        }
    }

    @Test func theWideFrontAnswersEveryKeyWhileTheBackgroundSyncWaitsForTheServer() async throws {
        try await SyncScenario.with(SyncTarget(server: .xandikos, store: .sqlite)) { scenario in
            let server = try HostileDAVServer(.timeOut)
            let terminal = try self.terminal(scenario, server, ["wide"], ready: "q quit")
            try terminal.waitFor("syncing…", timeout: Self.answerLimit)
            try terminal.send("a")
            try terminal.waitFor("Name:", timeout: Self.answerLimit)
            try terminal.type("Water the plants")
            try terminal.send("Enter")
            let screen = try terminal.waitUntil(timeout: Self.answerLimit, "the new item, the sync still waiting") {
                $0.contains("1 open") && $0.contains("Water the plants")
            }
            let title = screen.split(separator: "\n").first.map(String.init) ?? ""
            #expect(title.contains("syncing…"), "\(title)")
            try terminal.send("q")
            let end = try terminal.waitFor("EXIT=", timeout: Self.answerLimit)
            #expect(end.contains("EXIT=0"), "quitting does not wait for the sync: \(end)")
        }
    }
}
