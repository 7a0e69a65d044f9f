import AppCore
import Foundation

/// Every sentence and label the Detail module shows: written once, for every front.
enum DetailWording {
    /// Said when the list has no item to show.
    static let noItem = "No item selected."
    /// Said in place of notes when there are none.
    static let noNotes = "No notes."
    /// Said when an edit is abandoned.
    static let notChanged = "Not changed."
    /// The hint of a form whose empty answers keep what is there.
    static let emptyKeeps = "an empty answer keeps the value shown"

    /// What a tags field takes.
    static let tagsHint = "words such as +home +work; - for none"
    /// What a priority field takes.
    static let priorityHint = "high, medium, low or none (h, m, l)"
    /// What a repeat field takes.
    static let everyHint =
        "day, week, month, year, 2 weeks (2w, 3d, 6m, 1y), weekday, mon,thu, month on the last day, "
        + "month on the first tue (second, third, fourth, last) or none; end: until 2027-06-30, 10 times"

    /// "Item 3".
    static func heading(_ id: Int64) -> String { "Item \(id)" }

    /// "Edit item 3".
    static func editHeading(_ id: Int64) -> String { "Edit item \(id)" }

    /// "Changed 3: Call mum and dad, due Monday 23 November 2026" (and a repeating item's rule).
    static func changed(_ item: ItemSummary) -> String {
        "Changed \(item.id): \(item.title), \(RecurrenceText.due(item))"
    }

    /// "Nothing changed: 3 Call mum already has those values."
    static func unchanged(_ item: ItemSummary) -> String {
        "Nothing changed: \(item.id) \(item.title) already has those values."
    }

    /// The item, worded.
    static func displayData(for item: ItemDetail) -> DetailDisplayData {
        var lines = [
            DetailLine(label: "Due", value: due(item), isAlert: item.completed == nil && item.relation == .overdue)
        ]
        if let priority = item.priority { lines.append(DetailLine(label: "Priority", value: priority.name)) }
        if !item.tags.isEmpty { lines.append(DetailLine(label: "Tags", value: ListWording.tags(item.tags))) }
        if let rule = item.recurrence, let due = item.due {
            lines.append(DetailLine(label: "Repeats", value: RecurrenceText.rule(rule, due: due)))
        }
        if let start = item.start { lines.append(DetailLine(label: "Starts", value: starts(start, item: item))) }
        lines.append(DetailLine(label: "Added", value: time(item.created, in: item.timeZone)))
        if let completed = item.completed {
            lines.append(DetailLine(label: "Done", value: time(completed, in: item.timeZone)))
        }
        return DetailDisplayData(
            id: item.id, heading: heading(item.id), title: item.title, lines: lines, notes: item.notes,
            notesLabel: "Notes", noNotes: noNotes, isCompleted: item.completed != nil,
            record: DetailRecord(
                id: item.id, title: item.title, due: item.due?.iso, created: Timestamp.format(item.created),
                completed: item.completed.map(Timestamp.format), notes: item.notes, tags: item.tags,
                priority: item.priority?.name, every: item.recurrence?.canonical, start: item.start?.iso))
    }

    /// Said when input ends before an edit is finished.
    static let unfinished = "the edit was not finished, so nothing was changed"

    /// The edit form of the item: title, due date, notes, tags, priority and repeat rule,
    /// each holding its current value, which an empty answer keeps.
    static func editForm(for item: ItemDetail, dueInterpretation: DueInterpretation, askingStart: Bool = false)
        -> ItemForm<DetailField>
    {
        let heading = editHeading(item.id)
        let dueHint = DueDateExamples.hint
        let start =
            askingStart ? [FormWording.startField(DetailField.start, text: startText(item.start), keeping: true)] : []
        return ItemForm(
            heading: heading,
            fields: [
                ItemFormField(
                    .title, label: "Title", prompt: "title", kind: .title, text: item.title,
                    hint: FormWording.hint("Title", takes: FormWording.titleTakes), emptyAnswer: .keepsText),
                ItemFormField(
                    .due, label: "Due", prompt: "due", kind: .day, text: dueText(item.due, at: item.dueTime),
                    hint: FormWording.hint("Due", takes: dueHint + "; " + FormWording.repeatEnding),
                    emptyAnswer: .keepsText),
                ItemFormField(
                    .notes, label: "Note", prompt: "note", kind: .note, text: item.notes,
                    hint: FormWording.hint("Note", takes: FormWording.noteTakes), emptyAnswer: .keepsText),
                ItemFormField(
                    .tags, label: "Tags", prompt: "tags", kind: .tags, text: ListWording.tags(item.tags),
                    hint: FormWording.hint("Tags", takes: tagsHint), emptyAnswer: .keepsText),
                ItemFormField(
                    .priority, label: "Priority", prompt: "priority", kind: .priority,
                    text: item.priority?.name ?? "none", hint: FormWording.hint("Priority", takes: priorityHint),
                    emptyAnswer: .keepsText),
                ItemFormField(
                    .every, label: "Repeat", prompt: "repeat", kind: .repeatRule,
                    text: item.recurrence?.canonical ?? "none",
                    hint: FormWording.hint("Repeat", takes: everyHint),
                    emptyAnswer: .keepsText),
            ] + start,
            introduction:
                "\(heading) (\(emptyKeeps); due: \(dueHint); tags: \(tagsHint); priority: \(priorityHint); "
                + "repeat: \(everyHint))",
            hint: FormWording.hint("Due", takes: dueHint), unfinished: unfinished, interpretation: dueInterpretation)
    }

    /// The start field's text: the day (`2026-11-30`), or `none`.
    static func startText(_ day: CalendarDay?) -> String {
        day?.iso ?? "none"
    }

    /// "Monday 30 November 2026 (hidden until then)", "Monday 16 November 2026" once it has
    /// come (a completed item's day alone).
    static func starts(_ day: CalendarDay, item: ItemDetail) -> String {
        item.completed == nil && day > item.today ? DayText.long(day) + " (hidden until then)" : DayText.long(day)
    }

    /// The due field's text for a day: `2026-11-20`, `2026-11-20 09:00` with a time of day,
    /// or `someday` for none.
    static func dueText(_ day: CalendarDay?, at time: TimeOfDay? = nil) -> String {
        guard let day else { return "someday" }
        return day.iso + (time.map { " \($0.text)" } ?? "")
    }

    /// "Friday 20 November 2026 (tomorrow)", "Monday 16 November 2026 (3 days late)", "none
    /// (someday)"; a completed item's day without where it stands.
    static func due(_ item: ItemDetail) -> String {
        guard let day = item.due else { return "none (someday)" }
        let long = DayText.long(day) + (item.dueTime.map { " at \($0.text)" } ?? "")
        if item.completed != nil { return long }
        let days = item.today.days(until: day)
        return switch days {
        case 0: "\(long) (today)"
        case 1: "\(long) (tomorrow)"
        case 2...: "\(long) (in \(days) days)"
        default: "\(long) (\(DayText.late(day, today: item.today)))"
        }
    }

    /// "Thursday 19 November 2026, 09:30", in the clock's time zone.
    static func time(_ date: Date, in zone: TimeZone) -> String {
        let day = CalendarDay(containing: date, in: zone)
        let seconds = Int(date.timeIntervalSince(day.start(in: zone)).rounded(.down))
        let hours = seconds / 3600
        let minutes = seconds / 60 % 60
        return "\(DayText.long(day)), \(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
    }
}
