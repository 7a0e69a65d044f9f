import AppCore
import Foundation
import TestSupport
import Testing

@testable import CompactFront

/// Issue 14 on the REPL: `find`, `list` with a filter, and tags and priority in rows, over
/// an in-memory store (today Thursday 2026-11-19, a script's output). What every front
/// shares (the completed list, the tag list, blank and empty filters) is in
/// ``TestSupport/SharedPresenterBehaviour``.
@MainActor
@Suite struct REPLOrganiseTests {
    let harness = CompactHarness()

    /// Stores an item as it would be after an add.
    func given(
        _ title: String, due: String, tags: [String] = [], notes: String = "", priority: Priority? = nil
    ) async throws {
        _ = try await harness.store.add(
            NewTodoItem(
                title: title, due: Fixtures.day(due), created: TodoStoreContract.now, notes: notes, tags: tags,
                priority: priority))
    }

    /// Three items: 1 "Buy milk +home" and 2 "Call mum" today, 3 "Fix the tap +home" tomorrow.
    func givenThreeItems() async throws {
        try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        try await given("Call mum", due: "2026-11-19")
        try await given("Fix the tap", due: "2026-11-20", tags: ["home"])
    }

    /// Runs a session over `lines` and returns what it printed to standard output.
    func printed(_ lines: [String]) async -> String {
        let mark = harness.output.text.count
        await harness.run(lines: lines)
        return String(harness.output.text.dropFirst(mark))
    }

    static let everyItem = """
        Today
          1  Buy milk +home
          2  Call mum
        Tomorrow
          3  Fix the tap +home  Friday

        """

    @Test func findListsOnlyTheMatchingRowsUnderTheFilterLineAndListShowsEveryItemAgain() async throws {
        try await givenThreeItems()
        let shown = await printed(["find milk", "list"])
        #expect(
            shown == Self.everyItem + """
                Showing items matching milk; type list to show every item
                Today
                  1  Buy milk +home

                """ + Self.everyItem)
        #expect(harness.errors.text.isEmpty)
    }

    @Test func listWithATagShowsOnlyTheTaggedItemsAndTheFilterStaysOnAfterAChange() async throws {
        try await givenThreeItems()
        let shown = await printed(["list +HOME", "done 1"])
        #expect(
            shown == Self.everyItem + """
                Showing items matching +home; type list to show every item
                Today
                  1  Buy milk +home
                Tomorrow
                  3  Fix the tap +home  Friday
                Done: 1 Buy milk
                Showing items matching +home; type list to show every item
                Tomorrow
                  3  Fix the tap +home  Friday

                """)
    }

    @Test func findIgnoresCaseAndAccentsAndFindsAWordOfANote() async throws {
        try await given("Café with Ana", due: "2026-11-19")
        try await given("Call the bank", due: "2026-11-19", notes: "Ask about the mortgage")
        #expect(await printed(["find CAFE"]).hasSuffix("Today\n  1  Café with Ana\n"))
        #expect(await printed(["find mortgage"]).hasSuffix("Today\n  2  Call the bank\n"))
        #expect(
            await printed(["find tea"]).hasSuffix(
                "Showing items matching tea; type list to show every item\nNo open items match tea.\n"))
    }

    @Test func aLineThatSetsTheDoneListAndAFilterPrintsTheListOnce() async throws {
        try await givenThreeItems()
        await harness.run(lines: ["done 3"])
        #expect(
            await printed(["list --done +home", "ls milk"]) == """
                Today
                  1  Buy milk +home
                  2  Call mum
                Showing done items matching +home; type list --done to show every done item
                Done
                  3  Fix the tap +home  Thu 19 Nov
                Showing items matching milk; type list to show every item
                Today
                  1  Buy milk +home

                """)
    }

    @Test func rowsShowThePriorityMarkAndTheTags() async throws {
        try await given("Water the plants", due: "2026-11-19")
        try await given("Buy milk", due: "2026-11-19", tags: ["home", "shopping"], priority: .low)
        try await given("Pay the rent", due: "2026-11-19", priority: .high)
        #expect(
            await printed(["list"]).hasSuffix(
                """
                Today
                  3  !!!  Pay the rent
                  2  !    Buy milk +home +shopping
                  1       Water the plants

                """))
    }

    @Test func aPlusWordInAnAddedNameBecomesATagOnBothWaysOfAdding() async throws {
        await harness.run(lines: ["add Buy milk +home", "", "add", "Call mum +family +phone", ""])
        let items = try await harness.store.allItems()
        #expect(items.map(\.title) == ["Buy milk", "Call mum"])
        #expect(items.map(\.tags) == [["home"], ["family", "phone"]])
    }

    @Test func aFilterWithNothingToFindOrAnUnknownOptionIsExplainedAndTheSessionCarriesOn() async throws {
        try await givenThreeItems()
        let status = await harness.run(lines: ["find milk", "find ?!", "list --bogus", "list"])
        #expect(status == 1)
        #expect(
            harness.errors.text == """
                line 2: "?!" has no letter or digit to look for; type find with words or +tags (find milk +home), or find alone to show every item
                line 3: list does not take "--bogus"; type list --done for the completed items, or list with words or +tags (list +home) for the items that match

                """)
        #expect(harness.output.text.hasSuffix("  1  Buy milk +home\n" + Self.everyItem))
    }

    @Test func helpNamesFindListDoneAndTags() async {
        let shown = await printed(["help"])
        #expect(shown.contains("  find WORDS...  "))
        #expect(shown.contains("  list --done    "))
        #expect(shown.contains("  tags           "))
    }
}
