/// What a command does to the items it names, which decides the numbers Tab offers for it:
/// completing takes open items, reopening completed ones, anything else (show, edit,
/// delete) any item. Fronts map their command words to it; the rule lives here once.
public enum ItemAction: Hashable, Sendable {
    /// `done`: open items.
    case complete
    /// `undone`: completed items.
    case reopen
    /// `show`, `edit`, `delete`: any item.
    case other

    /// The items whose numbers complete an argument of the action.
    public var scope: ItemScope {
        switch self {
        case .complete: .open
        case .reopen: .completed
        case .other: .any
        }
    }
}

extension CompletionRequest {
    /// The numbers of the items `action` can take.
    public static func itemNumber(for action: ItemAction) -> CompletionRequest {
        .itemNumber(action.scope)
    }
}
