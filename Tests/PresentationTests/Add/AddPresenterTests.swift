import Presentation
import Testing

@MainActor
@Suite struct AddPresenterTests {
    let harness = ModuleHarness()

    /// Presents Add from the list with a recording delegate, as the List wireframe does.
    func presentAdd() -> SpyAddDelegate {
        harness.modules.list.addNewEntry()
        return SpyAddDelegate(log: harness.log)
    }

    @Test func presentingShowsAnEmptyFormThatMeansToday() {
        harness.modules.list.addNewEntry()
        let form = harness.addView.forms.first
        #expect(form?.name == "" && form?.dueText == "")
        #expect(form?.dueInterpretation == DueInterpretation(text: "today, Thursday 19 November 2026", isProblem: false))
        #expect(harness.log.events == ["present add"])
    }

    @Test func saveStoresThenDismissesThenTellsTheListToRefresh() async {
        harness.modules.list.addNewEntry()
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "fri")
        #expect(harness.log.events == ["present add", "store add", "dismiss add"])
        #expect(harness.addView.saved == ["Added 1: Buy milk, due Friday 20 November 2026"])
        #expect(harness.store.calls == ["add", "openItems"])  // the delegate's refresh comes last
    }

    @Test func cancelDismissesAndStoresNothing() async {
        harness.modules.list.addNewEntry()
        harness.modules.add.cancelAddAction()
        #expect(harness.log.events == ["present add", "dismiss add"])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func anInvalidDateShowsAnErrorOnTheDueFieldAndKeepsTheForm() async {
        harness.modules.list.addNewEntry()
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "someday")
        #expect(harness.addView.errors.map(\.field) == [.due])
        #expect(harness.addView.errors.first?.message.contains("not a date I understand") == true)
        #expect(harness.log.events == ["present add"])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func aPastDateIsRefusedWithTheReason() async {
        harness.modules.list.addNewEntry()
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "2026-11-18")
        #expect(harness.addView.errors.first?.message == "2026-11-18 is in the past; choose today (2026-11-19) or a later day")
        #expect(harness.store.calls.isEmpty)
    }

    @Test func aBlankNameShowsAnErrorOnTheNameField() async {
        harness.modules.list.addNewEntry()
        await harness.modules.add.saveAddAction(name: "  ", dueText: "")
        #expect(harness.addView.errors.map(\.field) == [.name])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func theDueDateIsExplainedAsItIsTyped() {
        harness.modules.list.addNewEntry()
        harness.modules.add.dueTextChanged("tom")
        harness.modules.add.dueTextChanged("+2w")
        harness.modules.add.dueTextChanged("2026-11-01")
        #expect(harness.addView.interpretations.map(\.text).prefix(2) == ["Friday 20 November 2026", "Thursday 3 December 2026"])
        #expect(harness.addView.interpretations.map(\.isProblem) == [false, false, true])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func theDelegateHearsSaveAfterTheDismissal() async {
        let delegateLog = harness.log
        harness.modules.list.addNewEntry()
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "")
        // The List presenter is the delegate; its refresh shows the new row.
        #expect(delegateLog.events.last == "dismiss add")
        #expect(harness.listView.lastList?.sections.first?.rows.first?.title == "Buy milk")
    }
}
