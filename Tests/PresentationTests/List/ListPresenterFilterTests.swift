import AppCore
import Foundation
import Presentation
import TestSupport
import Testing

/// The filter is part of the List module: the presenter holds it, the interactor passes it
/// to the store, and the display data says it is on.
@MainActor
@Suite struct ListPresenterFilterTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current
    let harness = ModuleHarness()

    func given(_ title: String, due: String?, tags: [String] = [], priority: Priority? = nil, notes: String = "")
        async throws -> TodoItem
    {
        try await harness.store.add(
            NewTodoItem(
                title: title, due: due.map(Fixtures.day), created: TodoStoreContract.now, notes: notes, tags: tags,
                priority: priority))
    }

    var shownTitles: [String] { harness.listView.lastList?.sections.flatMap(\.rows).map(\.title) ?? [] }

    @Test func aTagFilterShowsOnlyTheItemsWithTheTagAndSaysSo() async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home", "shopping"])
        _ = try await given("Call Ana", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+home milk"))
        #expect(shownTitles == ["Buy milk"])
        #expect(harness.listView.lastList?.filterText == "Showing items matching +home milk")
        #expect(harness.log.events.last { $0.hasPrefix("store openItems") } == "store openItems filtered page")
    }

    @Test func anEmptyOrNoFilterShowsEveryItemAgain() async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        _ = try await given("Call Ana", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+home"))
        #expect(shownTitles == ["Buy milk"])
        await harness.modules.list.handle(.filter(text: "  "))
        #expect(shownTitles == ["Buy milk", "Call Ana"])
        #expect(harness.listView.lastList?.filterText == nil)
        await harness.modules.list.handle(.filter(text: "ana"))
        await harness.modules.list.handle(.filter(text: ""))
        #expect(shownTitles == ["Buy milk", "Call Ana"])
    }

    @Test func theFilterLineSaysHowToShowEveryItemInTheFrontsOwnCommands() async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        harness.listView.commandNames = ListCommandNames(list: "list", find: "find")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+home"))
        #expect(harness.listView.lastList?.filterText == "Showing items matching +home; type list to show every item")
        await harness.modules.list.handle(.show(filterText: "milk", done: true))
        #expect(
            harness.listView.lastList?.filterText
                == "Showing done items matching milk; type list --done to show every done item")
    }

    @Test(arguments: [("?!", "find"), ("+ -", "find"), ("... ,,, ;", "find")])
    func textWithNothingToFindIsRefusedNamingTheCommandAndTheListStays(text: String, command: String) async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        _ = try await given("Call Ana", due: "2026-11-19")
        harness.listView.commandNames = ListCommandNames(list: "list", find: "find")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+home"))
        let shown = harness.listView.lists.count
        await harness.modules.list.handle(.filter(text: text))
        #expect(
            harness.listView.errors == [
                "\"\(text)\" has no letter or digit to look for; type \(command) with words or +tags "
                    + "(\(command) milk +home), or \(command) alone to show every item"
            ])
        #expect(harness.listView.lists.count == shown)
        await harness.modules.list.handle(.refresh)
        #expect(shownTitles == ["Buy milk"])
    }

    @Test func theListCommandWithNothingToFindNamesItsDoneForm() async throws {
        harness.listView.commandNames = ListCommandNames(list: "todo list")
        await harness.modules.list.start(showingLater: false, filterText: "!!!", showingDone: true)
        #expect(
            harness.listView.errors == [
                "\"!!!\" has no letter or digit to look for; type todo list --done with words or +tags "
                    + "(todo list --done milk +home), or todo list --done alone to show every done item"
            ])
        #expect(harness.listView.lists.isEmpty)
    }

    @Test func aSearchLineFollowsItsTextAndReadsTheListOnlyWhenTheFilterChanges() async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        _ = try await given("Call Ana", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.search(text: "+"))
        #expect(harness.listView.errors.isEmpty && harness.listView.lists.count == 1)
        await harness.modules.list.handle(.search(text: "+home"))
        #expect(shownTitles == ["Buy milk"])
        await harness.modules.list.handle(.search(text: "+home "))
        #expect(harness.listView.lists.count == 2)
        #expect(harness.listView.lastList?.filterText == "Showing items matching +home")
        await harness.modules.list.handle(.search(text: ""))
        #expect(shownTitles == ["Buy milk", "Call Ana"])
    }

    @Test func wordsMatchNotesAndIgnoreAccentsAndCase() async throws {
        _ = try await given("Café with Ana", due: "2026-11-20")
        _ = try await given("Call the bank", due: "2026-11-20", notes: "Ask about the MORTGAGE")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "CAFE"))
        #expect(shownTitles == ["Café with Ana"])
        await harness.modules.list.handle(.filter(text: "mortgage"))
        #expect(shownTitles == ["Call the bank"])
    }

    @Test func noMatchSaysWhatWasAskedFor() async throws {
        _ = try await given("Buy milk", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+work"))
        #expect(harness.listView.lastList?.sections.isEmpty == true)
        #expect(harness.listView.lastList?.emptyMessage == "No open items match +work.")
    }

    @Test func aWindowedViewCountsOnlyTheMatchingItems() async throws {
        for number in 1...5 { _ = try await given("Task \(number)", due: "2026-11-19", tags: ["work"]) }
        _ = try await given("Buy milk", due: "2026-11-19")
        harness.listView.visibleRowLimit = 3
        await harness.modules.list.start()
        await harness.modules.list.handle(.filter(text: "+work"))
        let list = try #require(harness.listView.lastList)
        #expect(shownTitles == ["Task 1", "Task 2", "Task 3"])
        #expect(list.itemCount == 5 && list.hasRowsAfter)
        #expect(list.filterText == "Showing items matching +work")
    }

    @Test func rowsCarryTagsAndAPriorityMarkAndHigherPriorityComesFirst() async throws {
        _ = try await given("Plain", due: "2026-11-19")
        _ = try await given("Low", due: "2026-11-19", priority: .low)
        _ = try await given("Urgent", due: "2026-11-19", tags: ["work", "Home"], priority: .high)
        _ = try await given("Medium", due: "2026-11-19", priority: .medium)
        await harness.modules.list.start()
        let rows = harness.listView.lastList?.sections.flatMap(\.rows) ?? []
        #expect(rows.map(\.title) == ["Urgent", "Medium", "Low", "Plain"])
        #expect(rows.map(\.priority) == ["!!!", "!!", "!", ""])
        #expect(rows.first?.tags == "+Home +work")
        #expect(rows.first?.tagList == ["Home", "work"])
        #expect(rows.first?.priorityName == "high")
        #expect(rows.last?.tags == "" && rows.last?.priorityName == nil)
    }

    @Test func theDoneListShowsCompletedItemsMostRecentFirstWithTheirDay() async throws {
        let milk = try await given("Buy milk", due: "2026-11-19", tags: ["home"])
        let ana = try await given("Call Ana", due: "2026-11-20")
        _ = try await given("Still open", due: "2026-11-19", tags: ["home"])
        _ = try await harness.store.complete(id: ana.id, at: Fixtures.day("2026-11-17").start(in: Self.utc))
        _ = try await harness.store.complete(id: milk.id, at: Fixtures.day("2026-11-18").start(in: Self.utc))
        await harness.modules.list.start()
        await harness.modules.list.handle(.show(filterText: "", done: true))
        let list = try #require(harness.listView.lastList)
        #expect(list.showsDone && list.heading == "Done" && list.countText == "2 done")
        #expect(list.sections.flatMap(\.rows).map(\.title) == ["Buy milk", "Call Ana"])
        #expect(list.sections.flatMap(\.rows).map(\.dayLabel) == ["Wed 18 Nov", "Tue 17 Nov"])
        await harness.modules.list.handle(.show(filterText: "+home", done: true))
        #expect(shownTitles == ["Buy milk"])
        #expect(harness.listView.lastList?.filterText == "Showing done items matching +home")
        await harness.modules.list.handle(.show(filterText: "+home", done: false))
        #expect(shownTitles == ["Still open"])
    }

    @Test func nothingDoneSaysSo() async throws {
        await harness.modules.list.start()
        await harness.modules.list.handle(.show(filterText: "", done: true))
        #expect(harness.listView.lastList?.emptyMessage == "Nothing done yet.")
    }

    @Test func showTagsGivesEveryTagOfAnOpenItemWithItsCount() async throws {
        _ = try await given("Buy milk", due: "2026-11-19", tags: ["home", "shopping"])
        _ = try await given("Fix the tap", due: nil, tags: ["home"])
        await harness.modules.list.handle(.showTags)
        #expect(
            harness.listView.tags.last?.rows == [
                TagListDisplayData.Row(tag: "home", count: 2), TagListDisplayData.Row(tag: "shopping", count: 1),
            ])
        #expect(harness.listView.tags.last?.rows.first?.label == "+home")
        #expect(harness.listView.tags.last?.rows.first?.countText == "2 open")
    }
}
