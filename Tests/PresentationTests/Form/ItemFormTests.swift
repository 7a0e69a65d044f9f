import AppCore
import Presentation
import TestSupport
import Testing

/// The one item form model, asked a field at a time (the REPL) and shown whole (the wide
/// pane): its fields and their order, and what each answer asks of the module. Today is
/// Thursday 2026-11-19; item 1, Call mum, is due tomorrow with a note.
@MainActor
@Suite struct ItemFormTests {
    let harness = DetailHarness()

    init() async throws {
        try await harness.given("Call mum", due: "2026-11-20", notes: "Ask about Sunday.")
        await harness.startList()
    }

    /// The edit form of item 1, as the Detail module shows it.
    func editForm() async throws -> ItemForm<DetailField> {
        await harness.modules.list.handle(.open(1))
        await harness.modules.detail.handle(.edit)
        return try #require(harness.detailView.forms.last)
    }

    /// The Add form, as the Add module shows it.
    func addForm(name: String? = nil) async throws -> ItemForm<AddFormField> {
        await harness.modules.list.handle(.add(name: name))
        return try #require(harness.addView.forms.last)
    }

    @Test func theEditFormHasTitleDueNoteTagsPriorityAndRepeatInThatOrderEachWithItsValue() async throws {
        let form = try await editForm()
        #expect(form.fields.map(\.id) == [.title, .due, .notes, .tags, .priority, .every])
        #expect(form.fields.map(\.label) == ["Title", "Due", "Note", "Tags", "Priority", "Repeat"])
        #expect(form.fields.map(\.prompt) == ["title", "due", "note", "tags", "priority", "repeat"])
        #expect(form.fields.map { form[$0.id] } == ["Call mum", "2026-11-20", "Ask about Sunday.", "", "none", "none"])
        #expect(form.active == .title)
    }

    @Test func theAddFormHasANameThenADueDay() async throws {
        let form = try await addForm(name: "Buy milk")
        #expect(form.fields.map(\.id) == [.name, .due])
        #expect(form.fields.map(\.label) == ["Name", "Due"])
        #expect(form[.name] == "Buy milk" && form[.due] == "")
    }

    @Test func anEmptyAnswerKeepsTheValueShownAndTheModuleChecksIt() async throws {
        var form = try await editForm()
        #expect(form.answer("") == .check(.title, "Call mum"))
        #expect(form.answer("Call dad") == .check(.title, "Call dad"))
        #expect(form[.title] == "Call dad")
        #expect(form.answer("") == .check(.title, "Call mum"), "the value shown, not the last answer")
    }

    @Test func eachAcceptedAnswerAsksTheNextFieldAndTheLastOneSavesEveryAnswer() async throws {
        var form = try await editForm()
        let detail = harness.modules.detail
        for answer in ["Call mum and dad", "", "", "+family", "high"] {
            await detail.perform(form.answer(answer))
            form.answerAccepted(try #require(harness.detailView.accepted.last))
        }
        #expect(form.active == .every)
        await detail.perform(form.answer("week"))
        let item = try await harness.store.item(id: 1)
        #expect(item.title == "Call mum and dad" && item.due == Fixtures.day("2026-11-20"))
        #expect(item.notes == "Ask about Sunday." && item.tags == ["family"] && item.priority == .high)
        #expect(item.recurrence?.pattern.canonical == "1 week")
    }

    @Test func aBlankNameAbandonsTheAddFormAndAnEmptyDueMeansToday() async throws {
        var form = try await addForm()
        #expect(form.answer("   ") == .cancel)
        #expect(form.answer("Buy milk") == .check(.name, "Buy milk"))
        form.answerAccepted(.name)
        let save = form.answer("")
        #expect(save == .save(form))
        await harness.modules.add.perform(save)
        let item = try await harness.store.item(id: 2)
        #expect(item.title == "Buy milk" && item.due == Fixtures.day("2026-11-19"))
    }

    @Test func typingInTheDueFieldAsksForItsMeaningAndLeavingAFieldChecksIt() async throws {
        var form = try await editForm()
        form.moveField(forward: true)
        #expect(form.edit { $0 = "mon" } == .change(.due, "mon"))
        #expect(form.leaveField() == .check(.due, "mon"))
        await harness.modules.detail.perform(form.edit { $0 = "mon" })
        #expect(harness.detailView.interpretations.last?.text == "Monday 23 November 2026")
    }

    @Test func leavingAnEmptyNameChecksNothing() async throws {
        var form = try await addForm()
        #expect(form.leaveField() == .none)
        _ = form.edit { $0 = "Buy milk" }
        #expect(form.leaveField() == .check(.name, "Buy milk"))
    }

    @Test func aProblemKeepsTheFormOnItsFieldUntilItIsEdited() async throws {
        var form = try await editForm()
        form.showProblem("2026-11-01 is in the past", on: .due)
        #expect(form.active == .due && form.problem == "2026-11-01 is in the past")
        form.moveField(forward: true)
        #expect(form.active == .due)
        _ = form.edit { $0 = "fri" }
        #expect(form.problem == nil)
        form.moveField(forward: true)
        #expect(form.active == .notes)
    }

    @Test func tabGoesRoundTheFieldsInARing() async throws {
        var form = try await editForm()
        form.moveField(forward: false)
        #expect(form.active == .every)
        form.moveField(forward: true)
        #expect(form.active == .title)
    }

    @Test func everyFieldHasAHintAboutItselfNotTheDueFields() async throws {
        let form = try await editForm()
        #expect(form.hint(for: .tags) == "Tags: words such as +home +work; - for none.")
        #expect(form.hint(for: .priority) == "Priority: high, medium, low or none (h, m, l).")
        #expect(form.hint(for: .title) == "Title: what to do; a +word in it becomes a tag.")
        #expect(form.hint(for: .notes) == "Note: any text, kept with the item; empty for none.")
        #expect(
            form.hint(for: .due)
                == "Due: \(DueDateExamples.hint); end with every week (month, 2w, weekday...) to repeat.")
        #expect(form.hint(for: nil) == "Due: \(DueDateExamples.hint).")
        let add = try await addForm()
        #expect(add.hint(for: .name) == "Name: what to do; a +word in it becomes a tag.")
        #expect(add.hint(for: .due).hasPrefix("Due: empty for today"))
    }

    @Test func theFormsSayHowTheyAreAskedAndWhatAnUnfinishedOneMeans() async throws {
        let edit = try await editForm()
        #expect(edit.introduction.hasPrefix("Edit item 1 (an empty answer keeps the value shown; due: "))
        #expect(edit.unfinished == "the edit was not finished, so nothing was changed")
        await harness.modules.detail.cancelEdit()
        let add = try await addForm()
        #expect(add.introduction.hasPrefix("New item (an empty name cancels; due: "))
        #expect(add.unfinished == "the add was not finished, so nothing was added")
    }

    @Test func aDueDaySaysWhatItMeansInASentence() {
        #expect(
            DueInterpretation(text: "Friday 20 November 2026", isProblem: false).sentence
                == "Due: Friday 20 November 2026")
    }
}
