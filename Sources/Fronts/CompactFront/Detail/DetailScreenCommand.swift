import Foundation
import Presentation

/// A line typed on the item screen: one of its few commands, or `nil` for a line the list
/// reads instead.
enum DetailScreenCommand: Equatable {
    /// `edit`, `done`, `undone`, `delete`, `back` (or an empty line).
    case intent(DetailIntent)
    /// `help`, `?`.
    case help
    /// `quit`, `exit`.
    case quit

    /// The command words, for Tab completion.
    static let words = ["edit", "done", "undone", "delete", "back", "help", "quit"]

    /// What the item screen's `help` prints.
    static let helpLines = [
        "edit      change the title, due date and note (an empty answer keeps each)",
        "done      mark the item done        undone    mark it open again",
        "delete    delete it (undo brings it back)",
        "back      back to the list (or an empty line); any list command works too",
        "quit      leave todo",
    ]

    init?(_ line: String) {
        let word = line.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "edit", "e": self = .intent(.edit)
        case "done": self = .intent(.complete)
        case "undone": self = .intent(.reopen)
        case "delete", "rm": self = .intent(.delete)
        case "back", "b", "": self = .intent(.close)
        case "help", "?": self = .help
        case "quit", "exit", "q": self = .quit
        default: return nil
        }
    }
}
