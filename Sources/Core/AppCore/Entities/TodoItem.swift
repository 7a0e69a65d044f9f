import Foundation

/// A thing to do: the entity every store keeps.
///
/// Equality compares every field (the reference compared the wrong ones).
public struct TodoItem: Hashable, Sendable, Identifiable {
    /// A short integer that identifies the item for good: stable, never reused.
    public typealias ID = Int64

    /// The highest id an item may have (2^53 - 1, the largest whole number every JSON reader
    /// keeps exact), on every store: an import that gives a higher one is refused, and a
    /// list that has given this one out gives no more
    /// (``TodoStoreError/noItemNumberLeft``), so that whatever an export holds, an import
    /// reads back.
    public static let highestID: ID = 9_007_199_254_740_991

    /// The item's stable id.
    public let id: ID
    /// What to do, as the user wrote it.
    public let title: String
    /// The calendar day the item is due, or `nil` for "someday" (no due date).
    public let due: CalendarDay?
    /// The time of day it is due on its due day, on the user's wall clock (floating: no
    /// time zone), or `nil` for none (any time that day).
    public let dueTime: TimeOfDay?
    /// The day the item starts (hidden until): before it, the upcoming list leaves the item
    /// out; `nil` for none (shown from the day it is added).
    public let start: CalendarDay?
    /// When the item was added (whole seconds).
    public let created: Date
    /// When the item was completed, or `nil` while it is open.
    public let completed: Date?
    /// Free text about the item, line breaks allowed ("" for none).
    public let notes: String
    /// The item's tags, each once, sorted (``TagRules``).
    public let tags: [String]
    /// How urgent it is, or `nil` for no priority.
    public let priority: Priority?
    /// The rule by which it comes back when completed, or `nil` for none.
    public let recurrence: Recurrence?
    /// Where an imported item came from (`taskwarrior:UUID`, `ical:UID`), or `nil`. Read
    /// with the whole item, not by list reads.
    public let source: String?

    /// The longest note accepted, in Unicode scalars.
    public static let maximumNotesLength = 10_000

    /// Creates an item with every field given.
    public init(
        id: ID, title: String, due: CalendarDay?, created: Date, completed: Date?, notes: String = "",
        tags: [String] = [], priority: Priority? = nil, recurrence: Recurrence? = nil, source: String? = nil,
        dueTime: TimeOfDay? = nil, start: CalendarDay? = nil
    ) {
        self.dueTime = due == nil ? nil : dueTime
        self.start = start
        self.source = source
        self.recurrence = recurrence
        self.id = id
        self.title = title
        self.due = due
        self.created = created
        self.completed = completed
        self.notes = notes
        self.tags = tags
        self.priority = priority
    }

    /// Whether the item has been completed.
    public var isCompleted: Bool { completed != nil }

    /// The same item with another completion time (`nil`: open).
    public func with(completed: Date?) -> TodoItem {
        TodoItem(
            id: id, title: title, due: due, created: created, completed: completed, notes: notes, tags: tags,
            priority: priority, recurrence: recurrence, source: source, dueTime: dueTime, start: start)
    }

    /// The same item with another title, due day and notes.
    public func with(title: String, due: CalendarDay?, notes: String) -> TodoItem {
        with(
            fields: ItemFields(
                title: title, due: due, notes: notes, tags: tags, priority: priority, recurrence: recurrence,
                dueTime: dueTime, start: start))
    }

    /// The same item with the fields an edit gives.
    public func with(fields: ItemFields) -> TodoItem {
        TodoItem(
            id: id, title: fields.title, due: fields.due, created: created, completed: completed, notes: fields.notes,
            tags: fields.tags, priority: fields.priority, recurrence: fields.recurrence, source: source,
            dueTime: fields.dueTime, start: fields.start)
    }

    /// What an edit can change of this item.
    public var fields: ItemFields {
        ItemFields(
            title: title, due: due, notes: notes, tags: tags, priority: priority, recurrence: recurrence,
            dueTime: dueTime, start: start)
    }

    /// The next occurrence of a recurring item completed when today is `today`: the same
    /// title, notes, tags, priority, rule and time of day, due on the rule's next day (its start day
    /// as many days before it as this item's was before its due day), with one time
    /// fewer left for a series of a number of times (``Recurrence``); `nil` for an item
    /// without a rule or a due day, a series that has ended, or past the last day kept.
    public func nextOccurrence(today: CalendarDay, created: Date) -> NewTodoItem? {
        guard let recurrence, let due, let next = recurrence.nextOccurrence(after: due, notBefore: today) else {
            return nil
        }
        return NewTodoItem(
            title: title, due: next.due, created: created, notes: notes, tags: tags, priority: priority,
            recurrence: next.recurrence, dueTime: dueTime, start: StartDay.keepingLead(of: self, dueOn: next.due))
    }

    /// Whether completing this item, when today is `today`, ends its series: it repeats,
    /// and its rule has no occurrence after it (its end day passed, its times used up).
    public func endsSeries(today: CalendarDay) -> Bool {
        guard let recurrence, let due else { return false }
        return !recurrence.continues(after: due, notBefore: today)
    }

    /// `ids` without repeats, in the order each first appears (`done 3 3` completes 3 once).
    ///
    /// Found by sorting, not with a `Set`: the first set of a key type costs the Swift
    /// runtime a scan of every conformance, a twentieth of a one-shot `done`
    /// (Docs/Performance.md).
    public static func distinct(_ ids: [ID]) -> [ID] {
        let order = ids.indices.sorted { (ids[$0], $0) < (ids[$1], $1) }
        var first = [Bool](repeating: false, count: ids.count)
        for rank in order.indices where rank == 0 || ids[order[rank - 1]] != ids[order[rank]] {
            first[order[rank]] = true
        }
        return ids.indices.filter { first[$0] }.map { ids[$0] }
    }
}
