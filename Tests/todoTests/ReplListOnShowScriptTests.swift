import Foundation
import TestSupport
import Testing

/// Issue 31, item 14, through the real binary fed by a pipe: `find` searches the open items
/// whatever list is on show (`find --done` the completed ones), and a change made from the
/// completed list shows the open items. Today is Thursday 2026-11-19, 09:30 UTC.
@Suite struct ReplListOnShowScriptTests {
    /// 1 "Buy bread" and 2 "Bake bread", both due today; 2 done on 18 November.
    func givenBread(_ scenario: Scenario) throws {
        try scenario.succeed("add", "Buy bread")
        try scenario.succeed("add", "Bake bread")
        try scenario.succeed("done", "2", environment: ["TODO_NOW": "2026-11-18T10:00"])
    }

    @Test func findAfterListDoneSearchesTheOpenItems() throws {
        let scenario = try Scenario()
        try givenBread(scenario)
        let result = try scenario.succeed("repl", input: "list --done\nfind bread\nfind --done bread\n")
        #expect(
            result.stdout == """
                Today
                  1  Buy bread
                Done
                  2  Bake bread  Wed 18 Nov
                Showing items matching bread; type list to show every item
                Today
                  1  Buy bread
                Showing done items matching bread; type list --done to show every done item
                Done
                  2  Bake bread  Wed 18 Nov

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func undoAfterListDoneShowsTheOpenListNotNothingDoneYet() throws {
        let scenario = try Scenario()
        let result = try scenario.succeed("repl", input: "add Buy bread\n\nlist --done\nundo\n")
        #expect(
            result.stdout == """
                Nothing due until the end of next week.
                Added 1: Buy bread, due Thursday 19 November 2026
                Today
                  1  Buy bread
                Nothing done yet.
                Undid adding 1 Buy bread; it is gone.
                Nothing due until the end of next week.

                """)
    }

    @Test func undoneFromTheDoneListShowsTheItemBackAmongTheOpenOnes() throws {
        let scenario = try Scenario()
        try givenBread(scenario)
        let result = try scenario.succeed("repl", input: "list --done bread\nundone 2\n")
        #expect(
            result.stdout.hasSuffix(
                """
                Open again: 2 Bake bread
                Showing items matching bread; type list to show every item
                Today
                  1  Buy bread
                  2  Bake bread

                """))
    }
}
