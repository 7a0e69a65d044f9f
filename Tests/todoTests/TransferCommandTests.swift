import Testing

@Suite struct TransferCommandTests {
    @Test func exportPipedIntoImportGivesTheSameExport() throws {
        let source = try Scenario()
        try source.add([("Buy milk", "2026-11-20"), ("Tab\there", "2026-12-24"), ("Old", "2026-11-02")])
        try source.succeed("done", "3")
        let exported = try source.succeed("export").stdout
        let target = try Scenario()
        #expect(try target.succeed("import", "-", input: exported).stdout == "Imported 3 items.\n")
        #expect(try target.succeed("export").stdout == exported)
    }

    @Test func controlAndInvisibleCharactersInTitlesAndNotesSurviveAJSONRoundTrip() throws {
        let source = try Scenario()
        let titles = [
            "a\rb", "c\r\nd", "nel\u{85} ls\u{2028} ps\u{2029} bell\u{7} esc\u{1B} del\u{7F}",
            "zw\u{200D}j bom\u{FEFF} tag\u{E0041}", #"back\slash \n "quote""#,
        ]
        for title in titles { try source.succeed("add", title, "--due", "2026-11-20") }
        try source.succeed("edit", "1", "--note", "one\rtwo\r\nthree\n \u{1}\t end \r")
        let exported = try source.succeed("export").stdout
        let target = try Scenario()
        #expect(try target.succeed("import", "-", input: exported).stdout == "Imported 5 items.\n")
        #expect(try target.succeed("export").stdout == exported)
        #expect(exported.contains(#""title": "a\rb""#) && exported.contains(#""title": "c\r\nd""#))
    }

    @Test func aTagWithAZeroWidthJoinerIsTreatedAsEachFormatTreatsABadTag() throws {
        let scenario = try Scenario()
        let refusal =
            "the tag \"a\u{FFFD}b\" holds the invisible character U+200D, which a tag may not; "
            + "write it without, such as ab; nothing was imported"
        // JSON and Taskwarrior refuse the entry, naming it.
        let json = try scenario.run(
            ["import", "-"], input: #"[{"title": "x", "due": "2026-11-30", "tags": ["home", "a\u200db"]}]"#)
        #expect(json.status == 1)
        #expect(json.stderr == "Error: entry 1: " + refusal + "\n")
        let task =
            #"[{"uuid": "a0000000-0000-0000-0000-000000000001", "status": "pending", "#
            + #""description": "tw", "entry": "20261120T000000Z", "tags": ["a\u200db"]}]"#
        let taskwarrior = try scenario.run(["import", "--from", "taskwarrior", "-"], input: task)
        #expect(taskwarrior.status == 1)
        #expect(taskwarrior.stderr == #"Error: entry 1: task a0000000: tag "a\u200db": "# + refusal + "\n")
        // todo.txt keeps a word no tag can hold in the title; iCalendar keeps such a category
        // in the notes.
        #expect(try scenario.succeed("import", "--from", "todotxt", "-", input: "Buy milk +a\u{200D}b\n").status == 0)
        let calendar =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:u1\r\nSUMMARY:cal\r\n"
            + "CATEGORIES:a\u{200D}b,work\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try scenario.succeed("import", "--from", "ical", "-", input: calendar).status == 0)
        let exported = try scenario.succeed("export").stdout
        #expect(exported.contains(#""title": "Buy milk +a\u200db", "#) && exported.contains(#""tags": []"#))
        #expect(exported.contains(#""notes": "Category: a\u200db", "tags": ["work"]"#))
    }

    @Test func aBadEntryIsNamedAndNothingIsImported() throws {
        let scenario = try Scenario()
        let json = #"[{"title": "fine", "due": "2026-11-20"}, {"title": "bad", "due": "tomorrow"}]"#
        let result = try scenario.run(["import", "-"], input: json)
        #expect(result.status == 1)
        #expect(result.stderr.contains("entry 2: due \"tomorrow\" is not a day written YYYY-MM-DD"))
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }

    @Test func aMissingFileIsNamed() throws {
        let result = try Scenario().run(["import", "/nonexistent/export.json"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot read /nonexistent/export.json"))
    }

    @Test func aDeeplyNestedImportIsRefusedNamingTheEntryWithoutCrashing() throws {
        let scenario = try Scenario()
        let deep = String(repeating: "[", count: 60_000) + String(repeating: "]", count: 60_000)
        let json = #"[{"title": "fine", "due": "2026-11-20", "extra": "# + deep + "}]"
        let result = try scenario.run(["import", "-"], input: json)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: entry 1: a value is nested more than 64 levels deep; nothing was imported\n")
        #expect(try scenario.succeed("export").stdout == "[]\n")
    }
}
