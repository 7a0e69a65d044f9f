import Presentation
import Testing

@MainActor
@Suite struct ListPresenterTests {
    let harness = ModuleHarness()

    @Test func noItemsShowsTheNothingDueMessage() async {
        await harness.modules.list.start()
        let list = harness.listView.lastList
        #expect(list?.sections.isEmpty == true)
        #expect(list?.emptyMessage == "Nothing due until the end of next week.")
        #expect(list?.today == "2026-11-19")
        #expect(list?.todayTitle == "Thursday 19 November 2026")
    }

    @Test func startPresentsTheListInItsHostThenFillsIt() async {
        await harness.modules.list.start()
        #expect(harness.log.events == ["present list", "store openItems"])
        #expect(harness.listView.lists.count == 1)
    }

    @Test func oneItemTodayHasAnEmptyDayLabel() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.modules.list.start()
        let section = try #require(harness.listView.lastList?.sections.first)
        #expect(section.title == "Today")
        #expect(section.rows == [ListDisplayRow(id: 1, title: "Buy milk", dayLabel: "", due: "2026-11-19")])
    }

    @Test func anItemDueTomorrowShowsItsWeekday() async throws {
        try await harness.given("Buy milk", due: "2026-11-20")
        await harness.modules.list.start()
        let section = try #require(harness.listView.lastList?.sections.first)
        #expect(section.title == "Tomorrow")
        #expect(section.rows.first?.dayLabel == "Friday")
    }

    @Test func sectionsAreTitledInOrderWithOverdueCallingForAttention() async throws {
        for due in ["2026-11-28", "2026-11-22", "2026-11-21", "2026-11-20", "2026-11-19", "2026-11-16"] {
            try await harness.given(due, due: due)
        }
        await harness.modules.list.start()
        let sections = try #require(harness.listView.lastList?.sections)
        #expect(sections.map(\.title) == ["Overdue", "Today", "Tomorrow", "Later This Week", "Next Week"])
        #expect(sections.map(\.tone) == [.alert, .normal, .normal, .normal, .normal])
        #expect(
            sections.flatMap(\.rows).map(\.dayLabel) == ["3 days late", "", "Friday", "Saturday", "Sunday", "Saturday"])
    }

    @Test func laterItemsAppearWithTheirDateOnlyWhenAskedFor() async throws {
        try await harness.given("Renew passport", due: "2027-01-08")
        await harness.modules.list.start()
        #expect(harness.listView.lastList?.sections.isEmpty == true)
        await harness.modules.list.handle(.toggleLater)
        let section = try #require(harness.listView.lastList?.sections.first)
        #expect(section.title == "Later")
        #expect(section.rows.first?.dayLabel == "Fri 8 Jan 2027")
        await harness.modules.list.handle(.toggleLater)
        #expect(harness.listView.lastList?.sections.isEmpty == true)
    }

    @Test func addNewEntryAsksTheWireframeToPresentAddWithAnEmptyForm() async {
        await harness.modules.list.start()
        await harness.modules.list.handle(.add(name: nil))
        #expect(harness.log.events == ["present list", "store openItems", "present add"])
        #expect(harness.addView.forms.first?[.name] == "")
    }

    @Test func completingAnItemConfirmsItAndRefreshesTheList() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        try await harness.given("Call mum", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.complete([1]))
        #expect(harness.listView.messages == ["Done: 1 Buy milk"])
        #expect(harness.listView.lastList?.sections.flatMap(\.rows).map(\.title) == ["Call mum"])
        await harness.modules.list.handle(.reopen([1]))
        #expect(harness.listView.lastList?.rowCount == 2)
    }

    @Test func deletingAnItemConfirmsItAndRefreshesTheList() async throws {
        try await harness.given("Buy milk", due: "2026-11-19")
        await harness.modules.list.start()
        await harness.modules.list.handle(.delete([1]))
        #expect(harness.listView.messages == ["Deleted: 1 Buy milk (undo brings it back)"])
        #expect(harness.listView.lastList?.sections.isEmpty == true)
    }

    @Test func anUnknownItemShowsAnErrorThatSaysWhatToDo() async {
        await harness.modules.list.start()
        await harness.modules.list.handle(.complete([42]))
        #expect(harness.listView.errors == ["there is no item 42; list the items to see their numbers"])
        #expect(harness.listView.messages.isEmpty)
    }

    @Test func savingInTheAddModuleRefreshesTheList() async {
        await harness.modules.list.start()
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "tomorrow")
        #expect(harness.listView.lists.count == 2)
        #expect(harness.listView.lastList?.sections.first?.rows.first?.title == "Buy milk")
    }

    @Test func cancellingInTheAddModuleLeavesTheListAsItWas() async {
        await harness.modules.list.start()
        await harness.modules.list.handle(.add(name: nil))
        harness.modules.add.cancelAddAction()
        #expect(harness.listView.lists.count == 1)
        #expect(harness.log.events == ["present list", "store openItems", "present add", "dismiss add"])
    }
}
