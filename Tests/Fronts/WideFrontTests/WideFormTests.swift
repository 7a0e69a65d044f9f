import AppCore
import Presentation
import TestSupport
import Testing

@testable import WideFront

/// The Add form and the edit form as a person finds their way in them: the field with the
/// focus marked, its problem right under it, the hint about it, text wrapped between words.
@MainActor
@Suite struct WideFormTests {
    /// The pane's rows of the form, trailing spaces gone.
    static func formRows(_ harness: WideHarness) -> [String] {
        harness.session.focus == .add ? harness.formPane : harness.detailPane
    }

    /// The rows as one text, each row's leading spaces but one gone (wrapped lines joined).
    static func text(_ rows: [String]) -> String {
        rows.map { " " + $0.drop { $0 == " " } }.joined()
    }

    /// The row of the field labelled `label` ("Title"), marked or not.
    static func fieldRow(_ label: String, in rows: [String]) -> Int? {
        rows.firstIndex { $0.hasPrefix(" \(label):") || $0.hasPrefix("\(FormDrawing.focusMark)\(label):") }
    }

    @Test func ctrlUOnTitleThenTabShowsTheProblemRightUnderTitleWhichKeepsTheFocus() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("e"), .clearField, .tab)
        #expect(harness.session.activeDetailField == .title)
        let rows = Self.formRows(harness)
        let title = try #require(Self.fieldRow("Title", in: rows))
        #expect(rows[title].hasPrefix("\(FormDrawing.focusMark)Title:"))
        let problem = try #require(harness.session.detailFormProblem)
        #expect(rows[title + 1].trimmingCharacters(in: .whitespaces).hasPrefix(String(problem.prefix(20))))
        let pane = try #require(harness.session.layout.detailPane)
        #expect(harness.surface.style(at: Point(x: pane.x + 11, y: pane.y + title + 1)) == .error)
    }

    @Test func theHintDescribesTheFieldWithTheFocusNotTheDueField() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("e"))
        #expect(Self.text(harness.detailPane).contains(" Title: what to do; a +word in it becomes a tag."))
        #expect(!harness.detailPane.contains { $0.hasPrefix(" Due: today") })
        await harness.press(.tab)
        #expect(harness.detailPane.contains { $0.hasPrefix(" Due: today, fri, next mon") })
        await harness.press(.tab)
        #expect(harness.detailPane.contains { $0.hasPrefix(" Note: any text") })
        await harness.press(.escape, .character("a"))
        #expect(Self.text(harness.formPane).contains(" Name: what to do; a +word in it becomes a tag."))
    }

    @Test func onlyTheFieldWithTheFocusIsMarkedAndReversed() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("e"), .tab, .tab)
        let rows = Self.formRows(harness)
        #expect(
            rows.filter { $0.hasPrefix(FormDrawing.focusMark) } == [rows[try #require(Self.fieldRow("Note", in: rows))]]
        )
        let note = try #require(harness.surface.row(containing: "\(FormDrawing.focusMark)Note:"))
        let title = try #require(harness.surface.row(containing: " Title:"))
        let pane = try #require(harness.session.layout.detailPane)
        #expect(harness.surface.style(at: Point(x: pane.x + 12, y: note)) == .activeField)
        #expect(harness.surface.style(at: Point(x: pane.x + 12, y: title)) == .field)
    }

    @Test func aNoteWrapsBetweenWords() async throws {
        let harness = WideHarness()
        let words = "Ring the landlord about the boiler before the weekend and ask for the plumber's number"
        try await harness.given("Pay rent", due: "2026-11-19", notes: words)
        await harness.start()
        await harness.press(.character("e"))
        let rows = Self.formRows(harness)
        let note = try #require(Self.fieldRow("Note", in: rows))
        let lines = rows[note..<(note + FormDrawing.noteRows)].map {
            String($0.dropFirst(11)).trimmingCharacters(in: .whitespaces)
        }
        #expect(lines.filter { !$0.isEmpty }.joined(separator: " ") == words)
        for line in lines where !line.isEmpty {
            #expect(line.split(separator: " ").allSatisfy { words.split(separator: " ").contains($0) }, "\(line)")
        }
    }

    @Test func aLongDueProblemIsShownWholeOrEndsInAnEllipsis() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.character("e"), .tab, .clearField)
        await harness.type("whenever")
        let problem = "\"whenever\" is not a date I understand; try \(DueDateExamples.sentence)"
        let rows = Self.formRows(harness)
        let due = try #require(Self.fieldRow("Due", in: rows))
        let shown = rows[(due + 1)...].prefix { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown.joined(separator: " ") == problem)
        #expect(PaneText.wrap(problem, width: 30, atMost: 2).last?.hasSuffix("…") == true)
        #expect(PaneText.wrap(problem, width: 30, atMost: 2).allSatisfy { $0.count <= 30 })
    }

    @Test func aBlankNameStillShowsTheDueProblem() async throws {
        let harness = WideHarness()
        await harness.start()
        await harness.press(.character("a"), .tab)
        await harness.type("whenever")
        await harness.press(.enter)
        let rows = Self.formRows(harness)
        let name = try #require(Self.fieldRow("Name", in: rows))
        let due = try #require(Self.fieldRow("Due", in: rows))
        #expect(rows[name + 1].contains(try #require(harness.session.formProblem).prefix(15)))
        #expect(rows[due + 1].contains("\"whenever\" is not a date I understand"))
        #expect(harness.session.activeField == .name)
    }

    @Test func at60ColumnsANameLeftShowsItsStart() async throws {
        let harness = WideHarness(size: Size(width: 60, height: 20))
        await harness.start()
        await harness.press(.character("a"))
        let name = "Write to the council about the broken streetlight on Elm Road"
        await harness.type(name)
        #expect(harness.formPane.contains { $0.hasSuffix("streetlight on Elm Road") }, "typing shows the end")
        await harness.press(.tab)
        let row = try #require(harness.formPane.first { $0.hasPrefix(" Name:") })
        #expect(row.hasPrefix(" Name: Write to the council"))
        #expect(row.hasSuffix("…"))
    }

    @Test func theEditFormsDueTakesARepeatRuleAsTheAddFormsDoes() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.end, .character("e"), .tab, .clearField)
        await harness.type("fri every 2 weeks")
        #expect(Self.text(harness.detailPane).contains("Friday 20 November 2026, every 2 weeks"))
        await harness.press(.tab)
        #expect(harness.session.activeDetailField == .notes)
        await harness.press(.enter)
        let item = try await harness.store.item(id: 3)
        #expect(item.recurrence?.pattern.canonical == "2 weeks" && item.due == Fixtures.day("2026-11-20"))
        #expect(harness.listPane.contains { $0.contains("3  Call mum ~2w") })
    }

    @Test func aRuleInTheDueFieldAndAnotherInTheRepeatFieldAreRefused() async throws {
        let harness = WideHarness()
        try await harness.startWithWeek()
        await harness.press(.end, .character("e"), .tab, .clearField)
        await harness.type("fri every 2 weeks")
        await harness.press(.tab, .tab, .tab, .tab, .clearField)
        await harness.type("month")
        await harness.press(.enter)
        #expect(harness.session.activeDetailField == .every)
        #expect(harness.session.detailFormProblem?.hasPrefix("the due date ends in the repeat rule") == true)
        #expect(try await harness.store.item(id: 3).recurrence == nil)
    }
}
