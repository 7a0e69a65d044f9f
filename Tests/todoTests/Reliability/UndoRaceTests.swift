import Foundation
import TestSupport
import Testing

/// `todo undo` started just before `todo done` on the same item (issue 30's scripts, run
/// by a shell against the real binary), on a shared PostgreSQL list and on SQLite, thirty
/// rounds each. Whichever of the two goes first, the other sees what it did: no saved
/// change is lost, and no occurrence of a repeating item is doubled.
@Suite struct UndoRaceTests {
    static let rounds = 30

    @Test func undoRacingDoneOnAnEditedItemLosesNothingOnPostgreSQL() async throws {
        try await Scenario.onPostgres { scenario, _ in try Self.undoRacingDoneOnAnEditedItem(scenario) }
    }

    @Test func undoRacingDoneOnAnEditedItemLosesNothingOnSQLite() throws {
        try Self.undoRacingDoneOnAnEditedItem(try Scenario())
    }

    @Test func undoRacingDoneOfTheNextOccurrenceLeavesOneOpenOccurrenceOnPostgreSQL() async throws {
        try await Scenario.onPostgres { scenario, _ in try Self.undoRacingDoneOfTheNextOccurrence(scenario) }
    }

    @Test func undoRacingDoneOfTheNextOccurrenceLeavesOneOpenOccurrenceOnSQLite() throws {
        try Self.undoRacingDoneOfTheNextOccurrence(try Scenario())
    }

    /// An item added as A and edited to B; `todo undo` (of the edit) races `todo done`.
    /// Either the undo went first (the done completed A) or the done did (the undo reopened
    /// B); the item open as A means the done was lost.
    static let editScript = """
        n=$("$TODO" add "A $1" | sed -n 's/^Added \\([0-9]*\\):.*/\\1/p')
        "$TODO" edit "$n" --title "B $1" >/dev/null
        "$TODO" undo >/dev/null & sleep 0.01; "$TODO" done "$n"; wait
        "$TODO" show "$n" --json
        """

    /// A daily item N, done (which adds M); `todo undo` (of that done) races `todo done M`.
    /// Either the undo went first (M is gone, N open) or the done did (the undo took back
    /// its next occurrence, M open): one open occurrence either way.
    static let repeatScript = """
        n=$("$TODO" add "Water $1" --every day | sed -n 's/^Added \\([0-9]*\\):.*/\\1/p')
        m=$("$TODO" done "$n" | sed -n 's/.*Next: \\([0-9]*\\) .*/\\1/p')
        "$TODO" undo >/dev/null & sleep 0.01; "$TODO" done "$m" >/dev/null 2>&1; wait
        """

    static func undoRacingDoneOnAnEditedItem(_ scenario: Scenario) throws {
        var lost: [String] = []
        for round in 1...rounds {
            let output = try run(editScript, round: round, in: scenario)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            let done = try #require(lines.first { $0.hasPrefix("Done: ") }, "round \(round): \(output)")
            let shown = try JSONDecoder().decode(
                ShownItem.self, from: Data(try #require(lines.last { $0.hasPrefix("{") }).utf8))
            // What `done` printed says which went first, and what must be left.
            let undoWentFirst = done.hasSuffix(" A \(round)")
            let expected = undoWentFirst ? ("A \(round)", true) : ("B \(round)", false)
            if shown.title != expected.0 || (shown.completed != nil) != expected.1 {
                lost.append("round \(round): \(done), then \(shown)")
            }
        }
        #expect(lost.isEmpty, "\(lost.count) of \(rounds) rounds lost a change: \(lost)")
    }

    static func undoRacingDoneOfTheNextOccurrence(_ scenario: Scenario) throws {
        var doubled: [String] = []
        for round in 1...rounds {
            _ = try run(repeatScript, round: round, in: scenario)
            let items = try JSONDecoder().decode(
                [ExportedState].self, from: Data(try scenario.succeed("export").stdout.utf8)
            ).filter { $0.title == "Water \(round)" }
            let open = items.count { $0.completed == nil }
            if open != 1 { doubled.append("round \(round): \(items)") }
        }
        #expect(doubled.isEmpty, "\(doubled.count) of \(rounds) rounds left other than one open occurrence: \(doubled)")
    }

    /// Runs `script` with `sh`, `$TODO` the binary and `$1` the round, on the scenario's
    /// database; returns what it printed.
    static func run(_ script: String, round: Int, in scenario: Scenario) throws -> String {
        let shell = try scenario.todo.start(
            ["-c", script, "race", "\(round)"], environment: ["TODO": TodoBinary.path], program: "/bin/sh")
        let outcome = shell.wait(timeout: 120)
        let errors = String(decoding: outcome.stderr, as: UTF8.self)
        #expect(outcome.status == 0 && errors.isEmpty, "round \(round): \(errors)")
        return String(decoding: outcome.stdout, as: UTF8.self)
    }
}

/// The fields of `todo show --json` these tests read.
struct ShownItem: Decodable, CustomStringConvertible {
    let title: String
    let completed: String?

    var description: String { "\(title) (\(completed == nil ? "open" : "done"))" }
}
