import Testing

/// `todo postpone` and `postpone` in the REPL on the real binary (issue 33).
@Suite struct PostponeCommandTests {
    @Test func postponeMovesEachItemFromItsDueDayAndUndoMovesThemBack() throws {
        let scenario = try Scenario()
        try scenario.add([("Pay rent", "2026-11-18"), ("Buy milk", "2026-11-19"), ("Call mum", "2026-11-20")])
        #expect(try scenario.succeed("postpone", "3").stdout == "Postponed 3 Call mum to Saturday 21 November 2026\n")
        #expect(
            try scenario.succeed("postpone", "1", "2", "1w").stdout
                == "Postponed 2 items to Thursday 26 November 2026: 1 Pay rent, 2 Buy milk\n")
        #expect(try scenario.succeed("postpone", "3", "mon").stdout.hasSuffix("to Monday 23 November 2026\n"))
        #expect(try scenario.succeed("undo").stdout.hasPrefix("Undid postpone: 3 Call mum is due as before."))
        #expect(
            try scenario.succeed("undo").stdout.hasPrefix("Undid postpone: 1 Pay rent, 2 Buy milk are due as before."))
        #expect(try scenario.succeed("list").stdout.contains("Overdue\n  1  Pay rent"))
    }

    @Test func aTimedItemKeepsItsTimeAndTheMessageSaysIt() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Dentist", "--due", "fri 9am")
        #expect(
            try scenario.succeed("postpone", "1").stdout
                == "Postponed 1 Dentist to Saturday 21 November 2026 at 09:00\n")
        #expect(try scenario.succeed("export").stdout.contains(#""due": "2026-11-21T09:00""#))
    }

    @Test func aRepeatingItemsSeriesMovesWithIt() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Pay rent", "--due", "2026-11-25", "--every", "month")
        try scenario.succeed("postpone", "1", "2d")
        let next = try scenario.succeed("done", "1").stdout
        #expect(next == "Done: 1 Pay rent. Next: 2 Pay rent, due Sunday 27 December 2026.\n")
    }

    @Test func badSpansAndUndatedItemsAreRefusedAndNothingMoves() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        try scenario.succeed("add", "Read a book", "--due", "someday")
        let undated = try scenario.run(["postpone", "2"])
        #expect(undated.status == 1)
        #expect(
            undated.stderr
                == "Error: 2 Read a book has no due day to move; give it one with edit 2 --due WHEN; "
                + "nothing was changed\n")
        let nothing = try scenario.run(["postpone", "1", "+0d"])
        #expect(nothing.status == 1 && nothing.stderr.contains("\"+0d\" moves nothing"))
        let backwards = try scenario.run(["postpone", "1", "-1d"])
        #expect(backwards.status == 1 && backwards.stderr.contains("\"-1d\" moves back, and postpone moves later"))
        let done = try scenario.run(["postpone", "1", "2", "3d"])
        #expect(done.status == 1)
        #expect(try scenario.succeed("list", "--all").stdout.contains("Today\n  1  Buy milk"))
    }

    @Test func theREPLPostponesByNumberAndByFilter() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk +home", "2026-11-19"), ("Call mum", "2026-11-20")])
        let result = try scenario.run(["repl"], input: "postpone 2 3d\npostpone +home\npostpone 1 soon\nlist\n")
        #expect(result.stdout.contains("Postponed 2 Call mum to Monday 23 November 2026"))
        #expect(result.stdout.contains("Postponed 1 item matching +home to Friday 20 November 2026: 1 Buy milk"))
        #expect(result.stderr.contains("line 3: 1 is a number but soon is a filter word"))
    }
}
