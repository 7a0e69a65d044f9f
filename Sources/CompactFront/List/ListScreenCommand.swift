/// A command typed on the List screen.
public enum ListScreenCommand: Equatable, Sendable {
    /// `list`, `ls`: show the list again.
    case list
    /// `add`, optionally with the new item's name: present the Add screen.
    case add(name: String?)
    /// `done N`.
    case done(Int64)
    /// `undone N`.
    case undone(Int64)
    /// `delete N`.
    case delete(Int64)
    /// `all`: show or hide the Later section.
    case all
    /// `help`, `?`.
    case help
    /// `quit`, `exit`.
    case quit
    /// An empty line.
    case nothing

    /// The command words, for Tab completion and help.
    public static let words = ["list", "ls", "add", "done", "undone", "delete", "all", "help", "quit", "exit"]
}
