import AppCore

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
    /// Which filter is on, for a line above the list: "Showing items matching +home milk",
    /// then, for a view that names its commands (``ListView/commandNames``), how to show
    /// every item ("; type list to show every item"); `nil` when the list is not filtered.
    public let filterText: String?
    /// Whether the list holds completed items (most recently completed first, each row's
    /// day label the day it was completed) instead of the open ones.
    public let showsDone: Bool
    /// How many digits the number column is wide: those of the largest item number, the
    /// same for every window of the list, so that rows line up however far it scrolls.
    public let numberWidth: Int
    /// Which list this is, in a word or two, for a prompt: "" for the upcoming list, "all"
    /// with the Later section, "done" for the completed items, then the filter on ("+home
    /// milk", "done +home").
    public let scopeText: String
    /// Said under the list when it leaves out items that start after today: "2 items start
    /// later; todo list --all shows them"; `nil` when it leaves none out.
    public let hiddenText: String?
    /// What the change just made did to the list, when the list is shown after one (by this
    /// front, through undo, or by another process) and the list shown before it is known;
    /// `nil` when it is shown for any other reason (asked for, filtered, a new day).
    public internal(set) var change: ListDisplayChange?

    /// Creates display data; `heading` and `countText` default to the open list's,
    /// `scopeText` to the unfiltered list's, and `numberWidth` to the digits of the largest
    /// number among the rows (it is never less).
    public init(
        today: String, todayTitle: String, sections: [ListDisplaySection], emptyMessage: String?, showsLater: Bool,
        hasRowsBefore: Bool = false, hasRowsAfter: Bool = false, filterText: String? = nil, showsDone: Bool = false,
        heading: String? = nil, countText: String? = nil, numberWidth: Int? = nil, scopeText: String? = nil,
        change: ListDisplayChange? = nil, hiddenText: String? = nil
    ) {
        self.hiddenText = hiddenText
        self.today = today
        self.todayTitle = todayTitle
        self.heading = heading ?? (showsLater ? "All open items" : "Upcoming")
        let count = sections.reduce(0) { $0 + $1.itemCount }
        self.countText = countText ?? "\(count) open"
        self.filterText = filterText
        self.showsDone = showsDone
        self.scopeText = scopeText ?? ListWording.scope(done: showsDone, showsLater: showsLater, filter: nil)
        self.change = change
        self.sections = sections
        self.emptyMessage = emptyMessage
        self.showsLater = showsLater
        self.hasRowsBefore = hasRowsBefore
        self.hasRowsAfter = hasRowsAfter
        var widest: Int64 = 0
        for section in sections {
            for row in section.rows where row.id > widest { widest = row.id }
        }
        self.numberWidth = max(numberWidth ?? 1, String(widest).count)
    }

    /// The number of rows given.
    public var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }
    /// The number of items in the list, given or not.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}

/// What a change to the items did to the list on show: the rows it brought in or changed,
/// and the sections it touched, read by comparing the list with the one shown before it.
/// A view that cannot show the whole list shows these first.
public struct ListDisplayChange: Hashable, Sendable {
    /// The rows that came into the list or changed (added, reopened, brought back by undo,
    /// edited, moved to another section), by item number.
    public let rowIDs: Set<Int64>
    /// The titles of the sections where a row came, went or changed; a section the change
    /// emptied is among them, though the list no longer has it.
    public let sectionTitles: Set<String>

    /// Creates a change.
    public init(rowIDs: Set<Int64>, sectionTitles: Set<String>) {
        self.rowIDs = rowIDs
        self.sectionTitles = sectionTitles
    }
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

/// One row: the item's number, its title, its repeat mark and tags, its priority mark and
/// a day label.
public struct ListDisplayRow: Hashable, Sendable {
    /// The item's stable id, which commands take.
    public let id: Int64
    /// The title, as the user wrote it (views make it safe to draw).
    public let title: String
    /// "" for today, a weekday name ("Friday"), a date ("Fri 4 Dec") or how late it is.
    public let dayLabel: String
    /// The due day as `YYYY-MM-DD`, or `nil` for an item with no due day (someday); in the
    /// list of completed items (``ListDisplayData/showsDone``), the day it was completed.
    public let due: String?
    /// The tags as shown: "+home +shopping" ("" for none).
    public let tags: String
    /// The priority mark: "!!!" high, "!!" medium, "!" low, "" none (views align it).
    public let priority: String
    /// The tags, sorted, for machine-readable output.
    public let tagList: [String]
    /// The priority's word (`high`, `medium`, `low`), or `nil` for none, for
    /// machine-readable output.
    public let priorityName: String?
    /// The repeat rule, canonical (`1 month`, `weekday`, `mon,thu`), or `nil` for none, for
    /// machine-readable output.
    public let every: String?
    /// The repeat mark as shown: "~monthly", "~2w" ("" for none).
    public let repeatMark: String
    /// The day the item starts as `YYYY-MM-DD` when that is after today (the upcoming list
    /// hides it until then; its day label says so), or `nil`, for machine-readable output.
    public let start: String?
    /// What follows the title, dimmed where the view can: the repeat mark and the tags
    /// ("~monthly +bills"; "" for neither).
    public let trailer: String

    /// Creates a row.
    public init(
        id: Int64, title: String, dayLabel: String, due: String?, tagList: [String] = [], priorityName: String? = nil,
        recurrence: Recurrence? = nil, start: String? = nil
    ) {
        self.id = id
        self.title = title
        self.start = start
        self.dayLabel = dayLabel
        self.due = due
        self.tagList = tagList
        self.priorityName = priorityName
        // Most rows have neither: a long list pays nothing for them.
        tags = tagList.isEmpty ? "" : ListWording.tags(tagList)
        priority = priorityName == nil ? "" : ListWording.priorityMark(priorityName)
        every = recurrence?.canonical
        repeatMark = recurrence.map { RecurrenceText.mark($0.pattern) } ?? ""
        trailer = repeatMark.isEmpty ? tags : tags.isEmpty ? repeatMark : repeatMark + " " + tags
    }
}
