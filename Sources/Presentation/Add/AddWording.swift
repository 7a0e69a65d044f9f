import AppCore

/// Every sentence the Add module says: written once, for every front.
enum AddWording {
    /// The form's heading.
    static let heading = "New item"

    /// What the Add form's due field takes: the due forms, and how to make the item repeat.
    static let dueHint = DueDateExamples.emptyMeansToday + "; " + FormWording.repeatEnding

    /// What the Add form's note field takes.
    static let noteHint = "note: optional, an empty answer skips it"

    /// Said when input ends before the add is finished.
    static let unfinished = "the add was not finished, so nothing was added"

    /// The Add form: a name (`name` to start with), then a due date, which `interpretation`
    /// explains while it is empty.
    static func form(
        name: String, interpretation: DueInterpretation, askingNote: Bool = false, askingStart: Bool = false
    ) -> ItemForm<AddFormField> {
        var fields = [
            ItemFormField(
                AddFormField.name, label: "Name", prompt: "name", kind: .title, text: name,
                hint: FormWording.hint("Name", takes: FormWording.titleTakes), emptyAnswer: .cancels),
            ItemFormField(
                .due, label: "Due", prompt: "due", kind: .day, text: "",
                hint: FormWording.hint("Due", takes: dueHint),
                emptyAnswer: .isAnswer),
        ]
        if askingStart { fields.append(FormWording.startField(AddFormField.start, text: "")) }
        if askingNote {
            fields.append(
                ItemFormField(
                    .note, label: "Note", prompt: "note", kind: .note, text: "",
                    hint: FormWording.hint("Note", takes: noteHint), emptyAnswer: .isAnswer))
        }
        return ItemForm(
            heading: heading,
            fields: fields,
            introduction: "\(heading) (an empty name cancels; due: \(dueHint)\(askingNote ? "; " + noteHint : ""))",
            hint: FormWording.hint("Due", takes: dueHint), unfinished: unfinished, interpretation: interpretation)
    }

    /// "Added 7: Buy milk, due Friday 20 November 2026", and the rule of a repeating item:
    /// "Added 8: Pay rent, due Tuesday 1 December 2026, every month on the 1st".
    static func saved(_ item: ItemSummary) -> String {
        "Added \(item.id): \(item.title), \(RecurrenceText.due(item))"
    }

    /// How the due field's text reads: "today, Thursday 19 November 2026", "Friday 20
    /// November 2026", "Friday 4 December 2026 at 09:00" (with the time it gives, in the
    /// words of the messages), or "someday: no due day".
    static func interpretation(of day: CalendarDay?, today: CalendarDay, at time: TimeOfDay? = nil) -> String {
        guard let day else { return "someday: no due day" }
        return (day == today ? "today, " : "") + DayText.long(day, at: time)
    }

    /// The interpretation of a due field that `read` reads: the day it names, or why it
    /// names none. Shared by the Add form and the Detail module's edit form.
    static func interpretation(
        today: CalendarDay, _ read: () throws(AddError) -> CalendarDay?
    ) -> DueInterpretation {
        interpretation(today: today) { () throws(AddError) in (try read(), nil) }
    }

    /// The interpretation of an Add form's due field, which may end in a repeat rule:
    /// "Tuesday 1 December 2026, every month on the 1st"; `time` is the time of day the
    /// text gives, if any: "Friday 20 November 2026 at 09:30, every weekday …".
    static func interpretation(
        today: CalendarDay, time: TimeOfDay? = nil,
        _ read: () throws(AddError) -> (due: CalendarDay?, rule: Recurrence?)
    ) -> DueInterpretation {
        do {
            let (due, rule) = try read()
            let day = interpretation(of: due, today: today, at: time)
            guard let rule, let due else { return DueInterpretation(text: day, isProblem: false) }
            return DueInterpretation(text: day + ", " + RecurrenceText.rule(rule, due: due), isProblem: false)
        } catch {
            return DueInterpretation(text: error.description, isProblem: true)
        }
    }

    /// Said when the form is abandoned.
    static let cancelled = "Not added."
}
