/// What a key does in a form (the Add form, the detail's edit form): the wide front's one
/// map of the keys that work there. Every other key is ignored.
enum FormKeyAction: Hashable, Sendable {
    /// Enter.
    case save
    /// Esc.
    case cancel
    /// Tab and ↓ go to the next field; Shift-Tab and ↑ to the previous one.
    case moveField(forward: Bool)
    /// Typing, Backspace, Ctrl-U.
    case edit(FieldEdit)

    /// The action of `key` in a form, if it has one.
    init?(key: WideKey) {
        switch key {
        case .enter: self = .save
        case .escape: self = .cancel
        case .tab, .down: self = .moveField(forward: true)
        case .backTab, .up: self = .moveField(forward: false)
        case .backspace: self = .edit(.deleteBackward)
        case .clearField: self = .edit(.clear)
        case .character(let character): self = .edit(.insert(character))
        default: return nil
        }
    }
}
