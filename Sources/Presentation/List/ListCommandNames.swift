/// How a front names the commands that filter the list, for the List module's sentences
/// that say what to type (`type list to show every item`): the REPL's `list` and `find`,
/// the one-shot `todo list`. A front that types no commands (the wide front's keys) has
/// none, and is told only which filter is on.
public struct ListCommandNames: Hashable, Sendable {
    /// The command that shows the open items, every one or those matching its words
    /// (``ListIntent/show(filterText:done:)``); with `--done`, the completed ones.
    public let list: String
    /// The command that filters the list on show (``ListIntent/filter(text:)``).
    public let find: String
    /// The command that shows every open item, those that start later too
    /// (``ListIntent/toggleLater``): `todo list --all`, the REPL's `all`.
    public let all: String

    /// Names the commands; `find` is `list` when the front has no other, `all` is `list`
    /// with `--all` unless given.
    public init(list: String, find: String? = nil, all: String? = nil) {
        self.list = list
        self.find = find ?? list
        self.all = all ?? list + " --all"
    }
}
