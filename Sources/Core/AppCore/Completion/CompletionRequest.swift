/// What kind of word is being completed: the one vocabulary the shells' completion and the
/// REPL's Tab share, so that both offer the same numbers and words.
public enum CompletionRequest: Hashable, Sendable {
    /// An item's number, from the items in the scope (`done` offers open items, `undone`
    /// completed ones).
    case itemNumber(ItemScope)
    /// A tag an item carries, in lower case; a leading `+` typed is kept on every candidate.
    case tag
    /// A word of a due date (`today`, `fri`, `dec`, `someday`...).
    case dueWord
    /// A repeat rule (`week`, `weekday`, `mon`...); after a comma, the next day of a list.
    case repeatRule
}

extension CompletionRequest {
    /// Whether the candidates come from the store (item numbers, tags) rather than from
    /// the grammar (due words, repeat rules), so that a shell's completion opens the
    /// database only when it must.
    public var readsStore: Bool {
        switch self {
        case .itemNumber, .tag: true
        case .dueWord, .repeatRule: false
        }
    }
}
