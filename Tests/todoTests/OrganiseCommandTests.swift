import Foundation
import TestSupport
import Testing

/// Issue 14's acceptance points for the one-shot commands: tags and priority on `add` and
/// `edit`, `todo list [FILTER...]`, `todo list --done`, and tags and priority through JSON
/// and export/import, through the real binary. Today is Thursday 2026-11-19, 09:30 UTC.
@Suite struct OrganiseCommandTests {
    /// `todo show N --json`, checked to succeed.
    func json(_ scenario: Scenario, _ id: Int) throws -> String {
        try scenario.succeed("show", "\(id)", "--json").stdout
    }

    @Test func plusWordsInAnAddedTitleBecomeTagsAndLeaveTheTitle() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk +shopping +home")
        #expect(
            try json(scenario, 1)
                == #"{"id": 1, "title": "Buy milk", "due": "2026-11-19", "created": "2026-11-19T09:30:00Z", "completed": null, "notes": "", "tags": ["home", "shopping"], "priority": null, "every": null}"#
                + "\n")
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk +home +shopping\n")
    }

    @Test func tagAndPriorityOptionsAreStoredAndShown() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call mum", "--tag", "family", "--tag", "phone", "-p", "h", "--due", "fri")
        let shown = try scenario.succeed("show", "1").stdout
        #expect(shown.contains("  Priority  high\n"))
        #expect(shown.contains("  Tags      +family +phone\n"))
        #expect(try json(scenario, 1).contains(#""tags": ["family", "phone"], "priority": "high", "every": null}"#))
        let list = try scenario.succeed("list", "--json").stdout
        #expect(list.contains(#""day": "Friday", "tags": ["family", "phone"], "priority": "high", "every": null}"#))
    }

    @Test func aBadPriorityOrTagIsRefusedAndNothingIsStored() throws {
        let scenario = try Scenario()
        let badPriority = try scenario.run(["add", "Buy milk", "--priority", "urgent"])
        #expect(badPriority.status != 0)
        #expect(badPriority.stderr.contains("\"urgent\" is not a priority; write high, medium, low or none"))
        let badTag = try scenario.run(["add", "Buy milk", "--tag", "two words"])
        #expect(badTag.status != 0)
        #expect(try scenario.succeed("export").stdout == "[]\n")
        try scenario.succeed("add", "Buy milk", "-p", "low")
        let badEdit = try scenario.run(["edit", "1", "-p", "urgent"])
        #expect(badEdit.status == 1)
        #expect(badEdit.stderr == "Error: \"urgent\" is not a priority; write high, medium, low or none (or h, m, l)\n")
        #expect(try scenario.succeed("show", "1").stdout.contains("  Priority  low\n"))
    }

    @Test func aFilterWithNothingToFindIsRefusedAsInTheREPL() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk +home")
        let result = try scenario.run(["list", "+", "?!"])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: "+ ?!" has no letter or digit to look for; type todo list with words or +tags \
                (todo list milk +home), or todo list alone to show every item

                """)
    }

    @Test func aTagFilterShowsOnlyTheItemsWithTheTagAndSaysWhichFilterIsOn() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk +shopping +home")
        try scenario.succeed("add", "Call mum")
        try scenario.succeed("add", "Fix the tap +HOME", "--due", "fri")
        #expect(
            try scenario.succeed("list", "+home").stdout == """
                Showing items matching +home; type todo list to show every item
                Today
                  1  Buy milk +home +shopping
                Tomorrow
                  3  Fix the tap +HOME         Friday

                """)
        let json = try scenario.succeed("list", "+home", "--json").stdout
        #expect(json.contains("Buy milk") && json.contains("Fix the tap") && !json.contains("Call mum"))
    }

    @Test func wordsFindTitlesAndNotesIgnoringCaseAndAccents() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk")
        try scenario.succeed("add", "Café with Ana")
        try scenario.succeed("add", "Call the bank")
        try scenario.succeed("edit", "3", "--note", "Ask about the mortgage")
        #expect(try scenario.succeed("list", "MILK").stdout.contains("  1  Buy milk\n"))
        #expect(!(try scenario.succeed("list", "MILK").stdout.contains("Café")))
        let cafe = try scenario.succeed("list", "cafe").stdout
        #expect(cafe.contains("Café with Ana") && !cafe.contains("Buy milk"))
        let mortgage = try scenario.succeed("list", "mortgage").stdout
        #expect(mortgage.contains("Call the bank") && !mortgage.contains("Buy milk"))
        let none = try scenario.succeed("list", "tea").stdout
        #expect(none.hasSuffix("No open items match tea.\n"))
    }

    @Test func listAllFiltersEveryOpenItem() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Renew passport +papers", "--due", "2027-01-08")
        try scenario.succeed("add", "Sort the papers +papers")
        #expect(!(try scenario.succeed("list", "+papers").stdout.contains("Renew passport")))
        #expect(
            try scenario.succeed("list", "--all", "+papers").stdout.contains(
                "  1  Renew passport +papers   Fri 8 Jan 2027\n"))
    }

    @Test func aHighPriorityItemIsListedBeforeOthersDueTheSameDay() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Water the plants")
        try scenario.succeed("add", "Buy milk", "--priority", "low")
        try scenario.succeed("add", "Pay the rent", "--priority", "high")
        #expect(
            try scenario.succeed("list").stdout == """
                Today
                  3  !!!  Pay the rent
                  2  !    Buy milk
                  1       Water the plants

                """)
    }

    @Test func listDoneShowsCompletedItemsMostRecentFirstWithTheirDay() throws {
        let scenario = try Scenario()
        try scenario.add([
            ("Buy milk +home", "2026-11-20"), ("Call mum", "2026-11-20"), ("Pay the rent", "2026-11-20"),
            ("Open", "2026-11-20"),
        ])
        try scenario.succeed("done", "2", environment: ["TODO_NOW": "2026-11-16T10:00"])
        try scenario.succeed("done", "1", environment: ["TODO_NOW": "2026-11-18T10:00"])
        try scenario.succeed("done", "3", environment: ["TODO_NOW": "2026-11-17T10:00"])
        #expect(
            try scenario.succeed("list", "--done").stdout == """
                Done
                  1  Buy milk +home  Wed 18 Nov
                  3  Pay the rent    Tue 17 Nov
                  2  Call mum        Mon 16 Nov

                """)
        #expect(
            try scenario.succeed("list", "--done", "+home").stdout == """
                Showing done items matching +home; type todo list --done to show every done item
                Done
                  1  Buy milk +home  Wed 18 Nov

                """)
        let json = try scenario.succeed("list", "--done", "--json").stdout
        #expect(json.contains(#"{"id": 1, "title": "Buy milk", "completed": "2026-11-18", "day": "Wed 18 Nov""#))
    }

    @Test func aDoneItemIsFoundByTheWordThatFindsAnOpenOneAndTheFilterLineSaysItAsSearched() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Straße bauen")
        try scenario.succeed("add", "Straße fegen")
        try scenario.succeed("done", "2")
        #expect(
            try scenario.succeed("list", "straße").stdout == """
                Showing items matching strasse; type todo list to show every item
                Today
                  1  Straße bauen

                """)
        #expect(
            try scenario.succeed("list", "--done", "straße").stdout == """
                Showing done items matching strasse; type todo list --done to show every done item
                Done
                  2  Straße fegen  Thu 19 Nov

                """)
        #expect(try scenario.succeed("list", "--done", "STRASSE").stdout.contains("2  Straße fegen"))
    }

    @Test func editTakesTagsOffAndOnAndPriorityNoneClearsIt() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Buy milk +shopping +home", "--priority", "high")
        let edited = try scenario.succeed("edit", "1", "--untag", "home", "--tag", "errands").stdout
        #expect(edited.hasPrefix("Changed 1: Buy milk"))
        #expect(try json(scenario, 1).contains(#""tags": ["errands", "shopping"], "priority": "high", "every": null}"#))
        try scenario.succeed("edit", "1", "--priority", "none")
        #expect(try json(scenario, 1).contains(#""tags": ["errands", "shopping"], "priority": null, "every": null}"#))
        #expect(try scenario.succeed("list").stdout == "Today\n  1  Buy milk +errands +shopping\n")
        let nothing = try scenario.run(["edit", "1"])
        #expect(nothing.status != 0 && nothing.stderr.contains("--untag, --priority or --every"))
    }

    @Test func exportThenImportIntoANewDatabaseGivesTheSameExport() throws {
        let source = try Scenario()
        try source.succeed("add", "Buy milk +shopping +home", "-p", "m")
        try source.succeed("add", "Café with Ana", "--due", "fri", "--priority", "low")
        try source.succeed("add", "Learn the cello +music", "--due", "someday")
        try source.succeed("edit", "2", "--note", "At the corner\nof the square")
        try source.succeed("done", "1")
        let exported = try source.succeed("export").stdout
        #expect(exported.contains(#""tags": ["home", "shopping"], "priority": "medium""#))
        let target = try Scenario()
        try target.succeed("import", "-", input: exported)
        #expect(try target.succeed("export").stdout == exported)
    }

    @Test func tagsListsEveryTagOfAnOpenItemWithItsCount() throws {
        let scenario = try Scenario()
        try scenario.succeed("add", "Call mum")
        #expect(
            try scenario.succeed("tags").stdout == "No open item has a tag; a +word in an item's name becomes one.\n")
        try scenario.succeed("add", "Buy milk +shopping +home")
        try scenario.succeed("add", "Fix the tap +Home")
        try scenario.succeed("add", "Pay the rent +bills")
        try scenario.succeed("done", "4")
        #expect(try scenario.succeed("tags").stdout == "+home      2 open\n+shopping  1 open\n")
        #expect(
            try scenario.succeed("tags", "--json").stdout
                == #"[{"tag": "home", "open": 2}, {"tag": "shopping", "open": 1}]"#
                + "\n")
    }
}
