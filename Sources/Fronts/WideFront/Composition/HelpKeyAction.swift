/// What a key does while the key help is open: the wide front's one map of its keys.
/// Any key it does not name closes the help, and so does every key while the help fits.
enum HelpKeyAction: Hashable, Sendable {
    /// ↑ ↓ (and k j) move the help a line.
    case scroll(Int)
    /// PgUp PgDn move it a page.
    case page(forward: Bool)
    /// Home End (and g G) go to its top or its end.
    case edge(last: Bool)
    /// Any other key.
    case close

    /// The action of `key` in the help.
    init(key: WideKey) {
        switch key {
        case .up, .character("k"): self = .scroll(-1)
        case .down, .character("j"): self = .scroll(1)
        case .pageUp: self = .page(forward: false)
        case .pageDown: self = .page(forward: true)
        case .home, .character("g"): self = .edge(last: false)
        case .end, .character("G"): self = .edge(last: true)
        default: self = .close
        }
    }
}
