import AppCore

/// Every sentence the List module says about a change: written once, for every front.
enum ListWording {
    /// "Done: 3 Buy milk", or "Done: 3 Buy milk, 5 Call mum".
    static func completed(_ items: [ItemSummary]) -> String {
        "Done: \(names(items))"
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
        case .complete: return "Undid done: \(items) \(one ? "is" : "are") open again."
        case .reopen: return "Undid undone: \(items) \(one ? "is" : "are") done again."
        case .delete: return "Undid delete: \(items) \(one ? "is" : "are") back."
        case .edit: return "Undid edit: \(items) \(one ? "is" : "are") as before."
        case .import:
            return "Undid the import of \(undo.count) item\(one ? "" : "s"); \(one ? "it is" : "they are") gone."
        }
    }

    /// "Showing items matching +home milk": the neutral part of the line that says a filter
    /// is on (each front says how to clear it).
    static func filterLine(_ filter: ItemFilter, done: Bool) -> String {
        "Showing \(done ? "done " : "")items matching \(filter.text)"
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
        tags.map { "+" + $0 }.joined(separator: " ")
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
        items.map { "\($0.id) \($0.title)" }.joined(separator: ", ")
    }
}
