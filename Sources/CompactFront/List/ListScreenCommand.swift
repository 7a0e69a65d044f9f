import Presentation

/// A line typed on the List screen: an intent for the List module, or one of the few
/// things only this front does (its help, leaving).
public enum ListScreenCommand: Equatable, Sendable {
    /// Something to do to the list: `list`, `add [NAME]`, `done N...`, `undone N...`,
    /// `delete N...`, `undo`, `all`.
    case intent(ListIntent)
    /// `help`, `?`.
    case help
    /// `quit`, `exit`.
    case quit
    /// An empty line.
    case nothing

    /// The command words, for Tab completion and help.
    public static let words = [
        "list", "ls", "add", "show", "edit", "done", "undone", "delete", "undo", "all", "help", "quit", "exit",
    ]
}
