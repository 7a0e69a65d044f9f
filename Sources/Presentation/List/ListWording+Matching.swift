import AppCore

/// The sentences of postponing, and of acting on every item a filter matches: one line that
/// names each item, as "Done: 3 Buy milk, 5 Call mum" does.
extension ListWording {
    /// "Postponed 3 Buy milk to Friday 20 November 2026" ("… at 09:00" for an item with a
    /// time of day), or for several, "Postponed 2 items to Friday 20 November 2026: 3 Buy
    /// milk at 09:00, 5 Call mum; to Monday …: 7 Pay rent".
    static func postponed(_ summary: PostponeSummary) -> String {
        if summary.moved.count == 1, let item = summary.moved.first {
            return "Postponed \(name(item)) to \(day(item))"
        }
        return "Postponed \(count(summary.moved.count)) " + byDay(summary.moved)
    }

    /// "Postponed 2 items matching +home to Thursday 26 November 2026: 1 Pay rent, 2 Buy
    /// milk", then the matching items that have no due day: ". Left as it is, with no due
    /// day: 4 Read book".
    static func postponed(_ summary: PostponeSummary, matching filter: ItemFilter) -> String {
        var text = "Postponed \(count(summary.moved.count)) matching \(filter.text) " + byDay(summary.moved)
        if !summary.undated.isEmpty {
            text +=
                (summary.undated.count == 1
                    ? ". Left as it is, with no due day: " : ". Left as they are, with no due day: ")
                + names(summary.undated)
        }
        return text
    }

    /// "Done, 2 items matching +home: 1 Pay rent, 2 Buy milk", then what their series did.
    static func completed(_ done: CompletionSummary, matching filter: ItemFilter) -> String {
        var text = "Done, \(count(done.items.count)) matching \(filter.text): " + names(done.items)
        if !done.next.isEmpty { text += ". " + next(done.next) }
        if !done.ended.isEmpty { text += ". Series ended: " + names(done.ended) }
        return text
    }

    /// "Open again, 2 items matching +home: 1 Pay rent, 2 Buy milk".
    static func reopened(_ items: [ItemSummary], matching filter: ItemFilter) -> String {
        "Open again, \(count(items.count)) matching \(filter.text): " + names(items)
    }

    /// "Deleted 2 items matching +home (undo brings them back): 1 Pay rent, 2 Buy milk",
    /// then the next occurrences of the repeating ones.
    static func deleted(_ done: CompletionSummary, matching filter: ItemFilter) -> String {
        let one = done.items.count == 1
        var text =
            "Deleted \(count(done.items.count)) matching \(filter.text) (undo brings \(one ? "it" : "them") back): "
            + names(done.items)
        if !done.next.isEmpty { text += ". Only these occurrences: the series go on. " + next(done.next) }
        return text
    }

    /// "Changed 2 items matching +home: 1 Pay rent (+home +bills, priority high), 2 Buy milk
    /// (+home)".
    static func edited(_ items: [ItemSummary], matching filter: ItemFilter) -> String {
        let described = items.map { item in
            let marks = [tags(item.tags), item.priority.map { "priority \($0.name)" } ?? ""].filter { !$0.isEmpty }
            return name(item) + (marks.isEmpty ? "" : " (" + marks.joined(separator: ", ") + ")")
        }
        return "Changed \(count(items.count)) matching \(filter.text): " + described.joined(separator: ", ")
    }

    /// "Added to the notes of 3 Buy milk".
    static func noteAdded(_ item: ItemSummary) -> String {
        "Added to the notes of \(name(item))"
    }

    /// Said when a filter given to a change matches nothing: nothing changed.
    static func nothingMatched(_ filter: ItemFilter, done: Bool) -> String {
        "no \(done ? "done" : "open") item matches \(filter.text), so nothing was changed"
    }

    /// "to Friday 20 November 2026: 3 Buy milk at 09:00, 5 Call mum; to Monday 23 November
    /// 2026: 7 Pay rent": the items grouped by their new day, the days in the order first
    /// met, each item with the time of day it keeps.
    private static func byDay(_ items: [ItemSummary]) -> String {
        var days: [CalendarDay?] = []
        var groups: [CalendarDay?: [ItemSummary]] = [:]
        for item in items {
            if groups[item.due] == nil { days.append(item.due) }
            groups[item.due, default: []].append(item)
        }
        return days.map { day in
            "to \(day.map(DayText.long) ?? "someday"): "
                + (groups[day] ?? []).map { item in
                    name(item) + (item.dueTime.map { " at \($0.text)" } ?? "")
                }.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// "Friday 20 November 2026", "Friday 20 November 2026 at 09:00", or "someday".
    private static func day(_ item: ItemSummary) -> String {
        item.due.map { DayText.long($0, at: item.dueTime) } ?? "someday"
    }

    /// "1 item", "3 items".
    private static func count(_ count: Int) -> String {
        count == 1 ? "1 item" : "\(count) items"
    }

    /// "3 Buy milk".
    private static func name(_ item: ItemSummary) -> String {
        "\(item.id) \(item.title)"
    }

    /// "3 Buy milk, 5 Call mum".
    private static func names(_ items: [ItemSummary]) -> String {
        items.map(name).joined(separator: ", ")
    }
}
