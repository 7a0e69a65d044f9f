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

    /// The title as it would be stored, or why it cannot be (checked as soon as it is
    /// typed, before the due date is asked).
    public func checkTitle(_ title: String) throws(AddError) -> String {
        try fields.title(title)
    }

    /// Saves a new item titled `title`, due on the day `dueText` names (today when empty,
    /// none for `someday`).
    ///
    /// Throws ``AddError`` for a blank or over-long title or an unreadable or past due
    /// date, and then stores nothing.
    public func save(title: String, dueText: String) async throws -> ItemSummary {
        let checkedTitle = try checkTitle(title)
        let due = try interpretDue(dueText)
        let item = NewTodoItem(title: checkedTitle, due: due, created: clock.nowInWholeSeconds())
        return ItemSummary(try await store.add(item))
    }

    /// Saves a new item due on `due` (today when `nil`).
    public func save(title: String, due: CalendarDay?) async throws -> ItemSummary {
        try await save(title: title, dueText: due?.iso ?? "")
    }
}
