import AppCore
import Presentation
import TestSupport
import Testing

/// The Detail presenter, driven as a front drives it: through the List module's intents
/// (`select`, `open`, `edit`) and the Detail module's own interface. Today is Thursday
/// 2026-11-19, 09:30 UTC; item 1 is due tomorrow with a note, item 2 is three days late,
/// item 3 has no due day.
@MainActor
@Suite struct DetailPresenterTests {
    let harness = DetailHarness()

    init() async throws {
        try await harness.given("Call mum", due: "2026-11-20", notes: "Ask about Sunday.\nBring the photos.")
        try await harness.given("Pay the rent", due: "2026-11-16")
        try await harness.given("Learn the cello", due: nil)
        await harness.startList()
    }

    var detail: any DetailModuleInterface { harness.modules.detail }
    var view: LoggedDetailView { harness.detailView }

    /// The titles of the rows the list view was last shown, by section.
    var listedTitles: [String: [String]] {
        var titles: [String: [String]] = [:]
        for section in harness.listView.lastList?.sections ?? [] { titles[section.title] = section.rows.map(\.title) }
        return titles
    }

    // MARK: Opening an item

    @Test func openingAnItemReadsItAndGivesItToTheViewBeforePresentingIt() async {
        await harness.modules.list.handle(.open(1))
        #expect(harness.events == ["store item", "view detail 1", "present detail"])
        #expect(view.errors.isEmpty)
    }

    @Test func anOpenedItemShowsItsDueDayWithWhereItStandsWhenItWasAddedAndItsNotes() async throws {
        await harness.modules.list.handle(.open(1))
        let shown = try #require(view.lastDetail)
        #expect(shown.heading == "Item 1")
        #expect(shown.title == "Call mum")
        #expect(
            shown.lines == [
                DetailLine(label: "Due", value: "Friday 20 November 2026 (tomorrow)"),
                DetailLine(label: "Added", value: "Thursday 19 November 2026, 09:30"),
            ])
        #expect(shown.notes == "Ask about Sunday.\nBring the photos.")
        #expect(shown.isCompleted == false)
        #expect(
            shown.record
                == DetailRecord(
                    id: 1, title: "Call mum", due: "2026-11-20", created: "2026-11-19T09:30:00Z", completed: nil,
                    notes: "Ask about Sunday.\nBring the photos."))
    }

    @Test func anOverdueItemSaysHowLateItIsAndCallsForAttention() async throws {
        await harness.modules.list.handle(.open(2))
        let due = try #require(view.lastDetail?.lines.first)
        #expect(due == DetailLine(label: "Due", value: "Monday 16 November 2026 (3 days late)", isAlert: true))
    }

    @Test func anItemWithoutADueDaySaysSomedayAndThatItHasNoNotes() async throws {
        await harness.modules.list.handle(.open(3))
        let shown = try #require(view.lastDetail)
        #expect(view.line("Due") == "none (someday)")
        #expect(shown.lines.first?.isAlert == false)
        #expect(shown.notes == "" && shown.noNotes == "No notes.")
        #expect(shown.record.due == nil)
    }

    @Test func aCompletedItemSaysWhenItWasDoneAndGivesItsDayAlone() async throws {
        _ = try await harness.store.complete(id: 2, at: harness.now)
        await harness.modules.list.handle(.open(2))
        let shown = try #require(view.lastDetail)
        #expect(shown.isCompleted)
        #expect(
            shown.lines == [
                DetailLine(label: "Due", value: "Monday 16 November 2026"),
                DetailLine(label: "Added", value: "Thursday 19 November 2026, 09:30"),
                DetailLine(label: "Done", value: "Thursday 19 November 2026, 09:30"),
            ])
        #expect(shown.record.completed == "2026-11-19T09:30:00Z")
    }

    @Test func openingAnUnknownItemShowsTheProblemAndPresentsNothing() async {
        await harness.modules.list.handle(.open(42))
        #expect(view.errors.map(\.message) == ["there is no item 42; list the items to see their numbers"])
        #expect(view.errors.map(\.field) == [nil])
        #expect(view.details.isEmpty)
        #expect(harness.events == ["store item", "view error"])
    }

    // MARK: Following the selection

    @Test func aViewThatDoesNotFollowTheSelectionIgnoresIt() async {
        await harness.modules.list.handle(.select(1))
        await harness.modules.list.handle(.select(nil))
        #expect(harness.events.isEmpty)
        #expect(view.details.isEmpty && view.noItems.isEmpty)
    }

    @Test func aViewThatFollowsTheSelectionShowsEachSelectedItem() async {
        view.followsSelection = true
        await harness.modules.list.handle(.select(1))
        await harness.modules.list.handle(.select(3))
        #expect(view.details.map(\.title) == ["Call mum", "Learn the cello"])
        #expect(view.line("Due") == "none (someday)")
        #expect(
            harness.events == [
                "present detail", "store item", "view detail 1", "present detail", "store item", "view detail 3",
            ])
    }

    @Test func selectingNothingSaysNoItemIsSelected() async throws {
        view.followsSelection = true
        await harness.modules.list.handle(.select(1))
        await harness.modules.list.handle(.select(nil))
        #expect(view.noItems == ["No item selected."])
        #expect(harness.events.suffix(2) == ["present detail", "view no item"])
        // Nothing is left to act on.
        await detail.handle(.complete)
        #expect(try await harness.store.item(id: 1).completed == nil)
    }

    @Test func movingTheSelectionLeavesAnOpenEditFormAlone() async throws {
        view.followsSelection = true
        await harness.modules.list.handle(.select(1))
        await detail.handle(.edit)
        await harness.modules.list.handle(.select(2))
        #expect(view.details.map(\.id) == [1])
        #expect(view.forms.map(\.heading) == ["Edit item 1"])
        await detail.saveEdit(ItemEdit(title: "Call mum and dad"))
        #expect(try await harness.store.item(id: 1).title == "Call mum and dad")
        #expect(try await harness.store.item(id: 2).title == "Pay the rent")
    }

    // MARK: The edit form

    @Test func editingFromTheListPresentsTheItemThenItsFormFilledWithItsValues() async throws {
        await harness.modules.list.handle(.edit(1))
        let form = try #require(view.forms.first)
        #expect(form.heading == "Edit item 1")
        #expect(form[.title] == "Call mum")
        #expect(form[.due] == "2026-11-20")
        #expect(form[.notes] == "Ask about Sunday.\nBring the photos.")
        #expect(form.interpretation == DueInterpretation(text: "Friday 20 November 2026", isProblem: false))
        #expect(harness.events == ["store item", "view detail 1", "present detail", "view form"])
    }

    @Test func theFormOfAnItemWithoutADueDaySaysSomeday() async throws {
        await harness.modules.list.handle(.edit(3))
        let form = try #require(view.forms.first)
        #expect(form[.due] == "someday")
        #expect(form.interpretation == DueInterpretation(text: "someday: no due day", isProblem: false))
    }

    @Test func theFormOfAnOverdueItemAcceptsTheDayItHas() async throws {
        await harness.modules.list.handle(.edit(2))
        let form = try #require(view.forms.first)
        #expect(form[.due] == "2026-11-16")
        #expect(form.interpretation == DueInterpretation(text: "Monday 16 November 2026", isProblem: false))
        await detail.saveEdit(ItemEdit(title: "Pay the rent today", dueText: form[.due]))
        #expect(view.errors.isEmpty)
        #expect(try await harness.store.item(id: 2).due == Fixtures.day("2026-11-16"))
    }

    @Test func theFieldsAreCheckedAsTheyAreFilledIn() async {
        await harness.modules.list.handle(.edit(1))
        detail.fieldEntered(.title, text: "Call dad")
        detail.fieldEntered(.title, text: "   ")
        detail.fieldChanged(.due, text: "mon")
        detail.fieldEntered(.due, text: "someday")
        detail.fieldEntered(.due, text: "2026-11-01")
        #expect(view.accepted == [.title, .due])
        #expect(view.errors.map(\.field) == [.title, .due])
        #expect(view.errors.last?.message == "2026-11-01 is in the past; choose today (2026-11-19) or a later day")
        #expect(view.interpretations.map(\.text) == ["Monday 23 November 2026", "someday: no due day"])
        #expect(!harness.store.calls.contains("edit"))
    }

    // MARK: Saving and cancelling

    @Test(arguments: [
        (ItemEdit(title: " \n "), DetailField.title, "the title is blank; give the item a name"),
        (ItemEdit(dueText: "2026-11-18"), .due, "2026-11-18 is in the past; choose today (2026-11-19) or a later day"),
        (
            ItemEdit(notes: String(repeating: "n", count: TodoItem.maximumNotesLength + 1)), .notes,
            "the note is 10001 characters long; the limit is 10000, so shorten it"
        ),
        (
            ItemEdit(), DetailField.title,
            "nothing to change: give a new title, due date, note, tag, priority or repeat rule"
        ),
    ])
    func aRefusedEditNamesTheFieldToCorrectAndStoresNothing(edit: ItemEdit, field: DetailField, message: String)
        async throws
    {
        let before = try await harness.store.allItems()
        await harness.modules.list.handle(.edit(1))
        await detail.saveEdit(edit)
        #expect(view.errors.map(\.field) == [field])
        #expect(view.errors.first?.message.hasPrefix(message) == true, "\(view.errors)")
        #expect(try await harness.store.allItems() == before)
        #expect(!harness.store.calls.contains("edit"))
        // The form stays open: nothing said, nothing dismissed.
        #expect(view.messages.isEmpty)
        #expect(!harness.events.contains("dismiss detail"))
    }

    @Test func aSavedEditSaysWhatChangedStoresItAndTheListShowsIt() async throws {
        await harness.modules.list.handle(.edit(1))
        let listsBefore = harness.listView.lists.count
        await detail.saveEdit(ItemEdit(title: "Call mum and dad", dueText: "mon", notes: "Sunday\nafter lunch"))
        #expect(view.messages == ["Changed 1: Call mum and dad, due Monday 23 November 2026"])
        #expect(view.errors.isEmpty)
        let stored = try await harness.store.item(id: 1)
        #expect(stored.title == "Call mum and dad")
        #expect(stored.due == Fixtures.day("2026-11-23"))
        #expect(stored.notes == "Sunday\nafter lunch")
        #expect(harness.listView.lists.count > listsBefore)
        #expect(listedTitles["Next Week"] == ["Call mum and dad"])
        #expect(listedTitles["Tomorrow"] == nil)
        // One edit, one undo step.
        #expect(try await harness.store.undoLastChange()?.kind == .edit)
        #expect(try await harness.store.item(id: 1).title == "Call mum")
    }

    @Test func anEditOpenedFromTheListClosesTheDetailOnceSaved() async {
        await harness.modules.list.handle(.edit(1))
        await detail.saveEdit(ItemEdit(title: "Call mum and dad"))
        let events = harness.events
        let said = events.firstIndex(of: "view message")
        let dismissed = events.firstIndex(of: "dismiss detail")
        #expect(said != nil && dismissed != nil && (said ?? 0) < (dismissed ?? 0), "\(events)")
        #expect(events.last == "store openItems")
        // The detail is not shown again after the save.
        #expect(view.details.count == 1)
    }

    @Test func anEditStartedOnAnOpenItemReturnsToTheItemOnceSaved() async throws {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.edit)
        await detail.saveEdit(ItemEdit(dueText: "someday", notes: ""))
        #expect(view.messages == ["Changed 1: Call mum, due someday"])
        #expect(!harness.events.contains("dismiss detail"))
        let shown = try #require(view.lastDetail)
        #expect(shown.title == "Call mum" && shown.notes == "")
        #expect(view.line("Due") == "none (someday)")
        #expect(listedTitles["Tomorrow"] == nil)
    }

    @Test func cancellingAnEditOpenedFromTheListSaysNotChangedAndClosesTheDetail() async throws {
        let before = try await harness.store.allItems()
        await harness.modules.list.handle(.edit(1))
        await detail.cancelEdit()
        #expect(view.messages == ["Not changed."])
        #expect(harness.events.suffix(3) == ["view message", "dismiss detail", "store openItems"])
        #expect(try await harness.store.allItems() == before)
        #expect(!harness.store.calls.contains("edit"))
    }

    @Test func cancellingAnEditStartedOnAnOpenItemShowsTheItemAgain() async {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.edit)
        await detail.cancelEdit()
        #expect(view.messages == ["Not changed."])
        #expect(harness.events.suffix(2) == ["view message", "view detail 1"])
        #expect(!harness.events.contains("dismiss detail"))
    }

    @Test func anEditThatChangesNothingSaysSoAndIsNoUndoStep() async throws {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.edit)
        await detail.saveEdit(ItemEdit(title: "Call mum", dueText: "2026-11-20"))
        #expect(view.messages == ["Nothing changed: 1 Call mum already has those values."])
        #expect(try await harness.store.undoLastChange()?.kind == .add)
    }

    // MARK: Complete, reopen, delete

    @Test func completingTheItemShowsItDoneAndTheListLosesIt() async throws {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.complete)
        #expect(view.messages == ["Done: 1 Call mum"])
        #expect(view.lastDetail?.isCompleted == true)
        #expect(view.line("Done") == "Thursday 19 November 2026, 09:30")
        #expect(try await harness.store.item(id: 1).completed != nil)
        #expect(listedTitles["Tomorrow"] == nil)
        #expect(!harness.events.contains("dismiss detail"))
    }

    @Test func reopeningTheItemShowsItOpenAndTheListHasItAgain() async throws {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.complete)
        await detail.handle(.reopen)
        #expect(view.messages == ["Done: 1 Call mum", "Open again: 1 Call mum"])
        #expect(view.lastDetail?.isCompleted == false)
        #expect(view.line("Done") == nil)
        #expect(try await harness.store.item(id: 1).completed == nil)
        #expect(listedTitles["Tomorrow"] == ["Call mum"])
    }

    @Test func reopeningAnOpenItemIsRefusedWithTheReason() async {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.reopen)
        #expect(
            view.errors.map(\.message) == [
                "item 1 is not done, so there is nothing to reopen; nothing was changed"
            ])
        #expect(view.messages.isEmpty)
    }

    @Test func deletingTheItemSaysSoClosesTheDetailAndTheListLosesIt() async throws {
        await harness.modules.list.handle(.open(1))
        await detail.handle(.delete)
        #expect(view.messages == ["Deleted: 1 Call mum (undo brings it back)"])
        #expect(harness.events.contains("dismiss detail"))
        #expect(harness.events.last == "store openItems")
        #expect(try await harness.store.allItems().map(\.id) == [2, 3])
        #expect(listedTitles["Tomorrow"] == nil)
        #expect(listedTitles["Overdue"] == ["Pay the rent"])
    }

    @Test func anItemDeletedElsewhereMeanwhileShowsTheProblemAndChangesNothing() async throws {
        await harness.modules.list.handle(.open(1))
        _ = try await harness.store.delete(id: 1)
        await detail.handle(.complete)
        #expect(view.errors.map(\.message) == ["there is no item 1; list the items to see their numbers"])
        #expect(view.messages.isEmpty)
        await detail.handle(.edit)
        await detail.saveEdit(ItemEdit(title: "Call dad"))
        #expect(view.errors.count == 2 && view.errors.last?.field == nil)
        #expect(try await harness.store.allItems().map(\.id) == [2, 3])
    }

    @Test func closingTheDetailDismissesItAndShowsTheListAgain() async {
        await harness.modules.list.handle(.open(1))
        let lists = harness.listView.lists.count
        await detail.handle(.close)
        #expect(harness.events.suffix(2) == ["dismiss detail", "store openItems"])
        #expect(harness.listView.lists.count == lists + 1)
    }
}
