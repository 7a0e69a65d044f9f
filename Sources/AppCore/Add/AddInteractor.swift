/// The Add module's use case: read a due date and save a new item.
public final class AddInteractor: Sendable {
    private let store: any TodoStore
    private let clock: WallClock

    /// Creates the use case over a store and a clock.
    public init(store: any TodoStore, clock: WallClock) {
        self.store = store
        self.clock = clock
    }

    /// Today, by the injected clock.
    public func today() -> CalendarDay { clock.today() }

    /// The day a user's due-date text names, checked against today: it must not be in
    /// the past. Empty text means today.
    public func interpretDue(_ text: String) throws(AddError) -> CalendarDay {
        let today = clock.today()
        let due: CalendarDay
        do { due = try DueDateParser(today: today).parse(text) } catch { throw .unreadableDue(error) }
        guard due >= today else { throw .dueInPast(due: due, today: today) }
        return due
    }

    /// The title as it would be stored, or why it cannot be (checked as soon as it is
    /// typed, before the due date is asked).
    public func checkTitle(_ title: String) throws(AddError) -> String {
        do { return try TitleRules.checked(title) } catch { throw .invalidTitle(error) }
    }

    /// Saves a new item titled `title`, due on the day `dueText` names (today when empty).
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
