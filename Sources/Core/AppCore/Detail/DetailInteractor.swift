/// The Detail module's use cases: read one item whole, and change its title, due day and
/// notes with the rules Add applies (each edit one transaction and one undo step).
public final class DetailInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock
    private let weeks: WeekCalendar

    /// Creates the use cases over a store, a clock and the week rules.
    public init(store: any TodoStore, clock: WallClock, weeks: WeekCalendar = WeekCalendar()) {
        self.store = store
        self.clock = clock
        self.weeks = weeks
    }

    /// The field rules, as they stand today.
    private var fields: ItemFieldReader { ItemFieldReader(today: clock.today(), weeks: weeks) }

    /// The item with this id. Throws ``TodoStoreError/itemsNotFound(_:)``.
    public func load(id: TodoItem.ID) async throws -> ItemDetail {
        detail(try await store.item(id: id))
    }

    /// Changes the fields `edit` gives and keeps the others. A due day moved into the past
    /// is refused; an overdue item may keep its day. A due text may end in a repeat rule,
    /// as in Add ("fri every 2 weeks"); a repeat text given too must name the same rule. `+word` tokens in a new title become
    /// tags, as in Add; removed tags are taken off after added ones are given. Throws
    /// ``AddError`` (nothing stored) or ``TodoStoreError/itemsNotFound(_:)``.
    public func edit(id: TodoItem.ID, _ edit: ItemEdit) async throws -> ItemDetail {
        if edit.isEmpty { throw AddError.nothingToChange }
        let item = try await store.item(id: id)
        let fields = self.fields  // one today for every field of the edit
        let typed = try edit.title.map { text throws(AddError) in try fields.titleAndTags(text) }
        let typedDue = try edit.dueText.map { text throws(AddError) in try fields.dueAndRule(text, keeping: item.due) }
        let typedDay = typedDue.map { $0.due } ?? item.due
        let notes = try edit.notes.map { text throws(AddError) in try fields.notes(text) } ?? item.notes
        let tags = try fields.tags(edit.tags, titleTags: typed?.tags ?? [], to: item.tags)
        let priority = try edit.priorityText.map { text throws(AddError) in try fields.priority(text) } ?? item.priority
        let (due, rule) = try self.rule(of: edit, dueRule: typedDue?.rule, item: item, due: typedDay, fields: fields)
        // A due text names the time too: one without a time takes it away.
        let time = edit.dueText.map { fields.time(ofDue: $0) } ?? item.dueTime
        let start =
            try edit.startText.map { text throws(AddError) in
                try StartDay.read(text, today: fields.today, weeks: weeks)
            } ?? item.start
        let edited = try await store.edit(
            id: id,
            to: ItemFields(
                title: typed?.title ?? item.title, due: due, notes: notes, tags: tags,
                priority: priority, recurrence: rule, dueTime: time, start: start))
        return detail(edited)
    }

    /// The due day and rule an item has after `edit`, from the day its due text names
    /// (`due`): the rule its due text ends in ("fri every 2 weeks"), else the one its repeat
    /// text names (a rule on a day's place in the month moving a due day the edit leaves as
    /// it was to the rule's first day on or after it), else the item's own (moved with its
    /// due day). A due text's rule and a repeat text that names another are refused.
    private func rule(
        of edit: ItemEdit, dueRule: Recurrence?, item: TodoItem, due: CalendarDay?, fields: ItemFieldReader
    ) throws(AddError) -> (due: CalendarDay?, rule: Recurrence?) {
        let given = try edit.everyText.map { text throws(AddError) in
            try fields.rule(text, due: due, dueGiven: due != item.due)
        }
        if let dueRule {
            if let everyText = edit.everyText, given?.rule?.rule != dueRule.rule {
                throw .ruleGivenTwice(inDue: dueRule.canonical, given: everyText)
            }
            return (due, dueRule)
        }
        if let given { return given }
        return (due, try fields.keptRule(item.recurrence, from: item.due, to: due))
    }

    /// Completes the item and returns it as it now is, with what the completion did (the
    /// next occurrence its rule added, or the end of its series). An item done already is
    /// refused (``TodoStoreError/alreadyCompleted(_:)``), as reopening an open item is.
    public func complete(id: TodoItem.ID) async throws -> (item: ItemDetail, summary: CompletionSummary) {
        try await store.refusingCompleted([id])
        let (now, today) = (clock.nowInWholeSeconds(), clock.today())
        let done = try await store.complete(ids: [id], at: now, today: today)
        guard let item = done.items.first else { throw TodoStoreError.itemsNotFound([id]) }
        return (detail(item), CompletionSummary(done, completedAt: now, today: today))
    }

    /// The rule a repeat field's text names for an item due on `due`, or why it cannot be.
    public func checkRule(_ text: String, due: CalendarDay?) throws(AddError) -> Recurrence? {
        try fields.rule(text, due: due, dueGiven: false).rule
    }

    /// Makes the completed item open again and returns it as it now is.
    public func reopen(id: TodoItem.ID) async throws -> ItemDetail {
        detail(try await store.reopen(id: id))
    }

    /// Deletes the item (undo brings it back); a recurring one's next occurrence is added.
    public func delete(id: TodoItem.ID) async throws -> CompletionSummary {
        CompletionSummary(try await store.delete(ids: [id], at: clock.nowInWholeSeconds(), today: clock.today()))
    }

    /// The due day `text` would mean for this item (`nil`: someday), or why it cannot be:
    /// the live explanation of an edit's due field.
    public func interpretDue(_ text: String, keeping current: CalendarDay?) throws(AddError) -> CalendarDay? {
        try fields.due(text, keeping: current)
    }

    /// The due day and repeat rule `text` would mean for this item (a due text may end in a
    /// rule, as on the Add form: "fri every 2 weeks"), or why it cannot: the live
    /// explanation of an edit's due field.
    public func interpretDueAndRule(_ text: String, keeping current: CalendarDay?) throws(AddError) -> (
        due: CalendarDay?, rule: Recurrence?
    ) {
        try fields.dueAndRule(text, keeping: current)
    }

    /// The time of day an edit's due field gives ("mon 14:30": 14:30; a due text without
    /// one takes the item's time away), for its live explanation; `nil` for none.
    public func interpretDueTime(_ text: String) -> TimeOfDay? {
        fields.time(ofDue: text)
    }

    /// The start day a start field's text names (`nil`: none), or why it cannot be.
    public func checkStart(_ text: String) throws(AddError) -> CalendarDay? {
        try StartDay.read(text, today: clock.today(), weeks: weeks)
    }

    /// The notes as they would be stored, or why they cannot be.
    public func checkNotes(_ text: String) throws(AddError) -> String {
        try fields.notes(text)
    }

    /// The tags a tags field's text names, or why it cannot (checked as soon as it is typed).
    public func checkTags(_ text: String) throws(AddError) -> [String] {
        try fields.tagList(text)
    }

    /// The priority a priority field's text names, or why it cannot.
    public func checkPriority(_ text: String) throws(AddError) -> Priority? {
        try fields.priority(text)
    }

    /// The title as it would be stored (its `+word` tags taken out), or why it cannot be
    /// (checked as soon as it is typed).
    public func checkTitle(_ title: String) throws(AddError) -> String {
        try fields.titleAndTags(title).title
    }

    /// Today, by the injected clock.
    public func today() -> CalendarDay { clock.today() }

    private func detail(_ item: TodoItem) -> ItemDetail {
        let today = clock.today()
        return ItemDetail(
            id: item.id, title: item.title, due: item.due, relation: weeks.relation(of: item.due, today: today),
            created: item.created, completed: item.completed, notes: item.notes, today: today,
            timeZone: clock.timeZone, tags: item.tags, priority: item.priority, recurrence: item.recurrence,
            dueTime: item.dueTime, start: item.start)
    }
}
