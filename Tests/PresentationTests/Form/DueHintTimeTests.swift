import AppCore
import Presentation
import TestSupport
import Testing

/// The forms' Due hint says the time of day a due text gives, in the words of the messages
/// ("Friday 20 November 2026 at 09:00"), on the Add form and on the edit form alike. Today
/// is Thursday 2026-11-19.
@MainActor
@Suite struct DueHintTimeTests {
    @Test func theAddFormsHintSaysTheTimeTyped() async {
        let harness = ModuleHarness()
        await harness.modules.list.handle(.add(name: nil))
        harness.modules.add.dueTextChanged("fri 9am")
        harness.modules.add.dueTextChanged("today 18:00")
        harness.modules.add.dueTextChanged("fri 9:30 every weekday")
        harness.modules.add.dueTextChanged("fri")
        #expect(
            harness.addView.interpretations.map(\.text) == [
                "Friday 20 November 2026 at 09:00",
                "today, Thursday 19 November 2026 at 18:00",
                "Friday 20 November 2026 at 09:30, every weekday (Monday to Friday)",
                "Friday 20 November 2026",
            ])
    }

    @Test func theEditFormsHintSaysTheTimeOfTheItemAndOfWhatIsTyped() async throws {
        let harness = DetailHarness()
        let day = Fixtures.day("2026-12-04")
        _ = try await harness.store.add(
            NewTodoItem(title: "Dentist", due: day, created: harness.now, dueTime: TimeOfDay(hour: 9, minute: 0)))
        await harness.startList()
        await harness.modules.list.handle(.edit(1))
        let form = try #require(harness.detailView.forms.first)
        #expect(form[.due] == "2026-12-04 09:00")
        #expect(form.interpretation == DueInterpretation(text: "Friday 4 December 2026 at 09:00", isProblem: false))
        harness.modules.detail.fieldChanged(.due, text: "mon 14:30")
        harness.modules.detail.fieldChanged(.due, text: "mon")
        #expect(
            harness.detailView.interpretations.map(\.text) == [
                "Monday 23 November 2026 at 14:30", "Monday 23 November 2026",
            ])
    }
}
