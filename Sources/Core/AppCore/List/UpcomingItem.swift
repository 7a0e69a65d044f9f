/// The List use case's result for one open item: the item's parts and where its due
/// day stands relative to today.
public struct UpcomingItem: Hashable, Sendable {
    /// The item's stable id.
    public let id: TodoItem.ID
    /// The item's title.
    public let title: String
    /// The day it is due, or `nil` for someday.
    public let due: CalendarDay?
    /// The time of day it is due, or `nil` for none.
    public let dueTime: TimeOfDay?
    /// Whether it is due today at a time of day that has passed (its minute is over).
    public let hasPassed: Bool
    /// Its section.
    public let relation: DateRelation
    /// Where it stands in list order, to read the items next to it.
    public let position: ListPosition
    /// Its tags, sorted.
    public let tags: [String]
    /// Its priority, or `nil` for none.
    public let priority: Priority?
    /// Its repeat rule, or `nil` for none.
    public let recurrence: Recurrence?
    /// The day it starts when that is after today (the upcoming list leaves it out until
    /// then; a list of every item shows it with this day), else `nil`.
    public let hiddenUntil: CalendarDay?

    /// Creates an upcoming item.
    public init(
        id: TodoItem.ID, title: String, due: CalendarDay?, relation: DateRelation, position: ListPosition,
        tags: [String] = [], priority: Priority? = nil,
        recurrence: Recurrence? = nil, dueTime: TimeOfDay? = nil, hasPassed: Bool = false,
        hiddenUntil: CalendarDay? = nil
    ) {
        self.hiddenUntil = hiddenUntil
        self.dueTime = dueTime
        self.hasPassed = hasPassed
        self.recurrence = recurrence
        self.id = id
        self.title = title
        self.due = due
        self.relation = relation
        self.position = position
        self.tags = tags
        self.priority = priority
    }

    /// The upcoming item of a stored item in a known section, `today` and `now` the day and
    /// time of day the list is read at.
    init(_ item: TodoItem, relation: DateRelation, today: CalendarDay, now: TimeOfDay) {
        self.init(
            id: item.id, title: item.title, due: item.due, relation: relation, position: ListPosition(of: item),
            tags: item.tags, priority: item.priority, recurrence: item.recurrence, dueTime: item.dueTime,
            hasPassed: relation == .today && item.dueTime.map { $0 < now } ?? false,
            hiddenUntil: item.start.flatMap { $0 > today ? $0 : nil })
    }
}
