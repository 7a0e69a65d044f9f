/// What a key does while the tag picker is open: the wide front's one map of its keys.
/// Any key it does not name closes the picker.
enum TagPickerKeyAction: Hashable, Sendable {
    /// ↑ ↓ (and k j) choose.
    case move(by: Int)
    /// Enter filters by the tag chosen.
    case pick
    /// Any other key.
    case close

    /// The action of `key` in the picker.
    init(key: WideKey) {
        switch key {
        case .up, .character("k"): self = .move(by: -1)
        case .down, .character("j"): self = .move(by: 1)
        case .enter: self = .pick
        default: self = .close
        }
    }
}
