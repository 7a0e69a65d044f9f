import Testing

/// `--week-start` is offered only where weeks matter: the list and the fronts that show it.
@Suite struct WeekStartOptionTests {
    @Test(arguments: ["add", "done", "undone", "delete", "undo", "export", "import"])
    func commandsThatDoNotShowTheListDoNotOfferIt(_ command: String) throws {
        let help = try Scenario().run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--db"))
        #expect(!help.stdout.contains("--week-start"))
    }

    @Test(arguments: [["list"], ["repl"], ["wide"], ["start"]])
    func theListAndTheFrontsOfferIt(_ command: [String]) throws {
        let help = try Scenario().run(command + ["--help"])
        #expect(help.stdout.contains("--week-start"))
    }

    @Test func doneRefusesItAsAnUnknownOption() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        let result = try scenario.run(["done", "1", "--week-start", "monday"])
        #expect(result.status == 64)
        #expect(result.stderr.lowercased().hasPrefix("error: unknown option '--week-start'"))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n")
    }

    @Test func theListAndTheREPLStillTakeIt() throws {
        let scenario = try Scenario(now: "2026-11-22")
        try scenario.add([("Day 29", "2026-11-29")])
        #expect(try scenario.succeed("list", "--week-start", "monday").stdout == "Next Week\n  1  Day 29  Sunday\n")
        #expect(
            try scenario.succeed("repl", "--week-start", "monday", input: "").stdout
                == "Next Week\n  1  Day 29  Sunday\n")
        #expect(try scenario.succeed("--week-start", "monday", input: "").stdout == "Next Week\n  1  Day 29  Sunday\n")
    }
}
