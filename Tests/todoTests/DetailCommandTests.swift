import Foundation
import TestSupport
import Testing

/// `todo show`, `todo edit`, items with no due day, and the REPL's `show` and `edit`,
/// through the real binary on a temporary database. Today is Thursday 2026-11-19, 09:30 UTC.
@Suite struct DetailCommandTests {
    /// "Buy milk" due today and "Call mum" due tomorrow (Friday), items 1 and 2.
    func twoItems() throws -> Scenario {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Call mum", "--due", "fri")
        return scenario
    }

    /// `todo show N --json`, checked to succeed.
    func json(_ scenario: Scenario, _ id: Int) throws -> String {
        try scenario.succeed("show", "\(id)", "--json").stdout
    }

    /// Item 2 as `show --json` prints it, with these fields.
    func callMum(title: String = "Call mum", due: String = "\"2026-11-20\"", notes: String = "") -> String {
        #"{"id": 2, "title": "\#(title)", "due": \#(due), "created": "2026-11-19T09:30:00Z", "completed": null, "notes": "\#(notes)", "tags": [], "priority": null, "every": null}"#
            + "\n"
    }

    // MARK: todo edit

    @Test func editWithATitleChangesTheTitleOnly() throws {
        let scenario = try twoItems()
        let result = try scenario.succeed("edit", "2", "--title", "Call mum and dad")
        #expect(
            result.stdout == """
                Changed 2: Call mum and dad, due Friday 20 November 2026
                Item 2: Call mum and dad
                  Due    Friday 20 November 2026 (tomorrow)
                  Added  Thursday 19 November 2026, 09:30
                  Notes  No notes.

                """)
        #expect(result.stderr.isEmpty)
        #expect(try json(scenario, 2) == callMum(title: "Call mum and dad"))
        #expect(
            try scenario.succeed("list").stdout == "Today\n  1  Buy milk\nTomorrow\n  2  Call mum and dad  Friday\n")
    }

    @Test func editWithADueDayMovesTheItemOnly() throws {
        let scenario = try twoItems()
        let result = try scenario.succeed("edit", "2", "--due", "mon")
        #expect(result.stdout.hasPrefix("Changed 2: Call mum, due Monday 23 November 2026\n"))
        #expect(result.stdout.contains("  Due    Monday 23 November 2026 (in 4 days)\n"))
        #expect(try json(scenario, 2) == callMum(due: "\"2026-11-23\""))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\nNext Week\n  2  Call mum  Monday\n")
    }

    @Test func aNoteWithALineBreakIsShownByShowAndKeptByExport() throws {
        let scenario = try twoItems()
        try scenario.succeed("edit", "2", "--note", "Ask about\nSunday")
        #expect(
            try scenario.succeed("show", "2").stdout == """
                Item 2: Call mum
                  Due    Friday 20 November 2026 (tomorrow)
                  Added  Thursday 19 November 2026, 09:30
                  Notes  Ask about
                         Sunday

                """)
        let export = try scenario.succeed("export").stdout
        #expect(
            export.contains(
                #"{"id": 2, "title": "Call mum", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z", "completed": null, "notes": "Ask about\nSunday", "tags": [], "priority": null, "every": null}"#
            ))
        // The export brings the note back into an empty database.
        let copy = try Scenario()
        try copy.succeed("import", "-", input: export)
        #expect(try json(copy, 2) == callMum(notes: #"Ask about\nSunday"#))
        // An empty note removes it.
        try scenario.succeed("edit", "2", "--note", "")
        #expect(try json(scenario, 2) == callMum())
    }

    @Test func undoRevertsOneEditAtATime() throws {
        let scenario = try twoItems()
        try scenario.succeed("edit", "2", "--title", "Call mum and dad")
        try scenario.succeed("edit", "2", "--due", "mon", "--note", "Sunday")
        #expect(try scenario.succeed("undo").stdout == "Undid edit: 2 Call mum and dad is as before.\n")
        #expect(try json(scenario, 2) == callMum(title: "Call mum and dad"))
        #expect(try scenario.succeed("undo").stdout == "Undid edit: 2 Call mum is as before.\n")
        #expect(try json(scenario, 2) == callMum())
        #expect(try scenario.succeed("undo").stdout == "Undid adding 2 Call mum; it is gone.\n")
    }

    @Test(arguments: [["--due", "2026-11-01"], ["--title", "Call dad", "--due", "2026-11-01"], ["--due", "-1d"]])
    func anEditIntoThePastIsRefusedAndChangesNothing(_ options: [String]) throws {
        let scenario = try twoItems()
        let before = try scenario.succeed("export").stdout
        let result = try scenario.run(["edit", "2"] + options)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let day = options.contains("-1d") ? "2026-11-18" : "2026-11-01"
        #expect(result.stderr == "Error: \(day) is in the past; choose today (2026-11-19) or a later day\n")
        #expect(try scenario.succeed("export").stdout == before)
        // No undo step was recorded: the last change is still the add.
        #expect(try scenario.succeed("undo").stdout == "Undid adding 2 Call mum; it is gone.\n")
    }

    @Test func anOverdueItemKeepsItsDayWhenOnlyItsTitleChanges() throws {
        let scenario = try Scenario()
        try scenario.add([(title: "Pay the rent", due: "2026-11-16")])
        let result = try scenario.succeed("edit", "1", "--title", "Pay the rent now")
        #expect(result.stdout.contains("  Due    Monday 16 November 2026 (3 days late)\n"))
        #expect(try scenario.succeed("list").stdout == "Overdue\n  1  Pay the rent now  3 days late\n")
    }

    @Test func aNoteOverTheLimitIsRefusedAndChangesNothing() throws {
        let scenario = try twoItems()
        let result = try scenario.run(["edit", "2", "--title", "x", "--note", String(repeating: "n", count: 10_001)])
        #expect(result.status == 1)
        #expect(result.stderr == "Error: the note is 10001 characters long; the limit is 10000, so shorten it\n")
        #expect(try json(scenario, 2) == callMum())
    }

    @Test func editWithNoOptionFailsNamingTheOptions() throws {
        let scenario = try twoItems()
        let before = try scenario.succeed("export").stdout
        let result = try scenario.run(["edit", "2"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: say what to change: --title, --due, --note, --tag, --untag, --priority or --every"))
        #expect(try scenario.succeed("export").stdout == before)
    }

    @Test(arguments: [["edit", "9", "--title", "Call dad"], ["show", "9"], ["show", "9", "--json"]])
    func anUnknownNumberExitsOne(_ arguments: [String]) throws {
        let scenario = try twoItems()
        let before = try scenario.succeed("export").stdout
        let result = try scenario.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: there is no item 9; list the items to see their numbers\n")
        #expect(try scenario.succeed("export").stdout == before)
    }

    // MARK: todo show --json

    @Test func showJSONPrintsExactlyTheItemsFields() throws {
        let scenario = try twoItems()
        try scenario.succeed("edit", "2", "--title", #"Call "mum""#, "--note", "Ask about\nSunday")
        #expect(try json(scenario, 2) == callMum(title: #"Call \"mum\""#, notes: #"Ask about\nSunday"#))

        try scenario.succeed("add", "Learn the cello", "--due", "someday")
        try scenario.succeed("done", "3")
        let done = try json(scenario, 3)
        #expect(
            done
                == #"{"id": 3, "title": "Learn the cello", "due": null, "created": "2026-11-19T09:30:00Z", "completed": "2026-11-19T09:30:00Z", "notes": "", "tags": [], "priority": null, "every": null}"#
                + "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(done.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == ["id", "title", "due", "created", "completed", "notes", "tags", "priority", "every"])
        #expect(object["due"] is NSNull)
    }

    // MARK: Someday

    @Test func anItemAddedForSomedayIsOnlyInTheWholeListUnderSomeday() throws {
        let scenario = try twoItems()
        let added = try scenario.succeed("add", "Learn the cello", "--due", "someday")
        #expect(added.stdout == "Added 3: Learn the cello, due someday\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\nTomorrow\n  2  Call mum  Friday\n")
        #expect(!(try scenario.succeed("list", "--json").stdout.contains("Learn the cello")))
        #expect(
            try scenario.succeed("list", "--all").stdout
                == "Today\n  1  Buy milk\nTomorrow\n  2  Call mum         Friday\nSomeday\n  3  Learn the cello\n")
        let json = try scenario.succeed("list", "--all", "--json").stdout
        #expect(
            json.contains(
                """
                {"title": "Someday", "items": [
                      {"id": 3, "title": "Learn the cello", "due": null, "day": "", "tags": [], "priority": null, "every": null}
                    ]}
                """))
        #expect(try scenario.succeed("export").stdout.contains(#""title": "Learn the cello", "due": null"#))
    }

    @Test func editingTheDueDayToSomedayMovesTheItemToSomedayAndBack() throws {
        let scenario = try twoItems()
        let result = try scenario.succeed("edit", "2", "--due", "someday")
        #expect(result.stdout.hasPrefix("Changed 2: Call mum, due someday\n"))
        #expect(result.stdout.contains("  Due    none (someday)\n"))
        #expect(try json(scenario, 2) == callMum(due: "null"))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk\n")
        #expect(try scenario.succeed("list", "--all").stdout == "Today\n  1  Buy milk\nSomeday\n  2  Call mum\n")
        try scenario.succeed("edit", "2", "--due", "fri")
        #expect(try json(scenario, 2) == callMum())
    }

    // MARK: The REPL

    @Test func aREPLEditSetsTheTitleKeepsTheDueDayOnAnEmptyLineAndSetsTheNote() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Water plants", "--due", "fri")
        let result = try scenario.succeed("repl", input: "edit 1\nWater the plants\n\nUse the rain water.\n\n\n\n")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("Changed 1: Water the plants, due Friday 20 November 2026\n"))
        #expect(result.stdout.hasSuffix("Tomorrow\n  1  Water the plants  Friday\n"))
        #expect(
            try json(scenario, 1)
                == #"{"id": 1, "title": "Water the plants", "due": "2026-11-20", "created": "2026-11-19T09:30:00Z", "completed": null, "notes": "Use the rain water.", "tags": [], "priority": null, "every": null}"#
                + "\n")
        #expect(try scenario.succeed("export").stdout.contains(#""notes": "Use the rain water.""#))
    }

    @Test func aREPLEditSetsTagsAndPriorityAndARefusedPriorityIsAskedAgain() throws {
        let scenario = try twoItems()
        let result = try scenario.run(["repl"], input: "edit 2\n\n\n\n+family, phone\nurgent\nh\n\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("line 6: "))
        #expect(result.stderr.contains("urgent"))
        #expect(try json(scenario, 2).contains(#""tags": ["family", "phone"], "priority": "high""#))
        let cleared = try scenario.succeed("repl", input: "edit 2\n\n\n\n-\nnone\n\n")
        #expect(cleared.stdout.contains("Changed 2: Call mum"))
        #expect(try json(scenario, 2).contains(#""tags": [], "priority": null"#))
    }

    @Test func aREPLShowThenAnEmptyLineReturnsToTheList() throws {
        let scenario = try twoItems()
        let list = "Today\n  1  Buy milk\nTomorrow\n  2  Call mum  Friday\n"
        try scenario.succeed("edit", "2", "--note", "Ask about\nSunday")
        let result = try scenario.succeed("repl", input: "show 2\n\n")
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == list + """
                Item 2: Call mum
                  Due    Friday 20 November 2026 (tomorrow)
                  Added  Thursday 19 November 2026, 09:30
                  Notes  Ask about
                         Sunday

                """ + list)
    }

    @Test func aRefusedAnswerInAREPLEditIsAskedAgainAndTheScriptFailsAtItsEnd() throws {
        let scenario = try twoItems()
        let result = try scenario.run(["repl"], input: "edit 2\n\n2026-11-01\nmon\n\n\n\n\nlist\n")
        #expect(result.status == 1)
        #expect(result.stderr == "line 3: 2026-11-01 is in the past; choose today (2026-11-19) or a later day\n")
        #expect(result.stdout.contains("Changed 2: Call mum, due Monday 23 November 2026\n"))
        #expect(result.stdout.hasSuffix("Today\n  1  Buy milk\nNext Week\n  2  Call mum  Monday\n"))
        #expect(try json(scenario, 2) == callMum(due: "\"2026-11-23\""))
    }

    // MARK: Due-date forms

    /// Every form is in the parser's table test (`DueDateParserTests`); this checks that
    /// the richer ones reach the database through `todo add --due`.
    @Test func theRicherDueFormsReachTheDatabase() throws {
        let scenario = try Scenario()
        let forms = [
            ("next monday", "2026-11-23"), ("in 2 weeks", "2026-12-03"), ("+1m", "2026-12-19"),
            ("eow", "2026-11-21"), ("dec 25", "2026-12-25"),
        ]
        for (form, _) in forms { try scenario.succeed("add", form, "--due", form) }
        let export = try scenario.succeed("export").stdout
        for (form, due) in forms {
            #expect(export.contains(#""title": "\#(form)", "due": "\#(due)""#), "\(form)")
        }
    }
}
