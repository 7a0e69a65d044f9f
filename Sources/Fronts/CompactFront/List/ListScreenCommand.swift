import AppCore
import Presentation

/// A line typed on the List screen: an intent for the List module, or one of the few
/// things only this front does (its help, leaving).
public enum ListScreenCommand: Equatable, Sendable {
    /// Something to do to the list: `add [NAME]`, `done N...`, `undone N...`,
    /// `delete N...`, `undo`, `all`, `find [WORDS...]`, `tags`...
    case intent(ListIntent)
    /// `list [--done] [WORDS...]` (and `find --done [WORDS...]`): the open items (or with
    /// `--done` the completed ones),
    /// only those that match the filter `filterText` asks for (empty: every one). It sets
    /// two things of the List module at once, the list shown and its filter.
    case list(filterText: String, done: Bool)
    /// `sync`: the list with the CalDAV collection the settings name, both ways.
    case sync
    /// `help`, `?`.
    case help
    /// `quit`, `exit`.
    case quit
    /// An empty line.
    case nothing

    /// The command words, for Tab completion (of a line's first word).
    public static let words = [
        "list", "ls", "find", "tags", "add", "show", "edit", "done", "undone", "delete", "postpone", "note", "undo",
        "redo", "history", "all", "sync", "help", "quit", "exit",
    ]

    /// What Tab offers on a line typed at `todo>`: the command words first; then the
    /// numbers of the items the command takes (`done`: open ones, `undone`: completed
    /// ones); a tag for a `+word` of `add`, `find` and `list`.
    static func tabCompletion(before: String, word: String) -> TabCompletion {
        guard let command = before.split(whereSeparator: \.isWhitespace).first?.lowercased() else {
            return .words(words)
        }
        switch command {
        case "done": return .request(.itemNumber(for: .complete))
        case "undone": return .request(.itemNumber(for: .reopen))
        case "delete", "rm", "show", "s", "edit", "e", "note", "n": return .request(.itemNumber(for: .other))
        case "postpone", "pp":
            // After a number, the spans; before any, the open items' numbers.
            let words = before.split(whereSeparator: \.isWhitespace)
            return words.count > 1 ? .words(PostponeSpan.words) : .request(.itemNumber(for: .complete))
        case "add", "a", "find", "list", "ls": return TabCompletion.taggedWord(word)
        default: return .nothing
        }
    }
}
