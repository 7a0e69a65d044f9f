/// What a key does while the list pane's search line takes the keys: the wide front's one
/// map of them. Every other key is ignored.
enum SearchKeyAction: Hashable, Sendable {
    /// Enter: the filter stays on, the keys go back to the list.
    case keep
    /// Esc: the filter goes, every item shows again.
    case clear
    /// ↑ ↓: the selection moves among the rows that match.
    case move(by: Int)
    /// Typing, Backspace, Ctrl-U.
    case edit(FieldEdit)

    /// The action of `key` on the search line, if it has one.
    init?(key: WideKey) {
        switch key {
        case .enter: self = .keep
        case .escape: self = .clear
        case .up: self = .move(by: -1)
        case .down: self = .move(by: 1)
        case .backspace: self = .edit(.deleteBackward)
        case .clearField: self = .edit(.clear)
        case .character(let character): self = .edit(.insert(character))
        default: return nil
        }
    }
}
