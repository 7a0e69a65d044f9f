import Testing

/// `todo repl` fed a script: a line that is refused is named by its number, and never
/// shifts the meaning of the lines after it.
@Suite struct ReplScriptLineTests {
    @Test func aTooLongNameIsAskedAgainSoLaterLinesKeepTheirMeaning() throws {
        let scenario = try Scenario()
        let long = String(repeating: "x", count: 1_001)
        let result = try scenario.run(["repl"], input: "add\n\(long)\nCall mum\nfri\nlist\n")
        #expect(result.status == 1)
        #expect(result.stderr == "line 2: the title is 1001 characters long; the limit is 1000, so shorten it\n")
        #expect(result.stdout.contains("Added 1: Call mum, due Friday 20 November 2026"))
        #expect(result.stdout.hasSuffix("Tomorrow\n  1  Call mum  Friday\n"))
        #expect(try scenario.succeed("export").stdout.contains("\"title\": \"Call mum\""))
    }

    @Test func aBlankNameInAScriptCancelsTheAddAndTheNextLineIsACommandAgain() throws {
        let scenario = try Scenario()
        let result = try scenario.succeed("repl", input: "add\n   \nlist\n")
        #expect(result.stdout.hasSuffix("Not added.\nNothing due until the end of next week.\n"))
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aScriptThatEndsInTheMiddleOfAnAddFailsAndStoresNothing() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["repl"], input: "add\nBuy milk\n")
        #expect(result.status == 1)
        #expect(result.stderr == "end of input: the add was not finished, so nothing was added\n")
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func listWithAnOptionSaysWhatListTakes() throws {
        let scenario = try Scenario()
        let result = try scenario.run(["repl"], input: "list --all\nall\n")
        #expect(result.status == 1)
        #expect(
            result.stderr == "line 1: list does not take \"--all\"; to show items due after next week too, type all\n")
    }

    @Test func undoneOnAnOpenItemSaysItWasNotDone() throws {
        let scenario = try Scenario()
        try scenario.add([("Buy milk", "2026-11-20")])
        let result = try scenario.run(["repl"], input: "undone 1\n")
        #expect(result.status == 1)
        #expect(result.stderr == "line 1: item 1 is not done, so there is nothing to reopen; nothing was changed\n")
    }
}
