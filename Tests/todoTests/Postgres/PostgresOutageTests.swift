import Foundation
import PostgresScratch
import TestSupport
import Testing

/// The PostgreSQL server goes away while `todo` runs (its session killed with
/// `pg_terminate_backend`, and no new connection possible, through a relay that stops
/// accepting): every front says the server cannot be reached, keeps working and quits when
/// asked, and carries on by itself once the server is back. The time limits below only
/// stop a hang from stopping the suite.
@Suite struct PostgresOutageTests {
    /// A scenario on a new database, with a relay in front of its server.
    func withRelayedDatabase(_ body: (Scenario, ScratchDatabase, TCPRelay, String) async throws -> Void) async throws {
        try await Scenario.onPostgres { scenario, database in
            let relay = try TCPRelay(forwardingTo: database.port)
            try await body(scenario, database, relay, try database.url(port: Int(relay.port)))
        }
    }

    /// `todo FRONT` in a terminal, on the database at `url`.
    func terminal(_ front: String, on scenario: Scenario, url: String) throws -> TmuxSession {
        var environment = scenario.todo.environment
        environment["TODO_DB"] = url
        environment["NO_COLOR"] = "1"
        environment["HOME"] = scenario.folder.path
        environment["XDG_STATE_HOME"] = scenario.folder.file("state")
        return try TmuxSession([TodoBinary.path, front], environment: environment)
    }

    /// The server goes away: its sessions are ended and no new one can be opened.
    func takeAway(_ database: ScratchDatabase, behind relay: TCPRelay) async throws {
        relay.stopAccepting()
        try await database.endSessions()
    }

    /// Waits until `text` holds for what `process` printed so far.
    func waitUntil(
        _ what: String, in process: ChildProcess, timeout: TimeInterval = 30, _ text: (String, String) -> Bool
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let output = String(decoding: process.stdoutSoFar, as: UTF8.self)
            let errors = String(decoding: process.stderrSoFar, as: UTF8.self)
            if text(output, errors) { return }
            if process.hasEnded { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let output = String(decoding: process.stdoutSoFar, as: UTF8.self)
        let errors = String(decoding: process.stderrSoFar, as: UTF8.self)
        throw OutageTestFailure(description: "timed out waiting for \(what); stdout:\n\(output)\nstderr:\n\(errors)")
    }

    @Test func aPipedREPLSaysTheServerIsUnreachableAndWorksAgainWhenItIsBack() async throws {
        try await withRelayedDatabase { scenario, database, relay, url in
            let repl = try ChildProcess.feeding(
                TodoBinary.path, ["repl"], environment: scenario.todo.environment.merging(["TODO_DB": url]) { $1 })
            defer { repl.kill(SIGKILL) }
            try repl.send("add\nBefore\n\n")
            try waitUntil("the first add", in: repl) { output, _ in output.contains("Added 1: Before") }

            try await takeAway(database, behind: relay)
            try repl.send("list\n")
            try waitUntil("a message about the server", in: repl) { _, errors in errors.contains("line 4:") }

            try relay.restore()
            try repl.send("add\nAfter\n\n")
            try waitUntil("the add after the server came back", in: repl) { output, _ in
                output.contains("Added 2: After")
            }
            repl.closeInput()
            let outcome = repl.wait(timeout: 60)
            let errors = String(decoding: outcome.stderr, as: UTF8.self)
            #expect(outcome.status == 1, "a script with a failed line exits 1")
            #expect(errors.hasPrefix("line 4: cannot use the database postgres://"), "\(errors)")
            #expect(errors.contains("cannot reach the PostgreSQL server at 127.0.0.1:\(relay.port)"), "\(errors)")
            #expect(errors.split(separator: "\n").count == 1, "\(errors)")
            let titles = try scenario.succeed("export").stdout
            #expect(titles.contains("\"Before\"") && titles.contains("\"After\""))
        }
    }

    @Test func theWideScreenSaysTheServerIsUnreachableKeepsTheListAndQuitsOnQ() async throws {
        try await withRelayedDatabase { scenario, database, relay, url in
            try scenario.succeed("add", "Stays on screen")
            let wide = try terminal("wide", on: scenario, url: url)
            try wide.waitFor("1  Stays on screen")

            try await takeAway(database, behind: relay)
            let screen = try wide.waitFor("cannot reach the PostgreSQL server", timeout: 30)
            #expect(screen.contains("1  Stays on screen"))
            // Keys still work: the help opens and closes.
            try wide.send("?")
            try wide.waitFor("Any key closes this help.")
            try wide.send("?")
            try wide.waitUntil("the help to close") { !$0.contains("Any key closes this help.") }
            try wide.send("q")
            let end = try wide.waitFor("EXIT=", timeout: 15)
            #expect(end.contains("EXIT=0"))
            #expect(end.contains("TTY=clean"))
        }
    }

    @Test func theWideScreenShowsAnotherClientsAddOnceTheServerIsBackAndEndsOnSIGTERM() async throws {
        try await withRelayedDatabase { scenario, database, relay, url in
            try scenario.succeed("add", "Already there")
            let wide = try terminal("wide", on: scenario, url: url)
            try wide.waitFor("1  Already there")

            try await takeAway(database, behind: relay)
            try wide.waitFor("cannot reach the PostgreSQL server", timeout: 30)
            try scenario.succeed("add", "Added elsewhere meanwhile")
            try relay.restore()
            let screen = try wide.waitFor("2  Added elsewhere meanwhile", timeout: 15)
            #expect(screen.contains("1  Already there"))

            try wide.signalProgram(named: "todo", SIGTERM)
            let end = try wide.waitFor("EXIT=", timeout: 15)
            #expect(end.contains("EXIT=143"))
            #expect(end.contains("TTY=clean"))
        }
    }

    @Test func aOneShotCommandAgainstAServerThatNeverAnswersExitsWithAMessage() async throws {
        try await withRelayedDatabase { scenario, _, relay, url in
            relay.silence()
            let result = try scenario.todo.run(["list"], inputData: Data(), environment: ["TODO_DB": url], timeout: 60)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.contains(
                    "the PostgreSQL server at 127.0.0.1:\(relay.port) did not answer within 5 seconds"),
                "\(result.stderr)")
        }
    }
}

/// A wait that ran out of time.
struct OutageTestFailure: Error, CustomStringConvertible {
    let description: String
}
