import Foundation

/// What a sync compares and merges of an item, field by field: what todo keeps of a task.
struct SyncFields: Hashable, Sendable {
    var title: String
    var due: CalendarDay?
    /// The time of day on the due day (merged with it, as one field: ``SyncField/due``).
    var dueTime: TimeOfDay?
    /// The start day (hidden until), iCalendar's DTSTART.
    var start: CalendarDay?
    var notes: String
    var tags: [String]
    var priority: Priority?
    var recurrence: Recurrence?
    /// When it was completed (compared by whether it is, see ``isDone``).
    var completed: Date?

    /// Whether it is done.
    var isDone: Bool { completed != nil }

    init(_ item: TodoItem) {
        title = item.title
        due = item.due
        dueTime = item.dueTime
        start = item.start
        notes = item.notes
        tags = TagRules.normalized(item.tags)
        priority = item.priority
        recurrence = item.recurrence
        completed = item.completed
    }

    init(_ item: ImportedTodoItem) {
        title = item.title
        due = item.due
        dueTime = item.dueTime
        start = item.start
        notes = item.notes
        tags = TagRules.normalized(item.tags)
        priority = item.priority
        recurrence = item.recurrence
        completed = item.completed
    }

    /// The fields that differ from `other` (completion compared by whether it is done).
    func differences(from other: SyncFields) -> Set<SyncField> {
        var fields = Set<SyncField>()
        if title != other.title { fields.insert(.title) }
        if due != other.due || dueTime != other.dueTime { fields.insert(.due) }
        if start != other.start { fields.insert(.start) }
        if notes != other.notes { fields.insert(.notes) }
        if tags != other.tags { fields.insert(.tags) }
        if priority != other.priority { fields.insert(.priority) }
        if recurrence != other.recurrence { fields.insert(.recurrence) }
        if isDone != other.isDone { fields.insert(.completion) }
        return fields
    }

    /// `self` with `field` taken from `other`.
    func taking(_ field: SyncField, from other: SyncFields) -> SyncFields {
        var result = self
        switch field {
        case .title: result.title = other.title
        case .due:
            result.due = other.due
            result.dueTime = other.dueTime
        case .start: result.start = other.start
        case .notes: result.notes = other.notes
        case .tags: result.tags = other.tags
        case .priority: result.priority = other.priority
        case .recurrence: result.recurrence = other.recurrence
        case .completion: result.completed = other.completed
        }
        return result
    }

    /// The three-way merge of `local` and `remote` over `base`: a field changed on one side
    /// takes that side's value; a field changed on both sides to different values is a
    /// conflict, which the later change wins (``LaterChange``): the local version when
    /// `localIsLater`, else the server's (the local one stays in the undo step).
    static func merge(base: SyncFields, local: SyncFields, remote: SyncFields, localIsLater: Bool = false)
        -> (SyncFields, conflicts: Int)
    {
        var merged = local
        let conflicting = conflicts(base: base, local: local, remote: remote)
        for field in remote.differences(from: base) where !(localIsLater && conflicting.contains(field)) {
            merged = merged.taking(field, from: remote)
        }
        return (merged, conflicting.count)
    }

    /// The fields changed on both sides, to different values.
    static func conflicts(base: SyncFields, local: SyncFields, remote: SyncFields) -> Set<SyncField> {
        local.differences(from: base).intersection(remote.differences(from: base))
            .intersection(local.differences(from: remote))
    }

    /// `item` with these fields.
    func applied(to item: TodoItem) -> TodoItem {
        TodoItem(
            id: item.id, title: title, due: due, created: item.created, completed: completed, notes: notes,
            tags: tags, priority: priority, recurrence: recurrence, source: item.source, dueTime: dueTime,
            start: start)
    }
}

/// One field a sync merges.
enum SyncField: Hashable, Sendable, CaseIterable {
    case title, due, start, notes, tags, priority, recurrence, completion
}
