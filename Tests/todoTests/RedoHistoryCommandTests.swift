import Foundation
import TestSupport
import Testing

/// `todo redo` and `todo history`, the REPL's `redo` and `history` and the wide front's
/// `R`, through the real binary: one journal in the database, whichever front or process
/// made, undid or redoes the change.
@Suite struct RedoHistoryCommandTests {
    @Test func redoReappliesWhatUndoRevertedThenSaysThereIsNothingLeft() throws {
        let scenario = try Scenario()
        for title in ["Call mum", "Pay rent"] { try scenario.succeed("add", title) }
        try scenario.succeed("done", "1")
        try scenario.succeed("edit", "2", "--title", "Pay the rent")
        try scenario.succeed("undo")
        try scenario.succeed("undo")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Call mum\n  2  Pay rent\n")
        #expect(try scenario.succeed("redo").stdout == "Redid done: 1 Call mum is done again.\n")
        #expect(try scenario.succeed("redo").stdout == "Redid edit: 2 Pay the rent is as edited again.\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  2  Pay the rent\n")
        let nothing = try scenario.run(["redo"])
        #expect(nothing.status == 1)
        #expect(nothing.stdout.isEmpty)
        #expect(
            nothing.stderr
                == "Error: there is nothing to redo; redo re-applies a change that undo reverted, until a new change "
                + "is made\n")
    }

    @Test func aNewChangeClearsWhatCouldBeRedone() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call mum")
        try scenario.succeed("delete", "1")
        try scenario.succeed("undo")
        try scenario.succeed("add", "Pay rent")
        #expect(try scenario.run(["redo"]).status == 1)
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Call mum\n  2  Pay rent\n")
    }

    @Test func historyListsTheLastStepsNewestFirstWithWhenAndWhetherUndone() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call mum", environment: ["TODO_NOW": "2026-11-17T08:00"])
        try scenario.succeed("add", "Pay rent", environment: ["TODO_NOW": "2026-11-18T18:05"])
        try scenario.succeed("add", "Water plants")
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("done", "1", "2", "3", "4")
        try scenario.succeed("undo")
        #expect(
            try scenario.succeed("history").stdout
                == """
                5  today 09:30       done 4 items: Call mum, Pay rent, Water plants, …  [undone: redo brings it back]
                4  today 09:30       added 1 item: Buy milk
                3  today 09:30       added 1 item: Water plants
                2  yesterday 18:05   added 1 item: Pay rent
                1  Tue 17 Nov 08:00  added 1 item: Call mum

                """)
        let json = try scenario.succeed("history", "--json").stdout
        #expect(
            json.hasPrefix(
                "[{\"step\": 5, \"did\": \"done 4 items: Call mum, Pay rent, Water plants, …\", \"kind\": \"done\", "
                    + "\"count\": 4, \"titles\": [\"Call mum\", \"Pay rent\", \"Water plants\"], "
                    + "\"time\": \"2026-11-19T09:30:00\", \"undone\": true}, {\"step\": 4, "))
        #expect(json.hasSuffix("\"time\": \"2026-11-17T08:00:00\", \"undone\": false}]\n"))
        try scenario.succeed("redo")
        #expect(try scenario.succeed("history").stdout.hasPrefix("5  today 09:30       done 4 items: Call mum"))
        #expect(!(try scenario.succeed("history").stdout.contains("undone")))
    }

    @Test func theREPLRedoesAndShowsTheHistory() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call mum")
        try scenario.succeed("done", "1")
        let repl = try scenario.run(["repl"], input: "undo\nredo\nhistory\nredo\n")
        #expect(repl.stdout.contains("Redid done: 1 Call mum is done again."))
        #expect(repl.stdout.contains("2  today 09:30  done 1 item: Call mum\n1  today 09:30  added 1 item: Call mum\n"))
        // A piped script that met a problem ends with status 1, having run every line.
        #expect(repl.status == 1)
        #expect(repl.stderr.contains("line 4: there is nothing to redo"))
        #expect(try scenario.succeed("list", "--done").stdout.contains("Call mum"))
    }

    @Test func theWideFrontsCapitalRRedoesAndItsHelpSaysSo() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Call mum")
        try scenario.succeed("delete", "1")
        try scenario.succeed("undo")
        let environment = scenario.todo.environment.merging(["NO_COLOR": "1", "HOME": scenario.folder.path]) { $1 }
        let tmux = try TmuxSession([TodoBinary.path, "wide"], environment: environment, width: 100, height: 40)
        try tmux.waitFor("q quit")
        try tmux.send("?")
        try tmux.waitFor("u  R           undo the last change to the list; R redoes what undo reverted")
        try tmux.send("x")
        try tmux.send("R")
        try tmux.waitFor("Redid delete: 1 Buy milk is deleted again (undo brings it back).")
        try tmux.send("q")
        try tmux.waitFor("EXIT=0")
        #expect(try scenario.succeed("list").stdout == "Today\n  2  Call mum\n")
    }

    @Test func aClientOnPostgresRedoesWhatAnotherUndid() async throws {
        try await Scenario.onPostgres { scenario, _ in
            try scenario.succeed("add", "Call mum")
            try scenario.succeed("done", "1")
            try scenario.succeed("undo")
            #expect(try scenario.succeed("redo").stdout == "Redid done: 1 Call mum is done again.\n")
            #expect(try scenario.succeed("history").stdout.hasPrefix("2  today 09:30  done 1 item: Call mum\n"))
            #expect(try scenario.run(["redo"]).status == 1)
        }
    }
}
