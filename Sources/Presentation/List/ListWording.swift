import AppCore

/// Every sentence the List module says about a change: written once, for every front.
enum ListWording {
    /// "Done: 3 Buy milk", or "Done: 3 Buy milk, 5 Call mum".
    static func completed(_ items: [ItemSummary]) -> String {
        "Done: \(names(items))"
    }

    /// "Done: 3 Pay rent. Next: 7 Pay rent, due Friday 1 January 2027.", and for a series
    /// that ended with it, "Done: 3 Pay rent. Its series has ended: nothing comes next."
    static func completed(_ done: CompletionSummary) -> String {
        var sentences = [completed(done.items)]
        if !done.next.isEmpty { sentences.append(next(done.next)) }
        if !done.ended.isEmpty {
            sentences.append(
                done.items.count == 1
                    ? "Its series has ended: nothing comes next" : "Series ended: \(names(done.ended))")
        }
        return sentences.count == 1 ? sentences[0] : JoinedText.of(sentences, separator: ". ") + "."
    }

    /// "Deleted: 3 Pay rent (undo brings it back). It repeats: next 7 Pay rent, due Friday
    /// 1 January 2027; to end the series, edit 7 --every none."
    static func deleted(_ done: CompletionSummary) -> String {
        let deleted = deleted(done.items)
        guard let first = done.next.first else { return deleted }
        let one = done.next.count == 1
        return deleted + ". Only this occurrence: the series goes on. " + next(done.next)
            + "; to end \(one ? "it" : "a series"), edit \(first.id) --every none."
    }

    /// "Next: 7 Pay rent, due Friday 1 January 2027".
    static func next(_ items: [ItemSummary]) -> String {
        "Next: "
            + JoinedText.of(
                items.map { "\($0.id) \($0.title), \(DayText.due($0.due, at: $0.dueTime))" }, separator: "; ")
    }

    /// A row's day label with the day the item starts, for an item the upcoming list hides
    /// until then: "Friday, starts Monday 30 November" ("starts Monday 30 November" alone for
    /// an item due today or someday; the year when it is not `today`'s).
    static func startsLater(_ label: String, start: CalendarDay, today: CalendarDay) -> String {
        let day = "\(start.weekday.name) \(start.day) \(DayText.monthName(start.month))"
        let starts = "starts " + (start.year == today.year ? day : "\(day) \(start.year)")
        return label.isEmpty ? starts : label + ", " + starts
    }

    /// Said under the upcoming list when it leaves out items that start later: "1 item starts
    /// later; type todo list --all to show it", "3 items start later" (for a front that names
    /// no commands); `nil` for none.
    static func hidden(_ count: Int, names: ListCommandNames?) -> String? {
        guard count > 0 else { return nil }
        let one = count == 1
        let items = one ? "1 item starts later" : "\(count) items start later"
        guard let names else { return items }
        return items + "; type \(names.all) to show \(one ? "it" : "them")"
    }

    /// "Open again: 3 Buy milk".
    static func reopened(_ items: [ItemSummary]) -> String {
        "Open again: \(names(items))"
    }

    /// "Deleted: 2 Call mum (undo brings it back)".
    static func deleted(_ items: [ItemSummary]) -> String {
        "Deleted: \(names(items)) (undo brings \(items.count == 1 ? "it" : "them") back)"
    }

    /// What an undo reverted: "Undid delete: 2 Call mum is back."
    static func undone(_ undo: UndoSummary) -> String {
        let one = undo.count == 1
        let items =
            names(undo.items) + (undo.count > undo.items.count ? " and \(undo.count - undo.items.count) more" : "")
        switch undo.kind {
        case .add: return "Undid adding \(items); \(one ? "it is" : "they are") gone."
        case .complete: return "Undid done: \(items) \(one ? "is" : "are") open again\(removed(undo))."
        case .reopen: return "Undid undone: \(items) \(one ? "is" : "are") done again."
        case .delete: return "Undid delete: \(items) \(one ? "is" : "are") back\(removed(undo))."
        case .edit: return "Undid edit: \(items) \(one ? "is" : "are") as before."
        case .postpone: return "Undid postpone: \(items) \(one ? "is" : "are") due as before."
        case .note: return "Undid note: \(items) \(one ? "has its" : "have their") notes as before."
        case .import:
            return "Undid the import of \(undo.count) item\(one ? "" : "s"); \(one ? "it is" : "they are") gone."
        case .sync:
            let brought =
                undo.removed.isEmpty
                ? "" : "; \(names(undo.removed)) from the server \(undo.removed.count == 1 ? "is" : "are") gone"
            return "Undid the sync: \(items) \(one ? "is" : "are") as before it\(brought); the next sync sends this."
        }
    }

    /// "; the next occurrence 7 is gone" (nothing when the undo removed none).
    private static func removed(_ undo: UndoSummary) -> String {
        guard !undo.removed.isEmpty else { return "" }
        let one = undo.removed.count == 1
        return
            "; the next occurrence\(one ? "" : "s") \(JoinedText.of(undo.removed.map { String($0.id) }, separator: ", "))"
            + " \(one ? "is" : "are") gone"
    }

    /// The line above a filtered list: "Showing items matching +home milk", then, for a
    /// front that names its commands, how to show every item again ("; type list to show
    /// every item"; for the completed items, "; type list --done to show every done item").
    static func filterLine(_ filter: ItemFilter, done: Bool, names: ListCommandNames?) -> String {
        let line = "Showing \(done ? "done " : "")items matching \(filter.text)"
        guard let names else { return line }
        return line + "; type \(listCommand(names, done: done)) to show every \(done ? "done " : "")item"
    }

    /// Said when filter text has nothing to find: "\"?!\" has no letter or digit to look
    /// for; type find with words or +tags (find milk +home), or find alone to show every
    /// item" (`command`: the command it was typed with; `nil` for a front without commands).
    static func nothingToFind(_ text: String, command: String?, done: Bool) -> String {
        let problem = "\"\(shortened(text))\" has no letter or digit to look for"
        guard let command else { return problem + "; give words or +tags (milk +home)" }
        return problem + "; type \(command) with words or +tags (\(command) milk +home), or \(command) alone to show "
            + "every \(done ? "done " : "")item"
    }

    /// Which list is on show, in a word or two: "" for the upcoming list, "all" with the
    /// Later section, "done" for the completed items, followed by the filter on ("+home
    /// milk", "done +home", "all milk").
    static func scope(done: Bool, showsLater: Bool, filter: ItemFilter?) -> String {
        let list = done ? "done" : showsLater ? "all" : ""
        guard let filter else { return list }
        return list.isEmpty ? filter.text : list + " " + filter.text
    }

    /// The command that shows the list (`list`, or `list --done` for the completed items).
    static func listCommand(_ names: ListCommandNames, done: Bool) -> String {
        done ? names.list + " --done" : names.list
    }

    /// `text` cut to 40 characters, for messages.
    private static func shortened(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }

    /// Said when no open item matches a filter.
    static func noMatch(_ filter: ItemFilter) -> String {
        "No open items match \(filter.text)."
    }

    /// Said when no completed item matches (`nil`: no filter).
    static func noneDone(_ filter: ItemFilter?) -> String {
        filter.map { "No done items match \($0.text)." } ?? "Nothing done yet."
    }

    /// Said by `todo tags` when no open item has a tag.
    static let noTags = "No open item has a tag; a +word in an item's name becomes one."

    /// The heading of the list of completed items.
    static let doneHeading = "Done"

    /// "12 done".
    static func doneCount(_ count: Int) -> String { "\(count) done" }

    /// "+home +shopping".
    static func tags(_ tags: [String]) -> String {
        JoinedText.of(tags.map { "+" + $0 }, separator: " ")
    }

    /// The priority mark of a priority's word: "!!!" high, "!!" medium, "!" low, "" none.
    static func priorityMark(_ name: String?) -> String {
        switch name {
        case Priority.high.name: "!!!"
        case Priority.medium.name: "!!"
        case Priority.low.name: "!"
        default: ""
        }
    }

    /// Said when the journal is empty.
    static let nothingToUndo = "there is nothing to undo"

    /// "3 Buy milk, 5 Call mum".
    private static func names(_ items: [ItemSummary]) -> String {
        JoinedText.of(items.map { "\($0.id) \($0.title)" }, separator: ", ")
    }
}
