import AppCore
import Presentation
import TestSupport
import Testing

/// Tags and priority through the Add save and the Detail edit, and in the detail's lines
/// and record. Today is Thursday 2026-11-19, 09:30 UTC.
@MainActor
@Suite struct DetailTagsTests {
    let harness = DetailHarness()

    @Test func addSavesTheNamesTagsTheGivenTagsAndThePriority() async throws {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(
            name: "Buy milk +shopping", dueText: "", tags: ["home"], priorityText: "high", every: nil)
        let item = try await harness.store.item(id: 1)
        #expect(item.title == "Buy milk")
        #expect(item.tags == ["home", "shopping"])
        #expect(item.priority == .high)
    }

    @Test func aDetailShowsPriorityAndTagsLinesAndRecordsThem() async throws {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(
            name: "Buy milk +home", dueText: "fri", tags: [], priorityText: "low", every: nil)
        await harness.modules.list.handle(.open(1))
        let shown = try #require(harness.detailView.lastDetail)
        #expect(shown.lines.map(\.label) == ["Due", "Priority", "Tags", "Added"])
        #expect(harness.detailView.line("Priority") == "low")
        #expect(harness.detailView.line("Tags") == "+home")
        #expect(shown.record.tags == ["home"] && shown.record.priority == "low")
    }

    @Test func anItemWithoutTagsOrPriorityHasNeitherLine() async throws {
        try await harness.given("Call mum", due: "2026-11-20")
        await harness.modules.list.handle(.open(1))
        let shown = try #require(harness.detailView.lastDetail)
        #expect(shown.lines.map(\.label) == ["Due", "Added"])
        #expect(shown.record.tags.isEmpty && shown.record.priority == nil)
    }

    @Test func anEditChangesTagsAndPriorityAndSaysItChanged() async throws {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(
            name: "Buy milk +home", dueText: "", tags: [], priorityText: "high", every: nil)
        await harness.modules.list.handle(.open(1))
        await harness.modules.detail.saveEdit(
            ItemEdit(tags: .change(add: ["errands"], remove: ["HOME"]), priorityText: "none"))
        let item = try await harness.store.item(id: 1)
        #expect(item.tags == ["errands"] && item.priority == nil)
        #expect(harness.detailView.messages.last?.hasPrefix("Changed 1: Buy milk") == true)
    }

    @Test func theEditFormHoldsTheTagsAndPriorityAndItsTextReplacesThem() async throws {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(
            name: "Buy milk +home +shop", dueText: "", tags: [], priorityText: "medium", every: nil)
        await harness.modules.list.handle(.edit(1))
        let form = try #require(harness.detailView.forms.last)
        #expect(form[.tags] == "+home +shop" && form[.priority] == "medium")
        await harness.modules.detail.saveEdit(ItemEdit(tags: .replace("errands, +Home"), priorityText: "none"))
        let item = try await harness.store.item(id: 1)
        #expect(item.tags == ["errands", "Home"] && item.priority == nil)
    }

    @Test func aWrongTagOrPriorityInTheFormIsShownOnItsFieldAndChangesNothing() async throws {
        try await harness.given("Call mum", due: "2026-11-20")
        await harness.modules.list.handle(.edit(1))
        harness.modules.detail.fieldEntered(.tags, text: "home:work")
        #expect(harness.detailView.errors.last?.field == .tags)
        harness.modules.detail.fieldEntered(.priority, text: "urgent")
        #expect(harness.detailView.errors.last?.field == .priority)
        #expect(harness.detailView.errors.last?.message.contains("urgent") == true)
        await harness.modules.detail.saveEdit(ItemEdit(tags: .replace("ok"), priorityText: "urgent"))
        let item = try await harness.store.item(id: 1)
        #expect(item.tags.isEmpty && item.priority == nil)
    }
}
