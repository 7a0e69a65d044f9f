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
