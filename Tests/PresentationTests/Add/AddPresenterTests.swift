import Testing

@testable import Presentation

@MainActor
@Suite struct AddPresenterTests {
    let harness = ModuleHarness()

    @Test func presentingShowsAnEmptyFormThatMeansToday() async {
        await harness.modules.list.handle(.add(name: nil))
        let form = harness.addView.forms.first
        #expect(form?[.name] == "" && form?[.due] == "")
        #expect(
            form?.interpretation == DueInterpretation(text: "today, Thursday 19 November 2026", isProblem: false))
        #expect(harness.log.events == ["present add"])
    }

    @Test func saveStoresThenDismissesThenTellsTheListToRefresh() async {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "fri")
        // The List presenter is the delegate: it finds the new item (item) and shows the list
        // with it (openItems) after the dismissal.
        #expect(harness.log.events == ["present add", "store add", "dismiss add", "store item", "store openItems"])
        #expect(harness.addView.saved == ["Added 1: Buy milk, due Friday 20 November 2026"])
    }

    @Test func cancelDismissesAndStoresNothing() async {
        await harness.modules.list.handle(.add(name: nil))
        harness.modules.add.cancelAddAction()
        #expect(harness.log.events == ["present add", "dismiss add"])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func anInvalidDateShowsAnErrorOnTheDueFieldAndKeepsTheForm() async {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "whenever")
        #expect(harness.addView.errors.map(\.field) == [.due])
        #expect(harness.addView.errors.first?.message.contains("not a date I understand") == true)
        #expect(harness.log.events == ["present add"])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func aPastDateIsRefusedWithTheReason() async {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "2026-11-18")
        #expect(
            harness.addView.errors.first?.message
                == "2026-11-18 is in the past; choose today (2026-11-19) or a later day")
        #expect(harness.store.calls.isEmpty)
    }

    @Test func aBlankNameShowsAnErrorOnTheNameField() async {
        await harness.modules.list.handle(.add(name: nil))
        await harness.modules.add.saveAddAction(name: "  ", dueText: "")
        #expect(harness.addView.errors.map(\.field) == [.name])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func theDueDateIsExplainedAsItIsTyped() async {
        await harness.modules.list.handle(.add(name: nil))
        harness.modules.add.dueTextChanged("tom")
        harness.modules.add.dueTextChanged("+2w")
        harness.modules.add.dueTextChanged("2026-11-01")
        #expect(
            harness.addView.interpretations.map(\.text).prefix(2) == [
                "Friday 20 November 2026", "Thursday 3 December 2026",
            ])
        #expect(harness.addView.interpretations.map(\.isProblem) == [false, false, true])
        #expect(harness.store.calls.isEmpty)
    }

    @Test func aSpyDelegateHearsSaveAfterTheDismissal() async {
        let delegate = SpyAddDelegate(log: harness.log)
        harness.modules.addPresenter.start(delegate: delegate, name: nil)
        await harness.modules.add.saveAddAction(name: "Buy milk", dueText: "")
        #expect(harness.log.events == ["present add", "store add", "dismiss add", "delegate saved"])
    }

    @Test func aSpyDelegateHearsCancelAfterTheDismissal() {
        let delegate = SpyAddDelegate(log: harness.log)
        harness.modules.addPresenter.start(delegate: delegate, name: nil)
        harness.modules.add.cancelAddAction()
        #expect(harness.log.events == ["present add", "dismiss add", "delegate cancelled"])
    }
}
