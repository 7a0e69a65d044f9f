import Foundation
import TestSupport
import Testing

/// Issue 14's acceptance points for `todo repl` fed by a pipe: tags from `+word` in an
/// added name, `find`, `list` with a filter, `list --done` and `tags`, through the real
/// binary. Today is Thursday 2026-11-19, 09:30 UTC.
@Suite struct ReplOrganiseScriptTests {
    /// What the REPL prints at its start over the three items `givenThreeItems` stores.
    static let everyItem = """
        Today
          1  Buy milk +home +shopping
          2  Café with Ana
        Tomorrow
          3  Fix the tap +home         Friday

        """

    /// 1 "Buy milk +home +shopping" and 2 "Café with Ana" today, 3 "Fix the tap +home"
    /// tomorrow, added through the REPL as a person types them.
    func givenThreeItems(_ scenario: Scenario) throws {
        try scenario.succeed(
            "repl", input: "add Buy milk +shopping +home\n\nadd\nCafé with Ana\n\nadd Fix the tap +home\ntomorrow\n")
    }

    @Test func plusWordsInAnAddedNameBecomeTagsAndLeaveTheTitle() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        let export = try scenario.succeed("export").stdout
        #expect(export.contains(#""title": "Buy milk", "#) && export.contains(#""tags": ["home", "shopping"]"#))
        #expect(export.contains(#""title": "Fix the tap", "#) && export.contains(#""tags": ["home"]"#))
        #expect(try scenario.succeed("repl").stdout == Self.everyItem)
    }

    @Test func findMilkShowsOnlyTheMatchingRowsAndTheFilterLineAndListShowsEveryItemAgain() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        let result = try scenario.succeed("repl", input: "find milk\nlist\n")
        #expect(
            result.stdout == Self.everyItem + """
                Showing items matching milk; type list to show every item
                Today
                  1  Buy milk +home +shopping

                """ + Self.everyItem)
        #expect(result.stderr.isEmpty)
    }

    @Test func listWithATagShowsOnlyTheItemsWithTheTag() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        #expect(
            try scenario.succeed("repl", input: "list +home\n").stdout.hasSuffix(
                """
                Showing items matching +home; type list to show every item
                Today
                  1  Buy milk +home +shopping
                Tomorrow
                  3  Fix the tap +home         Friday

                """))
    }

    @Test func findCafeFindsCafeWithAnaAndAWordOfANoteFindsItsItem() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        try scenario.succeed("edit", "3", "--note", "Washer from the hardware shop")
        #expect(try scenario.succeed("repl", input: "find cafe\n").stdout.hasSuffix("Today\n  2  Café with Ana\n"))
        #expect(
            try scenario.succeed("repl", input: "find HARDWARE\n").stdout.hasSuffix(
                "Tomorrow\n  3  Fix the tap +home  Friday\n"))
    }

    @Test func tagsListsEveryTagOfAnOpenItemWithItsCount() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        #expect(
            try scenario.succeed("repl", input: "tags\n").stdout.hasSuffix("+home      2 open\n+shopping  1 open\n"))
    }

    @Test func listDoneListsTheCompletedItemsMostRecentFirstAndListGoesBack() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        try scenario.succeed("done", "2", environment: ["TODO_NOW": "2026-11-16T10:00"])
        try scenario.succeed("done", "1", environment: ["TODO_NOW": "2026-11-18T10:00"])
        let result = try scenario.succeed("repl", input: "list --done\nlist --done +home\nlist\n")
        #expect(
            result.stdout == """
                Tomorrow
                  3  Fix the tap +home  Friday
                Done
                  1  Buy milk +home +shopping  Wed 18 Nov
                  2  Café with Ana             Mon 16 Nov
                Showing done items matching +home; type list --done to show every done item
                Done
                  1  Buy milk +home +shopping  Wed 18 Nov
                Tomorrow
                  3  Fix the tap +home  Friday

                """)
    }

    @Test func aBadFilterFailsTheScriptSaysWhatToTypeAndTheSessionCarriesOn() throws {
        let scenario = try Scenario()
        try givenThreeItems(scenario)
        let result = try scenario.run(["repl"], input: "find ?!\nlist --bogus\nfind milk\n")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("line 1: \"?!\" has no letter or digit to look for;"))
        #expect(result.stderr.contains("line 2: list does not take \"--bogus\"; type list --done"))
        #expect(result.stdout.hasSuffix("Today\n  1  Buy milk +home +shopping\n"))
    }
}
