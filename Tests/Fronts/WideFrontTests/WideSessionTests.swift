import AppCore
import TerminalText
import TestSupport
import Testing

@testable import WideFront

@MainActor
@Suite struct WideSessionTests {
    let harness = WideHarness()

    @Test func aWideScreenShowsTheTitleBarBothPanesAndTheKeys() async throws {
        try await harness.startWithWeek()
        #expect(harness.lines[0].hasPrefix(" todo  Thursday 19 November 2026"))
        #expect(harness.lines[0].hasSuffix("3 open"))
        #expect(harness.listPane[0].hasPrefix(" Upcoming"))
        #expect(harness.detailPane[0] == " Item 1")
        #expect(harness.lines[3].hasSuffix("1 day late │ Pay rent"))
        #expect(harness.footer.contains("a add") && harness.footer.contains("e edit"))
        #expect(harness.footer.contains("q quit"))
    }

    @Test func dayLabelsAreAlignedOnTheRightOfTheListPane() async throws {
        try await harness.startWithWeek()
        let late = try #require(harness.listPane.first { $0.contains("Pay rent") })
        let friday = try #require(harness.listPane.first { $0.contains("Call mum") })
        #expect(late.hasSuffix("1 day late"))
        #expect(friday.hasSuffix("Friday"))
        #expect(DisplayWidth.of(late) == DisplayWidth.of(friday))
    }

    @Test func theFirstRowIsSelectedAndTheKeysMoveTheSelection() async throws {
        try await harness.startWithWeek()
        let rentRow = try #require(harness.surface.row(containing: "Pay rent"))
        #expect(harness.surface.style(at: Point(x: 3, y: rentRow)) == .selected)
        await harness.press(.down)
        #expect(harness.session.selectedItemID == 2)
        await harness.press(.character("j"), .character("j"), .character("j"))
        #expect(harness.session.selectedItemID == 3)
        await harness.press(.character("k"), .up, .up)
        #expect(harness.session.selectedItemID == 1)
    }

    @Test func addFocusesTheFormAndTheDueDateIsExplainedLive() async throws {
        await harness.start()
        await harness.press(.character("a"))
        #expect(harness.session.focus == .add)
        #expect(harness.footer.contains("Enter save"))
        #expect(harness.formPane.contains { $0.contains("today, Thursday 19 November 2026") })
        await harness.type("Buy milk")
        await harness.press(.tab)
        await harness.type("fri")
        #expect(harness.formPane.contains { $0.contains("Name: Buy milk") })
        #expect(harness.formPane.contains { $0.contains("Friday 20 November 2026") })
        #expect(harness.surface.cursor != nil)
    }

    @Test func enterSavesReturnsFocusToTheListAndShowsTheRow() async throws {
        await harness.start()
        await harness.press(.character("a"))
        await harness.type("Buy milk")
        await harness.press(.tab)
        await harness.type("tomorrow")
        await harness.press(.enter)
        #expect(harness.session.focus == .list)
        #expect(harness.listPane.contains { $0.contains("1  Buy milk") && $0.contains("Friday") })
        #expect(harness.footer.contains("Added 1: Buy milk, due Friday 20 November 2026"))
        #expect(harness.detailPane.starts(with: [" Item 1", "", " Buy milk"]))
    }

    @Test func aBadDateIsShownInlineAndTheFormIsKept() async throws {
        await harness.start()
        await harness.press(.character("a"))
        await harness.type("Late")
        await harness.press(.tab)
        await harness.type("2026-11-01")
        await harness.press(.enter)
        #expect(harness.session.focus == .add)
        #expect(harness.formPane.joined(separator: " ").contains("2026-11-01 is in the past"))
        #expect(harness.formPane.contains { $0.contains("Name: Late") })
        #expect(try await harness.store.allItems().isEmpty)
    }

    @Test func lettersTypedInTheFormAreTextNotCommands() async throws {
        await harness.start()
        await harness.press(.character("a"))
        await harness.type("quit x dad")
        #expect(harness.session.focus == .add)
        #expect(harness.formPane.contains { $0.contains("Name: quit x dad") })
        await harness.press(.backspace, .backspace, .backspace)
        #expect(harness.formPane.contains { $0.hasSuffix("Name: quit x") })
    }

    @Test func xCompletesTheSelectedRowAndUUndoesIt() async throws {
        try await harness.startWithWeek()
        await harness.press(.down, .character("x"))
        #expect(!harness.listPane.contains { $0.contains("Buy milk") })
        #expect(harness.footer.contains("Done: 2 Buy milk"))
        await harness.press(.character("u"))
        #expect(harness.listPane.contains { $0.contains("Buy milk") })
        #expect(harness.footer.contains("Undid done: 2 Buy milk is open again."))
    }

    @Test func deleteDeletesAtOnceAndUBringsTheItemBack() async throws {
        try await harness.startWithWeek()
        await harness.press(.character("d"))
        #expect(!harness.listPane.contains { $0.contains("Pay rent") })
        #expect(harness.footer.contains("Deleted: 1 Pay rent (undo brings it back)"))
        #expect(try await harness.store.allItems().count == 2)
        await harness.press(.character("u"))
        #expect(harness.listPane.contains { $0.contains("1  Pay rent") })
        #expect(try await harness.store.allItems().count == 3)
    }

    @Test func questionMarkShowsHelpAndEscapeClosesIt() async throws {
        await harness.start()
        await harness.press(.character("?"))
        #expect(harness.text.contains("Any key closes this help."))
        await harness.press(.escape)
        #expect(!harness.text.contains("Any key closes this help."))
        #expect(harness.session.focus == .list)
    }

    @Test func qAndCtrlCQuitFromTheListAndCtrlCFromTheForm() async throws {
        await harness.start()
        #expect(await harness.press(.character("q")) == false)
        let other = WideHarness()
        await other.start()
        await other.press(.character("a"))
        #expect(await other.press(.interrupt) == false)
    }

    @Test func narrowScreensShowOnePaneAndAddReplacesTheList() async throws {
        try await harness.startWithWeek()
        await harness.resize(60, 20)
        #expect(!harness.text.contains("│"))
        #expect(harness.text.contains("Pay rent") && !harness.text.contains("Item 1"))
        await harness.press(.character("a"))
        #expect(!harness.text.contains("Pay rent"))
        #expect(harness.text.contains("Name:"))
        await harness.press(.escape)
        #expect(harness.text.contains("Pay rent"))
        await harness.resize(120, 32)
        #expect(harness.text.contains("│ Item 1"))
    }

    @Test(arguments: [(12, 4), (1, 1), (0, 0), (23, 40), (200, 3)])
    func tinyScreensSayTheyAreTooSmallWithoutCrashing(width: Int, height: Int) async throws {
        try await harness.startWithWeek()
        await harness.resize(width, height)
        await harness.press(.down, .character("a"), .character("z"), .escape)
        if width >= 3 && height >= 1 { #expect(harness.text.hasPrefix("Ter")) }
    }

    @Test func longListsScrollToKeepTheSelectionVisible() async throws {
        for day in 0..<40 { try await harness.given("Task \(day)", due: "2026-11-19") }
        await harness.start()
        for _ in 0..<35 { await harness.press(.down) }
        #expect(harness.session.selectedItemID == 36)
        let row = try #require(harness.surface.row(containing: "36  Task 35"))
        #expect(row < 31)
        #expect(!harness.text.contains("  1  Task 0 "))
        await harness.press(.home)
        #expect(harness.text.contains("Task 0"))
    }

    @Test func titlesAreCutByDisplayWidthAndControlCharactersAreVisible() async throws {
        try await harness.given(String(repeating: "東京", count: 40), due: "2026-11-20")
        try await harness.given("Evil \u{1B}[2J\u{07} title", due: "2026-11-20")
        await harness.start()
        let cjk = try #require(harness.listPane.first { $0.contains("東京") })
        #expect(cjk.contains("…"))
        #expect(cjk.hasSuffix("Friday"))
        let plain = try #require(harness.listPane.first { $0.contains("Evil") })
        #expect(DisplayWidth.of(cjk) == DisplayWidth.of(plain))
        #expect(harness.text.contains("Evil ␛[2J␇ title"))
        #expect(!harness.text.contains("\u{1B}"))
    }

    @Test func tagCharactersAndInvisibleFillersAreDrawnAsReplacementCharacters() async throws {
        try await harness.given("Flag\u{E0067}\u{E0062}\u{E007F} gap\u{180E}\u{3164}\u{FFA0}end", due: "2026-11-20")
        await harness.start()
        #expect(harness.text.contains("Flag��� gap���end"))
        #expect(
            !harness.text.unicodeScalars.contains {
                (0xE0000...0xE0FFF).contains($0.value) || [0x180E, 0x3164, 0xFFA0].contains($0.value)
            })
    }

    @Test func aLongListIsReadAWindowAtATimeAndTheKeysReachBothEnds() async throws {
        let recording = RecordingStore()
        for number in 1...1_000 {
            _ = try await recording.add(
                NewTodoItem(title: "Task \(number)", due: Fixtures.day("2026-11-19"), created: TodoStoreContract.now))
        }
        let long = WideHarness(store: recording)
        await long.start()
        #expect(long.listPane.contains { $0.hasPrefix(" Today") && $0.hasSuffix("1000") })
        await long.press(.end)
        #expect(long.session.selectedItemID == 1_000)
        #expect(long.listPane.contains { $0.contains("1000  Task 1000") })
        await long.press(.home)
        #expect(long.session.selectedItemID == 1)
        for _ in 0..<100 { await long.press(.down) }
        #expect(long.session.selectedItemID == 101)
        #expect(long.listPane.contains { $0.contains("101  Task 101") })
        await long.press(.pageDown)
        #expect(long.session.selectedItemID == 121)
        for _ in 0..<30 { await long.press(.up) }
        #expect(long.session.selectedItemID == 91)
        #expect(!recording.calls.contains("openItems"), "the wide front never reads the whole list")
    }

    @Test func theTitleBarCountsEveryOpenItemNotTheRowsLoaded() async throws {
        for number in 1...300 { try await harness.given("Task \(number)", due: "2026-11-19") }
        await harness.start()
        #expect(harness.lines[0].hasSuffix("300 open"))
        await harness.press(.end)
        #expect(harness.lines[0].hasSuffix("300 open"))
    }
}
