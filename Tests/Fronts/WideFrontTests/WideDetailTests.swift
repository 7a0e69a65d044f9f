import AppCore
import Presentation
import TestSupport
import Testing

@testable import WideFront

/// The Detail module on the wide front: beside the list, the selected item, followed as
/// the selection moves and edited in its pane; on a narrow screen, an item shown alone.
@MainActor
@Suite struct WideDetailTests {
    let harness = WideHarness()

    func startWithWeek() async throws {
        try await harness.startWithWeek(notes: "Her new number is in the letter.\nRing after six.")
    }

    /// The detail pane's rows, trailing spaces gone, blank rows at the end dropped.
    var pane: [String] {
        Array(harness.detailPane.reversed().drop { $0.isEmpty }.reversed())
    }

    @Test func theRightPaneShowsTheSelectedItemAndFollowsTheSelection() async throws {
        try await startWithWeek()
        #expect(
            pane == [
                " Item 1", "", " Pay rent", "", " Due    Wednesday 18 November 2026 (1 day late)",
                " Added  Wednesday 25 November 2026, 09:46", "", " Notes  No notes.",
            ])
        await harness.press(.down, .down)
        #expect(pane.starts(with: [" Item 3", "", " Call mum", "", " Due    Friday 20 November 2026 (tomorrow)"]))
        #expect(pane.suffix(2) == [" Notes  Her new number is in the letter.", "        Ring after six."])
        await harness.press(.up)
        #expect(pane.starts(with: [" Item 2", "", " Buy milk"]))
        #expect(harness.session.focus == .list)
    }

    @Test func theRightPaneFollowsDeletionsUndoAndChangesMadeElsewhere() async throws {
        try await startWithWeek()
        await harness.press(.character("d"))
        #expect(pane.starts(with: [" Item 2", "", " Buy milk"]))
        await harness.press(.character("u"))
        #expect(harness.listPane.contains { $0.contains("1  Pay rent") })
        #expect(pane.starts(with: [" Item 2", "", " Buy milk"]), "the selection stayed on item 2")
        _ = try await harness.store.edit(
            id: 2, title: "Buy oat milk", due: Fixtures.day("2026-11-19"), notes: "", tags: [], priority: nil)
        await harness.session.refreshIfChanged()
        #expect(pane.starts(with: [" Item 2", "", " Buy oat milk"]))
        await harness.press(.character("d"), .character("d"), .character("d"))
        #expect(pane == ["", "", " No item selected."])
    }

    @Test func eOpensTheFormFilledInAndTheDueDateIsExplainedLive() async throws {
        try await startWithWeek()
        await harness.press(.end, .character("e"))
        #expect(harness.session.focus == .detail)
        #expect(harness.session.activeDetailField == .title)
        #expect(pane.starts(with: [" Edit item 3", "", "▸Title:    Call mum", "", " Due:      2026-11-20"]))
        #expect(pane[5] == "           Friday 20 November 2026")
        #expect(pane.contains(" Note:     Her new number is in the letter."))
        #expect(pane.contains("           Ring after six."))
        #expect(harness.footer.contains("Enter save  Esc cancel  Ctrl-U clear"))
        await harness.press(.tab, .clearField)
        await harness.type("next mon")
        #expect(pane.contains("           Monday 23 November 2026"))
        #expect(harness.surface.cursor?.y == harness.surface.row(containing: "Due:      next mon"))
    }

    @Test func ctrlUANewTitleAndEnterChangeTheTitleInTheListAndThePane() async throws {
        try await startWithWeek()
        await harness.press(.character("e"), .clearField)
        await harness.type("Pay the rent")
        await harness.press(.enter)
        #expect(harness.session.focus == .list)
        #expect(harness.listPane.contains { $0.contains("1  Pay the rent") && $0.hasSuffix("1 day late") })
        #expect(
            pane.starts(with: [" Item 1", "", " Pay the rent", "", " Due    Wednesday 18 November 2026 (1 day late)"]))
        #expect(harness.footer.contains("Changed 1: Pay the rent, due Wednesday 18 November 2026"))
        #expect(try await harness.store.item(id: 1).title == "Pay the rent")
    }

    @Test func enterEditsTooAndEveryFieldIsSaved() async throws {
        try await startWithWeek()
        await harness.press(.down, .enter)
        #expect(harness.session.focus == .detail)
        await harness.press(.down, .clearField)
        await harness.type("mon")
        await harness.press(.down)
        await harness.type("Semi-skimmed.")
        await harness.press(.up, .up, .backspace)
        await harness.type("k!")
        await harness.press(.enter)
        let item = try await harness.store.item(id: 2)
        #expect(item.title == "Buy milk!" && item.due == Fixtures.day("2026-11-23") && item.notes == "Semi-skimmed.")
        #expect(harness.listPane.contains { $0.contains("2  Buy milk!") && $0.hasSuffix("Monday") })
        #expect(pane.last == " Notes  Semi-skimmed.")
    }

    @Test func escapeCancelsAndChangesNothing() async throws {
        try await startWithWeek()
        let before = try await harness.store.allItems()
        await harness.press(.character("e"), .clearField)
        await harness.type("Never mind")
        await harness.press(.escape)
        #expect(harness.session.focus == .list)
        #expect(harness.footer.contains("Not changed."))
        #expect(pane.starts(with: [" Item 1", "", " Pay rent"]))
        #expect(try await harness.store.allItems() == before)
    }

    @Test func aDueDayInThePastIsRefusedOnItsFieldAndTheFormStays() async throws {
        try await startWithWeek()
        let before = try await harness.store.allItems()
        await harness.press(.down, .character("e"), .tab, .clearField)
        await harness.type("2026-11-01")
        await harness.press(.enter)
        #expect(harness.session.focus == .detail)
        #expect(harness.session.activeDetailField == .due)
        let problem = "2026-11-01 is in the past; choose today (2026-11-19) or a later day"
        #expect(harness.session.detailFormProblem == problem)
        #expect(pane.joined(separator: " ").contains("2026-11-01 is in the past; choose today"))
        #expect(pane.contains(" Title:    Buy milk"))
        #expect(try await harness.store.allItems() == before)
        await harness.press(.tab)
        #expect(harness.session.activeDetailField == .due, "the refused field keeps the keys")
    }

    @Test func aBlankTitleIsRefusedAsTheFieldIsLeft() async throws {
        try await startWithWeek()
        await harness.press(.character("e"), .clearField, .tab)
        #expect(harness.session.activeDetailField == .title)
        #expect(harness.session.detailFormProblem != nil)
        await harness.type("Rent")
        await harness.press(.tab)
        #expect(harness.session.activeDetailField == .due)
        #expect(harness.session.detailFormProblem == nil)
    }

    @Test func aStillOpensTheAddFormInThePaneAndTheDetailComesBack() async throws {
        try await startWithWeek()
        await harness.press(.character("a"))
        #expect(harness.session.focus == .add)
        #expect(harness.formPane[0] == " New item")
        #expect(harness.detailPane.isEmpty)
        await harness.press(.escape)
        #expect(pane.starts(with: [" Item 1", "", " Pay rent"]))
    }

    @Test func notesAreDrawnSafelyLineByLine() async throws {
        try await harness.given("Evil", due: "2026-11-20", notes: "First \u{1B}[2J line\u{07}\n\nThird line")
        await harness.start()
        #expect(pane.suffix(3) == [" Notes  First ␛[2J line␇", "", "        Third line"])
        #expect(!harness.text.contains("\u{1B}"))
    }

    @Test func atANarrowSizeEnterShowsTheItemAloneAndEscapeGoesBack() async throws {
        try await startWithWeek()
        await harness.resize(60, 20)
        #expect(harness.session.layout.arrangement == .single(.list))
        await harness.press(.down, .down, .enter)
        #expect(harness.session.layout.arrangement == .single(.detail))
        #expect(harness.session.focus == .detail)
        #expect(!harness.text.contains("Pay rent"))
        #expect(pane.starts(with: [" Item 3", "", " Call mum", "", " Due    Friday 20 November 2026 (tomorrow)"]))
        #expect(harness.footer.contains("Esc back"))
        await harness.press(.escape)
        #expect(harness.session.layout.arrangement == .single(.list))
        #expect(harness.session.focus == .list)
        #expect(harness.text.contains("Pay rent") && harness.text.contains("Call mum"))
        #expect(harness.session.selectedItemID == 3)
    }

    @Test func atANarrowSizeEEditsTheItemShownAndOnTheListReturnsAfterTheSave() async throws {
        try await startWithWeek()
        await harness.resize(60, 20)
        await harness.press(.enter, .character("e"), .clearField)
        await harness.type("Pay the rent")
        await harness.press(.enter)
        #expect(harness.session.layout.arrangement == .single(.detail))
        #expect(pane.starts(with: [" Item 1", "", " Pay the rent"]))
        await harness.press(.escape, .down, .character("e"), .clearField)
        await harness.type("Buy bread")
        await harness.press(.enter)
        #expect(harness.session.layout.arrangement == .single(.list))
        #expect(harness.listPane.contains { $0.contains("2  Buy bread") })
        #expect(harness.footer.contains("Changed 2: Buy bread"))
    }

    @Test func narrowingWhileEditingKeepsTheFormAndWideningPutsTheItemBesideTheList() async throws {
        try await startWithWeek()
        await harness.press(.character("e"))
        await harness.type(" now")
        await harness.resize(60, 20)
        #expect(harness.session.layout.arrangement == .single(.detail))
        #expect(pane.contains("▸Title:    Pay rent now"))
        await harness.resize(120, 32)
        #expect(harness.session.focus == .detail)
        await harness.press(.escape)
        await harness.resize(60, 20)
        #expect(harness.session.layout.arrangement == .single(.list), "a detail only following the list goes")
        await harness.press(.enter)
        await harness.resize(120, 32)
        #expect(harness.session.focus == .list)
        await harness.press(.down)
        #expect(pane.starts(with: [" Item 2", "", " Buy milk"]))
    }
}
