import Testing

/// `done`, `undone`, `delete`, `postpone` and `edit` given a filter instead of numbers, on
/// the real binary (issue 33).
@Suite struct FilterActionCommandTests {
    func scenario() throws -> Scenario {
        let scenario = try Scenario()
        try scenario.add([
            ("Water plants +home", "2026-11-19"), ("Fix the tap +home", "2026-11-20"), ("Report +work", "2026-11-20"),
        ])
        return scenario
    }

    @Test func doneWithAFilterCompletesEveryMatchSayingEachInOneUndoStep() throws {
        let scenario = try scenario()
        #expect(
            try scenario.succeed("done", "+home").stdout
                == "Done, 2 items matching +home: 1 Water plants, 2 Fix the tap\n")
        #expect(try scenario.succeed("list").stdout == "Tomorrow\n  3  Report +work  Friday\n")
        #expect(
            try scenario.succeed("undone", "plants").stdout == "Open again, 1 item matching plants: 1 Water plants\n")
        try scenario.succeed("undo")
        try scenario.succeed("undo")
        #expect(try scenario.succeed("list").stdout.contains("1  Water plants +home"))
        #expect(try scenario.succeed("list").stdout.contains("2  Fix the tap +home"))
    }

    @Test func aFilterThatMatchesNothingChangesNothingAndFails() throws {
        let scenario = try scenario()
        for command in ["done", "delete", "postpone"] {
            let result = try scenario.run([command, "zebra"])
            #expect(result.status == 1)
            #expect(result.stderr == "Error: no open item matches zebra, so nothing was changed\n")
        }
        let undone = try scenario.run(["undone", "+home"])
        #expect(undone.status == 1 && undone.stderr.contains("no done item matches +home"))
    }

    @Test func numbersAndFilterWordsTogetherAreRefusedSayingWhy() throws {
        let scenario = try scenario()
        let result = try scenario.run(["done", "1", "+home"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("1 is a number but +home is a filter word; give either item numbers"))
        let repl = try scenario.run(["repl"], input: "delete 2 tap\n")
        #expect(repl.stderr.contains("2 is a number but tap is a filter word"))
        #expect(try scenario.succeed("list").stdout.contains("2  Fix the tap"))
    }

    @Test func deleteAndEditTakeAFilter() throws {
        let scenario = try scenario()
        #expect(
            try scenario.succeed("edit", "+home", "--tag", "weekend", "--priority", "high").stdout
                == "Changed 2 items matching +home: 1 Water plants (+home +weekend, priority high), "
                + "2 Fix the tap (+home +weekend, priority high)\n")
        let refused = try scenario.run(["edit", "+home", "--due", "fri"])
        #expect(
            refused.status == 64 && refused.stderr.contains("with a filter, edit changes tags and the priority only"))
        #expect(
            try scenario.succeed("delete", "+work").stdout
                == "Deleted 1 item matching +work (undo brings it back): 3 Report\n")
        let repl = try scenario.succeed("repl", input: "edit +weekend --untag weekend\ndone tap\nlist\n")
        #expect(repl.stdout.contains("Changed 2 items matching +weekend:"))
        #expect(repl.stdout.contains("Done, 1 item matching tap: 2 Fix the tap"))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  !!!  Water plants +home\n")
    }
}
