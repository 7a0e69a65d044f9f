import Foundation
import GRDB
import TestSupport
import Testing

/// `todo undo`, the REPL's `undo` and the wide front's `u`, through the real binary: one
/// journal in the database, whichever front or process made the change.
@Suite struct UndoCommandTests {
    @Test func undoWalksBackThroughDeleteDoneAndAddsThenSaysThereIsNothingLeft() throws {
        let scenario = try Scenario()
        for title in ["A", "B", "C"] { try scenario.succeed("add", title) }
        try scenario.succeed("done", "1")
        try scenario.succeed("delete", "2")
        #expect(try scenario.succeed("undo").stdout == "Undid delete: 2 B is back.\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  2  B\n  3  C\n")
        #expect(try scenario.succeed("undo").stdout == "Undid done: 1 A is open again.\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  A\n  2  B\n  3  C\n")
        for title in ["3 C", "2 B", "1 A"] {
            #expect(try scenario.succeed("undo").stdout == "Undid adding \(title); it is gone.\n")
        }
        #expect(try scenario.succeed("list").stdout == "Nothing due until the end of next week.\n")
        let nothing = try scenario.run(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.stderr == "Error: there is nothing to undo\n")
        #expect(try scenario.succeed("add", "D").stdout.hasPrefix("Added 4: D"))
    }

    @Test func severalNumbersAreOneStepAndUnknownOnesChangeNothing() throws {
        let scenario = try Scenario()
        for title in ["A", "B", "C"] { try scenario.succeed("add", title) }
        #expect(try scenario.succeed("done", "1", "2", "3").stdout == "Done: 1 A, 2 B, 3 C\n")
        #expect(try scenario.succeed("list").stdout == "Nothing due until the end of next week.\n")
        #expect(try scenario.succeed("undo").stdout == "Undid done: 1 A, 2 B, 3 C are open again.\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  A\n  2  B\n  3  C\n")
        let unknown = try scenario.run(["delete", "1", "7", "9"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderr
                == "Error: there are no items 7 and 9; nothing was changed; list the items to see their numbers\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  A\n  2  B\n  3  C\n")
        let open = try scenario.run(["undone", "1", "2"])
        #expect(open.status == 1)
        #expect(
            open.stderr == "Error: items 1 and 2 are not done, so there is nothing to reopen; nothing was changed\n")
    }

    @Test func aChangeMadeInTheREPLIsUndoneByTheOneShotCommand() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        let repl = try scenario.succeed("repl", input: "done 1\n")
        #expect(repl.stdout.contains("Done: 1 Buy milk"))
        #expect(try scenario.succeed("undo").stdout == "Undid done: 1 Buy milk is open again.\n")
    }

    @Test func aOneShotDeleteIsUndoneByTheREPL() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("delete", "1")
        let repl = try scenario.succeed("repl", input: "undo\n")
        #expect(repl.stdout.contains("Undid delete: 1 Buy milk is back.\nToday\n  1  Buy milk\n"))
    }

    @Test func aOneShotDeleteIsUndoneByTheWideFrontsU() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Call mum")
        try scenario.succeed("delete", "1")
        let environment = scenario.todo.environment.merging(["NO_COLOR": "1", "HOME": scenario.folder.path]) { $1 }
        let tmux = try TmuxSession([TodoBinary.path, "wide"], environment: environment)
        try tmux.waitFor("q quit")
        try tmux.send("u")
        let screen = try tmux.waitFor("Undid delete: 1 Buy milk is back.")
        #expect(screen.contains("1  Buy milk"))
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n  2  Call mum\n")
    }

    @Test func anImportIsOneStep() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Kept")
        let json =
            "[" + (1...41).map { "{\"title\": \"imported \($0)\", \"due\": \"2026-11-20\"}" }.joined(separator: ",")
            + "]"
        try scenario.succeed("import", "-", input: json)
        #expect(try scenario.succeed("undo").stdout == "Undid the import of 41 items; they are gone.\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Kept\n")
    }

    @Test func processesUndoingAtOnceNeverUndoTheSameChange() throws {
        for _ in 1...5 { try Self.sixUndoAtOnce(try Scenario()) }
    }

    @Test func clientsUndoingAtOnceOnPostgresNeverUndoTheSameChange() async throws {
        try await Scenario.onPostgres { scenario, _ in try Self.sixUndoAtOnce(scenario) }
    }

    /// Six adds, then six `todo undo` at once: each reverts a different add.
    static func sixUndoAtOnce(_ scenario: Scenario) throws {
        do {
            for title in ["A", "B", "C", "D", "E", "F"] { try scenario.succeed("add", title) }
            let undoers = try (1...6).map { _ in try scenario.todo.start(["undo"]) }
            var said: [String] = []
            for undoer in undoers {
                let outcome = undoer.wait(timeout: 120)
                #expect(outcome.status == 0, "\(String(decoding: outcome.stderr, as: UTF8.self))")
                said.append(String(decoding: outcome.stdout, as: UTF8.self))
            }
            #expect(Set(said).count == 6, "\(said)")
            #expect(try scenario.succeed("list").stdout == "Nothing due until the end of next week.\n")
            #expect(try scenario.run(["undo"]).status == 1)
        }
    }

    @Test func theJournalKeepsTwoHundredStepsAndNoMore() throws {
        let scenario = try Scenario()
        let script = (1...260).map { "add\nitem \($0)\n\n" }.joined()
        try scenario.succeed("repl", input: script)
        let steps = try DatabaseQueue(path: scenario.folder.file("todo.sqlite")).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_step") ?? 0
        }
        #expect(steps == 200)
    }
}
