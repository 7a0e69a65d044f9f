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
