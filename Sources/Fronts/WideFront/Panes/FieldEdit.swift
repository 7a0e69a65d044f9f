/// A change typed into a form's field or the search line.
enum FieldEdit: Hashable, Sendable {
    /// A character typed at the end.
    case insert(Character)
    /// Backspace: the last character goes.
    case deleteBackward
    /// Ctrl-U: the field is emptied.
    case clear

    /// Makes the change to `text`.
    func apply(to text: inout String) {
        switch self {
        case .insert(let character): text.append(character)
        case .deleteBackward: if !text.isEmpty { text.removeLast() }
        case .clear: text = ""
        }
    }
}
