import AppCore
import Presentation
import TestSupport
import Testing

@testable import WideFront

/// Finding items on the wide front: `/` filters the list as the user types, Enter keeps
/// the filter, Esc clears it; `t` filters by a tag picked from a list; rows show tags and
/// priority marks; the detail beside the list follows the filtered selection.
@MainActor
@Suite struct WideSearchTests {
    let harness = WideHarness()

    /// Pay rent (!!!, +home, a day late), Buy milk (+home +shopping, today), Café with Ana
    /// (tomorrow, a note that mentions the bakery), Call mum (tomorrow).
    func start() async throws {
        try await add("Pay rent", due: "2026-11-18", tags: ["home"], priority: .high)
        try await add("Buy milk", due: "2026-11-19", tags: ["home", "shopping"])
        try await add("Café with Ana", due: "2026-11-20", notes: "Meet at the bakery")
        try await add("Call mum", due: "2026-11-20")
        await harness.start()
    }

    func add(_ title: String, due: String, notes: String = "", tags: [String] = [], priority: Priority? = nil)
        async throws
    {
        _ = try await harness.store.add(
            NewTodoItem(
                title: title, due: Fixtures.day(due), created: TodoStoreContract.now, notes: notes, tags: tags,
                priority: priority))
    }

    /// The numbers of the rows the list pane shows.
    var shownIDs: [Int64] { ShownList.rows(in: harness.listPane).map(\.id) }

    @Test func rowsShowThePriorityMarkInAColumnAndTheTagsAfterTheTitle() async throws {
        try await start()
        let pane = harness.listPane
        #expect(pane.contains { $0.hasPrefix("  1  !!! Pay rent +home") })
        #expect(pane.contains { $0.hasPrefix("  2      Buy milk +home +shopping") })
        #expect(pane.contains { $0.hasPrefix("  4      Call mum") })
    }

    @Test func slashFiltersAsTheUserTypesAndEnterKeepsTheFilter() async throws {
        try await start()
        await harness.press(.character("/"))
        #expect(harness.listPane[1] == " /")
        await harness.type("mil")
        #expect(shownIDs == [2])
        #expect(harness.listPane[1] == " / mil")
        await harness.press(.enter)
        #expect(shownIDs == [2])
        #expect(harness.listPane[1] == " Showing items matching mil (/ change, Esc clear)")
        await harness.press(.character("x"))
        #expect(try await harness.store.item(id: 2).completed != nil)
        #expect(harness.listPane.contains(" No open items match mil."))
    }

    @Test func escapeClearsTheFilterWhileTypingAndAfterItWasKept() async throws {
        try await start()
        await harness.press(.character("/"))
        await harness.type("cafe")
        #expect(shownIDs == [3])
        await harness.press(.escape)
        #expect(shownIDs == [1, 2, 3, 4])
        await harness.press(.character("/"))
        await harness.type("bakery")
        await harness.press(.enter)
        #expect(shownIDs == [3])
        await harness.press(.escape)
        #expect(shownIDs == [1, 2, 3, 4])
        #expect(!harness.listPane.joined().contains("Showing"))
    }

    @Test func theDetailBesideTheListFollowsTheFilteredSelection() async throws {
        try await start()
        #expect(harness.detailPane.contains(" Pay rent"))
        await harness.press(.character("/"))
        await harness.type("call")
        #expect(harness.detailPane.contains(" Call mum"))
        await harness.press(.enter, .escape)
        #expect(harness.detailPane.contains(" Call mum"))
    }

    @Test func tPicksATagFromTheListOfTagsAndAddsItToTheWords() async throws {
        try await start()
        await harness.press(.character("t"))
        #expect(harness.text.contains("Filter by tag"))
        #expect(harness.text.contains("+home      2 open"))
        #expect(harness.text.contains("+shopping  1 open"))
        await harness.press(.down, .enter)
        #expect(shownIDs == [2])
        #expect(harness.listPane[1].hasPrefix(" Showing items matching +shopping"))
        await harness.press(.character("/"))
        await harness.type(" milk")
        await harness.press(.enter)
        #expect(shownIDs == [2])
        #expect(harness.listPane[1].hasPrefix(" Showing items matching +shopping milk"))
    }

    @Test func tWithoutTagsSaysSoAndAnyOtherKeyClosesThePicker() async throws {
        try await harness.startWithWeek()
        await harness.press(.character("t"))
        #expect(harness.footer.contains("No open item has a tag"))
        #expect(!harness.text.contains("Filter by tag"))
        try await add("Water plants", due: "2026-11-21", tags: ["garden"])
        await harness.press(.character("r"), .character("t"))
        #expect(harness.text.contains("+garden  1 open"))
        await harness.press(.character("q"))
        #expect(!harness.text.contains("Filter by tag"))
        #expect(shownIDs == [1, 2, 3, 4])
    }

    @Test func theEditFormChangesTagsAndPriority() async throws {
        try await start()
        await harness.press(.down, .character("e"), .tab, .tab, .tab)
        await harness.type(" errands")
        await harness.press(.tab, .clearField)
        await harness.type("low")
        await harness.press(.enter)
        let item = try await harness.store.item(id: 2)
        #expect(item.tags == ["errands", "home", "shopping"] && item.priority == .low)
        #expect(harness.listPane.contains { $0.hasPrefix("  2  !   Buy milk +errands +home +shopping") })
    }

    @Test func aWrongPriorityStaysOnItsFieldWithTheProblem() async throws {
        try await start()
        await harness.press(.character("e"), .tab, .tab, .tab, .tab, .clearField)
        await harness.type("urgent")
        await harness.press(.enter)
        #expect(harness.detailPane.contains { $0.contains("urgent") })
        #expect(try await harness.store.item(id: 1).priority == .high)
    }
}
