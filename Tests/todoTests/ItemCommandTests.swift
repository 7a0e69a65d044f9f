import Testing

@Suite struct ItemCommandTests {
    @Test func doneUndoneAndDeleteTakeTheStableNumber() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19"), ("Call mum", "2026-11-19"), ("Clean", "2026-11-20")])
        #expect(try scenario.succeed("done", "1").stdout == "Done: 1 Buy milk\n")
        #expect(try scenario.succeed("list").stdout.contains("  2  Call mum"))
        #expect(try scenario.succeed("delete", "2").stdout == "Deleted: 2 Call mum (undo brings it back)\n")
        #expect(try scenario.succeed("list").stdout == "Tomorrow\n  3  Clean  Friday\n")
        #expect(try scenario.succeed("undone", "1").stdout == "Open again: 1 Buy milk\n")
        try scenario.succeed("add", "New")
        #expect(
            try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n  4  New\nTomorrow\n  3  Clean     Friday\n")
    }

    @Test func aNumberMayBeWrittenAfterAHashAsInTheREPL() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19"), ("Call mum", "2026-11-19")])
        #expect(try scenario.succeed("done", "#1", "02").stdout == "Done: 1 Buy milk, 2 Call mum\n")
        #expect(try scenario.succeed("show", "#2").stdout.hasPrefix("Item 2: Call mum\n"))
        let repl = try scenario.run(["repl"], input: "undone #1\n")
        #expect(repl.status == 0 && repl.stdout.contains("Open again: 1 Buy milk"))
    }

    @Test func anUnknownNumberIsAnErrorThatSaysWhatToDo() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["done", "7"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: there is no item 7; list the items to see their numbers\n")
    }

    @Test(arguments: [
        ["done"], ["done", "x"], ["done", "0"], ["delete", "-3"], ["done", "99999999999999999999"], ["done", "+3"],
        ["show", "##1"],
    ])
    func badArgumentsAreUsageErrors(_ arguments: [String]) throws {
        let result = try Scenario().run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error:"))
        #expect(result.stderr.contains("Usage:"))
    }
}
