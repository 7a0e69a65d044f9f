/// What an edit changes: each field given is typed text, each left `nil` stays as it is.
/// AppCore reads every field (``DetailInteractor/edit(id:_:)``); no front parses one.
public struct ItemEdit: Hashable, Sendable {
    /// A new title.
    public var title: String?
    /// A new due date, as typed (`someday` for none).
    public var dueText: String?
    /// New notes (empty to remove them).
    public var notes: String?
    /// How the tags change (`nil`: they stay). A new title's `+word` tags are given too.
    public var tags: TagEdit?
    /// A new priority as typed (`high`, `m`, `none`; empty for none).
    public var priorityText: String?
    /// A new repeat rule as typed (``RecurrencePattern`` forms; `none` or empty removes it).
    public var everyText: String?
    /// A new start day as typed (``StartDay/read(_:today:weeks:)``; `none` or empty removes it).
    public var startText: String?

    /// Creates an edit.
    public init(
        title: String? = nil, dueText: String? = nil, notes: String? = nil, tags: TagEdit? = nil,
        priorityText: String? = nil, everyText: String? = nil, startText: String? = nil
    ) {
        self.startText = startText
        self.title = title
        self.dueText = dueText
        self.notes = notes
        self.tags = tags
        self.priorityText = priorityText
        self.everyText = everyText
    }

    /// Whether the edit names nothing to change.
    public var isEmpty: Bool {
        title == nil && dueText == nil && notes == nil && (tags?.isEmpty ?? true) && priorityText == nil
            && everyText == nil && startText == nil
    }
}

/// How an edit changes an item's tags, as typed: every tag at once (a form's tags field),
/// or some given and some taken off (a command's `--tag` and `--untag`).
public enum TagEdit: Hashable, Sendable {
    /// Every tag the item is to have, as a form's tags field holds them: words with or
    /// without `+`, separated by spaces or commas ("+home, work"); empty, or a lone `-`, for
    /// none.
    case replace(String)
    /// Tags to give the item (those it has already stay once) and tags to take off it
    /// (compared ignoring case; one it lacks is no error), each as typed.
    case change(add: [String], remove: [String])

    /// Whether it changes nothing: no tag given or taken off.
    public var isEmpty: Bool {
        if case .change(let add, let remove) = self { return add.isEmpty && remove.isEmpty }
        return false
    }
}
