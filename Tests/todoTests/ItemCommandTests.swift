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

    /// Issue 31, item 3: `done` on a done item is refused as `undone` on an open one is.
    @Test func doneOnADoneItemIsRefusedAsUndoneOnAnOpenItemIs() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19"), ("Call mum", "2026-11-19")])
        try scenario.succeed("done", "1")
        let again = try scenario.run(["done", "1"])
        #expect(again.status == 1)
        #expect(again.stderr == "Error: item 1 is done already, so there is nothing to complete; nothing was changed\n")
        let both = try scenario.run(["done", "2", "1"])
        #expect(both.status == 1)
        #expect(both.stderr.contains("item 1 is done already"))
        #expect(try scenario.succeed("list").stdout == "Today\n  2  Call mum\n")
        let open = try scenario.run(["undone", "2"])
        #expect(open.status == 1)
        #expect(open.stderr == "Error: item 2 is not done, so there is nothing to reopen; nothing was changed\n")
        let repl = try scenario.run(["repl"], input: "done 1\n")
        #expect(repl.stderr.contains("item 1 is done already, so there is nothing to complete"))
    }

    @Test func anUnknownNumberIsAnErrorThatSaysWhatToDo() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        let result = try scenario.run(["done", "7"])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: there is no item 7; list the items to see their numbers\n")
    }

    @Test(arguments: [
        ["done"], ["done", "0"], ["delete", "-3"], ["done", "99999999999999999999"], ["done", "1.5"],
        ["show", "##1"],
    ])
    func badArgumentsAreUsageErrors(_ arguments: [String]) throws {
        let result = try Scenario().run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error:"))
        #expect(result.stderr.contains("Usage:"))
    }

    /// Issue 33: a word that is not written as a number is a filter word (`done x`, `done
    /// +3`); matching nothing, it changes nothing and exits 1.
    @Test(arguments: [["done", "x"], ["done", "+3"]])
    func aWordThatIsNoNumberIsAFilter(_ arguments: [String]) throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-19")])
        let result = try scenario.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: no open item matches"))
    }
}
