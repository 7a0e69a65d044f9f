import AppCore
import Foundation

/// The data set todo shares with its peers in ``PeerComparison``: N open items, due today
/// through a week from today (inside `todo list`'s window, which ends with next week,
/// whatever the weekday), a quarter each high, medium, low and without priority. Every
/// program gets the same items, so every list prints all N of them.
struct PeerWorkload {
    let size: Int
    let today: CalendarDay

    /// The title of item `index`: no program needs it quoted or escaped.
    func title(_ index: Int) -> String { "Pending task \(index)" }

    /// The day item `index` is due.
    func due(_ index: Int) -> CalendarDay { today.adding(days: index % 8) }

    /// `high`, `medium`, `low` or `nil`, in turn.
    func priority(_ index: Int) -> String? {
        switch index % 4 {
        case 0: "high"
        case 1: "medium"
        case 2: "low"
        default: nil
        }
    }

    /// For `todo import`, in index order: item `index` is todo's item `index + 1`.
    func exportJSON() -> Data {
        var out = "[\n"
        for index in 0..<size {
            out += "  {\"title\": \"\(title(index))\", \"due\": \"\(due(index).iso)\", \"priority\": "
            out += priority(index).map { "\"\($0)\"" } ?? "null"
            out += index == size - 1 ? "}\n" : "},\n"
        }
        return Data((out + "]\n").utf8)
    }
}
