import AppCore
import Presentation
import TestSupport
import Testing

/// Which list is on show after a filter or a change, and what the display data says about
/// it: its scope in a word or two, and what a change did to it.
@MainActor
@Suite struct ListPresenterListOnShowTests {
    let harness = ModuleHarness()

    var shownTitles: [String] { harness.listView.lastList?.sections.flatMap(\.rows).map(\.title) ?? [] }

    /// Buy bread (today, open), Bake bread (done), Call mum (tomorrow).
    func givenBread() async throws {
        try await harness.given("Buy bread", due: "2026-11-19")
        try await harness.given("Bake bread", due: "2026-11-18")
        try await harness.given("Call mum", due: "2026-11-20")
        _ = try await harness.store.complete(id: 2, at: TodoStoreContract.now)
    }

    @Test func aFilterAfterTheDoneListSearchesTheOpenItems() async throws {
        try await givenBread()
        await harness.modules.list.start()
        await harness.modules.list.handle(.show(filterText: "", done: true))
        #expect(shownTitles == ["Bake bread"])
        await harness.modules.list.handle(.filter(text: "bread"))
        #expect(harness.listView.lastList?.showsDone == false)
        #expect(shownTitles == ["Buy bread"])
    }

    @Test func undoFromTheDoneListShowsTheOpenItems() async throws {
        try await givenBread()
        await harness.modules.list.start()
        await harness.modules.list.handle(.delete([3]))
        await harness.modules.list.handle(.show(filterText: "", done: true))
        await harness.modules.list.handle(.undo)
        #expect(harness.listView.messages.last == "Undid delete: 3 Call mum is back.")
        #expect(harness.listView.lastList?.showsDone == false)
        #expect(shownTitles == ["Buy bread", "Call mum"])
    }

    @Test func theScopeNamesTheListOnShowInAWordOrTwo() async throws {
        try await givenBread()
        await harness.modules.list.start()
        var scopes = [harness.listView.lastList?.scopeText]
        for intent: ListIntent in [
            .show(filterText: "", done: true), .filter(text: "+Home  milk"), .toggleLater,
            .show(filterText: "bread", done: true), .complete([1]), .show(filterText: "", done: false),
        ] {
            await harness.modules.list.handle(intent)
            scopes.append(harness.listView.lastList?.scopeText)
        }
        #expect(scopes == ["", "done", "+home milk", "all +home milk", "done bread", "all bread", "all"])
    }

    @Test func aChangeSaysWhichRowsCameAndWhichSectionsItTouched() async throws {
        try await givenBread()
        await harness.modules.list.start()
        #expect(harness.listView.lastList?.change == nil)
        await harness.modules.list.handle(.complete([1]))
        #expect(harness.listView.lastList?.change == ListDisplayChange(rowIDs: [], sectionTitles: ["Today"]))
        await harness.modules.list.handle(.undo)
        #expect(harness.listView.lastList?.change == ListDisplayChange(rowIDs: [1], sectionTitles: ["Today"]))
        await harness.modules.list.handle(.reopen([2]))
        #expect(harness.listView.lastList?.change == ListDisplayChange(rowIDs: [2], sectionTitles: ["Overdue"]))
        await harness.modules.list.handle(.refresh)
        #expect(harness.listView.lastList?.change == nil)
    }

    @Test func anEditThatMovesAnItemTouchesTheSectionItLeftAndTheOneItJoined() async throws {
        try await givenBread()
        await harness.modules.list.start()
        await harness.modules.list.handle(.edit(3))
        let shown = harness.listView.lists.count
        await harness.modules.detail.saveEdit(ItemEdit(dueText: "today"))
        // (A view beside the item is given the list as the edit is saved, and again as the
        // item closes, by then with nothing new.)
        #expect(
            harness.listView.lists.dropFirst(shown).first?.change
                == ListDisplayChange(rowIDs: [3], sectionTitles: ["Today", "Tomorrow"]))
        #expect(shownTitles == ["Buy bread", "Call mum"])
    }
}
