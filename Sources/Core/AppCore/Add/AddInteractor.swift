/// The Add module's use case: read a due date and save a new item.
public final class AddInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock
    private let weeks: WeekCalendar

    /// Creates the use case over a store, a clock and the week rules (for `eow`).
    public init(store: any TodoStore, clock: WallClock, weeks: WeekCalendar = WeekCalendar()) {
        self.store = store
        self.clock = clock
        self.weeks = weeks
    }

    private var fields: ItemFieldReader { ItemFieldReader(today: clock.today(), weeks: weeks) }

    /// Today, by the injected clock.
    public func today() -> CalendarDay { clock.today() }

    /// The day a user's due-date text names, checked against today: it must not be in
    /// the past. Empty text means today; `someday` means no due day (`nil`).
    public func interpretDue(_ text: String) throws(AddError) -> CalendarDay? {
        try fields.due(text)
    }

    /// The day and repeat rule an Add form's due field names: a due date, optionally
    /// followed by `every` and a rule ("1 dec every month"; "every weekday" starts today).
    public func interpretDueAndRule(_ text: String) throws(AddError) -> (due: CalendarDay?, rule: Recurrence?) {
        try fields.dueAndRule(text)
    }

    /// The time of day an Add form's due field gives before any rule ("fri 9am every week":
    /// 09:00), for its live explanation; `nil` for none, and for text it cannot read.
    public func interpretDueTime(_ text: String) -> TimeOfDay? {
        fields.time(ofDue: text)
    }

    /// The title as it would be stored (its `+word` tags taken out), or why it cannot be
    /// (checked as soon as it is typed, before the due date is asked).
    public func checkTitle(_ title: String) throws(AddError) -> String {
        try fields.titleAndTags(title).title
    }

    /// The start day a start field's text names (`nil`: none), or why it cannot be
    /// (checked as soon as it is typed).
    public func checkStart(_ text: String) throws(AddError) -> CalendarDay? {
        try StartDay.read(text, today: clock.today(), weeks: weeks)
    }

    /// The rule a repeat field's text names for an item due on `due` (`nil`: none), or why
    /// it cannot be (checked as soon as it is typed).
    public func checkRule(_ text: String, due: CalendarDay?) throws(AddError) -> Recurrence? {
        try fields.rule(text, due: due, dueGiven: false).rule
    }

    /// Saves a new item titled `title`, due on the day `dueText` names (today when empty,
    /// none for `someday`), at the time of day it gives (`fri 9am`; none without one), with
    /// `tags` and the `+word` tags of the title, the priority `priorityText` names (`high`,
    /// `m`, `none`...; `nil` or empty: none), the repeat rule `everyText` names (`none` or
    /// empty: none; `nil`: the rule the due text may end in, ``interpretDueAndRule(_:)``),
    /// `notes` (``NotesRules``; "" for none), and the start day `startText` names
    /// (``StartDay``: hidden until that day; empty or `none`: none). A plain monthly rule from the last day of a
    /// month becomes the last day of every month; a rule on a day's place in the month without a
    /// due text starts on its first day from today (``ItemFieldReader/series(_:due:dueGiven:)``).
    ///
    /// Throws ``AddError`` for a blank or over-long title, an unreadable or past due
    /// date, a tag that breaks the ``TagRules``, an unreadable priority or an unreadable
    /// rule (or one without a due day), and then stores nothing.
    public func save(
        title: String, dueText: String, tags: [String] = [], priorityText: String? = nil, everyText: String? = nil,
        notes: String = "", startText: String = ""
    ) async throws -> ItemSummary {
        let reader = fields
        let start = try StartDay.read(startText, today: reader.today, weeks: weeks)
        let notes = try reader.notes(notes)
        let typed = try reader.titleAndTags(title)
        let priority = try priorityText.map { text throws(AddError) in try reader.priority(text) } ?? nil
        let due: CalendarDay?
        let rule: Recurrence?
        if let everyText {
            let dueGiven = !dueText.allSatisfy(\.isWhitespace)
            (due, rule) = try reader.rule(everyText, due: try reader.due(dueText), dueGiven: dueGiven)
        } else {
            (due, rule) = try reader.dueAndRule(dueText)
        }
        let allTags = try reader.tags(typed.tags + tags)
        let item = NewTodoItem(
            title: typed.title, due: due, created: clock.nowInWholeSeconds(), notes: notes, tags: allTags,
            priority: priority, recurrence: rule, dueTime: reader.time(ofDue: dueText), start: start)
        return ItemSummary(try await store.add(item))
    }

    /// Saves a new item due on `due` (today when `nil`).
    public func save(
        title: String, due: CalendarDay?, tags: [String] = [], priority: Priority? = nil
    ) async throws -> ItemSummary {
        try await save(title: title, dueText: due?.iso ?? "", tags: tags, priorityText: priority?.name)
    }
}
