import AppCore
import Foundation

/// The benchmark's data set for a size N: a fixed visible set (200 open items due today
/// through the end of next week, 50 overdue) plus N - 250 background items (half completed
/// in the past, half open and due months ahead). Only what is stored grows with N; what
/// `todo list` shows does not. Words, notes, tags and priorities for the filters come from
/// ``SearchTerms``.
struct Workload {
    /// Items due today through the end of next week.
    static let visible = 200
    /// Items due before today.
    static let overdue = 50

    let size: Int
    let today: CalendarDay

    /// The items as `todo export` writes them, ready for `todo import`.
    func exportJSON() -> Data {
        var out = "[\n"
        out.reserveCapacity(size * 190)
        let created = today.start(in: TimeZone(identifier: "UTC") ?? .current).addingTimeInterval(-86_400 * 30)
        let createdText = Timestamp.format(created)
        for index in 0..<size {
            let (title, due, completed) = item(index)
            let fields = SearchTerms.fields(index, visibleSet: Self.visible + Self.overdue)
            let fullTitle = ([title] + fields.titleWords).joined(separator: " ")
            out +=
                "  {\"id\": \(index + 1), \"title\": \"\(fullTitle)\", \"due\": \"\(due.iso)\", \"created\": \"\(createdText)\", "
            out += "\"completed\": " + (completed ? "\"\(createdText)\"" : "null")
            // Titles, notes and tags hold no quote or backslash: they need no escaping.
            out += ", \"notes\": \"\(fields.notes)\", \"tags\": ["
            out += fields.tags.map { "\"\($0)\"" }.joined(separator: ", ")
            out += "], \"priority\": " + (fields.priority.map { "\"\($0)\"" } ?? "null")
            out += index == size - 1 ? "}\n" : "},\n"
        }
        return Data((out + "]\n").utf8)
    }

    /// The title (before the words ``SearchTerms`` adds), due day and completion of item
    /// `index`.
    func item(_ index: Int) -> (String, CalendarDay, Bool) {
        if index < Self.visible { return ("Visible item \(index)", today.adding(days: index % 14), false) }
        if index < Self.visible + Self.overdue {
            return ("Overdue item \(index)", today.adding(days: -1 - index % 50), false)
        }
        if index % 2 == 0 { return ("Done long ago \(index)", today.adding(days: -1 - index % 700), true) }
        return ("Someday item \(index)", today.adding(days: 60 + index % 360), false)
    }
}

/// Taskwarrior's kind of data set: N pending items due over the next 60 days.
struct PendingWorkload {
    let size: Int
    let today: CalendarDay

    func due(_ index: Int) -> CalendarDay { today.adding(days: index % 60) }

    /// For `todo import`.
    func exportJSON() -> Data {
        var out = "[\n"
        for index in 0..<size {
            out += "  {\"title\": \"Pending task \(index)\", \"due\": \"\(due(index).iso)\"}"
            out += index == size - 1 ? "\n" : ",\n"
        }
        return Data((out + "]\n").utf8)
    }
}
