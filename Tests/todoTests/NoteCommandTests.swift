import Testing

/// Notes as you add (issue 33): `todo add --note`, `todo note`, and `note` in the REPL.
@Suite struct NoteCommandTests {
    @Test func addTakesANoteAndNoteAddsALineKeepingTheNotes() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call the plumber", "--note", "Boiler makes a noise")
        #expect(
            try scenario.succeed("note", "1", "Ask", "about", "the", "tap").stdout
                == "Added to the notes of 1 Call the plumber\n")
        let shown = try scenario.succeed("show", "1", "--json").stdout
        #expect(shown.contains(#""notes": "Boiler makes a noise\nAsk about the tap""#))
        try scenario.succeed("undo")
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""notes": "Boiler makes a noise""#))
    }

    @Test func noteOnAnItemWithoutNotesGivesItTheLine() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        let repl = try scenario.run(["repl"], input: "note 1 Two litres\nnote 1\nnote 7 x\n")
        #expect(repl.stdout.contains("Added to the notes of 1 Buy milk"))
        #expect(repl.stderr.contains("note needs the line to add, e.g. note 1 Ask about the boiler"))
        #expect(repl.stderr.contains("there is no item 7"))
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""notes": "Two litres""#))
        let missing = try scenario.run(["note", "1"])
        #expect(missing.status == 64)
    }

    @Test func aPipedREPLAddIsAskedNoNoteSoOldScriptsStillWork() throws {
        let scenario = try Scenario()
        let result = try scenario.succeed("repl", input: "add\nBuy milk\ntomorrow\nlist\n")
        #expect(result.stdout.contains("Added 1: Buy milk"))
        #expect(!result.stdout.contains("note:"))
        #expect(try scenario.succeed("show", "1", "--json").stdout.contains(#""notes": """#))
    }
}
