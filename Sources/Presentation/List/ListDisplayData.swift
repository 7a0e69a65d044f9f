/// What the List view shows: display data only, already worded, with nothing a view
/// has to compute.
public struct ListDisplayData: Hashable, Sendable {
    /// Today as `YYYY-MM-DD`.
    public let today: String
    /// Today for people: "Thursday 19 November 2026".
    public let todayTitle: String
    /// What the list is: "Upcoming", or "All open items" with the Later section.
    public let heading: String
    /// How many open items the list holds, all sections counted, whether given as rows
    /// or not: "300 open".
    public let countText: String
    /// The non-empty sections, in order.
    public let sections: [ListDisplaySection]
    /// The message to show instead of sections when there are none, else `nil`.
    public let emptyMessage: String?
    /// Whether the Later section is asked for.
    public let showsLater: Bool
    /// Whether rows come before these (the view was given a window of the list).
    public let hasRowsBefore: Bool
    /// Whether rows come after these.
    public let hasRowsAfter: Bool

    /// Creates display data.
    public init(
        today: String, todayTitle: String, sections: [ListDisplaySection], emptyMessage: String?, showsLater: Bool,
        hasRowsBefore: Bool = false, hasRowsAfter: Bool = false
    ) {
        self.today = today
        self.todayTitle = todayTitle
        heading = showsLater ? "All open items" : "Upcoming"
        let count = sections.reduce(0) { $0 + $1.itemCount }
        countText = "\(count) open"
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.showsLater = showsLater
        self.hasRowsBefore = hasRowsBefore
        self.hasRowsAfter = hasRowsAfter
    }

    /// The number of rows given.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
    /// The number of items in the list, given or not.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}

/// One section of the list: "Tomorrow" and its rows.
public struct ListDisplaySection: Hashable, Sendable {
    /// How a section wants to be noticed.
    public enum Tone: Hashable, Sendable {
        /// An ordinary section.
        case normal
        /// A section that needs attention (Overdue).
        case alert
    }

    /// The section title: "Later This Week".
    public let title: String
    /// How it wants to be noticed.
    public let tone: Tone
    /// Its rows (for a window of the list, those in the window).
    public let rows: [ListDisplayRow]
    /// How many items the section holds, whether given as rows or not.
    public let itemCount: Int

    /// Creates a section; `itemCount` defaults to the rows given.
    public init(title: String, tone: Tone, rows: [ListDisplayRow], itemCount: Int? = nil) {
        self.title = title
        self.tone = tone
        self.rows = rows
        self.itemCount = itemCount ?? rows.count
    }
}

/// One row: the item's number, its title and a day label.
public struct ListDisplayRow: Hashable, Sendable {
    /// The item's stable id, which commands take.
    public let id: Int64
    /// The title, as the user wrote it (views make it safe to draw).
    public let title: String
    /// "" for today, a weekday name ("Friday"), a date ("Fri 4 Dec") or how late it is.
    public let dayLabel: String
    /// The due day as `YYYY-MM-DD`, or `nil` for an item with no due day (someday).
    public let due: String?

    /// Creates a row.
    public init(id: Int64, title: String, dayLabel: String, due: String?) {
        self.id = id
        self.title = title
        self.dayLabel = dayLabel
        self.due = due
    }
}
