import Foundation
import PostgresScratch
import TestSupport
import Testing

/// The PostgreSQL server freezes (as under SIGSTOP: its connections stay open and nothing
/// comes back; here a relay in front of it goes silent) while a front saves: SIGTERM still
/// ends the front within 2 seconds, the terminal restored, with status 143 (issue 30).
@Suite struct PostgresFrozenServerTests {
    /// How long a front may take to end after SIGTERM.
    static let patience: TimeInterval = 2

    @Test func theREPLEndsWithinTwoSecondsOfSIGTERMWhileASaveWaitsForAFrozenServer() async throws {
        try await withFrozenSave(
            front: "repl", ready: "todo>",
            save: { terminal in
                try terminal.send("add Never answered", "Enter")
                try terminal.waitFor("due:")
                try terminal.send("Enter")
                try terminal.waitFor("note:")
                try terminal.send("Enter")
            })
    }

    @Test func theWideScreenEndsWithinTwoSecondsOfSIGTERMWhileASaveWaitsForAFrozenServer() async throws {
        try await withFrozenSave(
            front: "wide", ready: "1  Already there",
            save: { terminal in
                try terminal.send("a")
                try terminal.waitFor("Name:")
                try terminal.type("Never answered")
                try terminal.send("Tab")
                try terminal.type("fri")
                try terminal.waitFor("Friday 20 November 2026")
                try terminal.send("Enter")
            })
    }

    /// Runs `todo FRONT` in a terminal on a database behind a relay, waits for `ready`,
    /// silences the relay, starts a save, sends SIGTERM while the save waits, and expects
    /// the front to end in time, restoring the terminal.
    func withFrozenSave(front: String, ready: String, save: (TmuxSession) throws -> Void) async throws {
        try await Scenario.onPostgres { scenario, database in
            try scenario.succeed("add", "Already there")
            let relay = try TCPRelay(forwardingTo: database.port)
            var environment = scenario.todo.environment
            environment["TODO_DB"] = try database.url(port: Int(relay.port))
            environment["NO_COLOR"] = "1"
            environment["HOME"] = scenario.folder.path
            environment["XDG_STATE_HOME"] = scenario.folder.file("state")
            let terminal = try TmuxSession([TodoBinary.path, front], environment: environment)
            try terminal.waitFor(ready)

            relay.silence()
            try save(terminal)
            // The save is under way, waiting for a server that will not answer.
            try await Task.sleep(for: .milliseconds(500))
            let during = try terminal.screen()
            #expect(!during.contains("EXIT="))
            let signalled = Date()
            try terminal.signalProgram(named: "todo", SIGTERM)
            let end = try terminal.waitFor("EXIT=", timeout: 30)
            let took = Date().timeIntervalSince(signalled)
            #expect(took < Self.patience, "todo \(front) took \(took) seconds to end after SIGTERM")
            #expect(end.contains("EXIT=143"))
            #expect(end.contains("TTY=clean"))
        }
    }
}
