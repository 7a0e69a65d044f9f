import Foundation
import TestSupport
import Testing

/// Two `todo` processes on one PostgreSQL database: what one adds appears in the other's
/// screen, told by LISTEN/NOTIFY rather than by reading the table over and over.
@Suite struct PostgresLiveRefreshTests {
    func terminal(_ front: String, on scenario: Scenario) throws -> TmuxSession {
        var environment = scenario.todo.environment
        environment["NO_COLOR"] = "1"
        environment["HOME"] = scenario.folder.path
        environment["XDG_STATE_HOME"] = scenario.folder.file("state")
        return try TmuxSession([TodoBinary.path, front], environment: environment)
    }

    @Test func anAddFromAnotherProcessAppearsInTheWideScreenWithinASecond() async throws {
        try await Scenario.onPostgres { scenario, _ in
            try scenario.succeed("add", "Already there")
            let wide = try terminal("wide", on: scenario)
            try wide.waitFor("1  Already there")
            try scenario.succeed("add", "From the other terminal")
            try wide.waitFor("2  From the other terminal", timeout: 1.5)
            try wide.send("q")
            try wide.waitFor("EXIT=0")
        }
    }

    @Test func theREPLShowsAnotherProcessesAddAtItsNextPrompt() async throws {
        try await Scenario.onPostgres { scenario, _ in
            let repl = try terminal("repl", on: scenario)
            try repl.waitFor("todo>")
            try scenario.succeed("add", "From the other terminal")
            // The REPL learns of the add from the server's notification, which may reach it
            // a moment after the other process ended: a prompt before that shows the list
            // unchanged, the next one after it the add (as a user pressing Enter again sees).
            var shown = false
            for _ in 0..<20 where !shown {
                try repl.send("Enter")
                shown = (try? repl.waitFor("1  From the other terminal", timeout: 0.5)) != nil
            }
            let screen = try repl.screen()
            #expect(shown, "\(screen)")
            try repl.send("quit", "Enter")
            try repl.waitFor("EXIT=0")
        }
    }
}
