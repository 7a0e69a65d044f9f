/// What a key does on the list pane: the wide front's one map of the keys that work there.
/// `WidePresenter` acts only on keys found here, and the help lists every one of them.
enum ListKeyAction: CaseIterable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    case open, edit
    case add, complete, delete, postpone, postponeAsking, undo, redo, toggleLater, refresh, sync, search, pickTag,
        clearFilter, help, quit

    /// The keys that do it.
    var keys: [WideKey] {
        switch self {
        case .moveUp: [.up, .character("k")]
        case .moveDown: [.down, .character("j")]
        case .pageUp: [.pageUp]
        case .pageDown: [.pageDown]
        case .first: [.home, .character("g")]
        case .last: [.end, .character("G")]
        case .open: [.enter]
        case .edit: [.character("e")]
        case .add: [.character("a"), .character("+")]
        case .complete: [.character("x"), .character(" ")]
        case .delete: [.character("d")]
        case .postpone: [.character("p")]
        case .postponeAsking: [.character("P")]
        case .undo: [.character("u")]
        case .redo: [.character("R")]
        case .toggleLater: [.character("A")]
        case .refresh: [.character("r")]
        case .sync: [.character("S")]
        case .search: [.character("/")]
        case .pickTag: [.character("t")]
        case .clearFilter: [.escape]
        case .help: [.character("?")]
        case .quit: [.character("q"), .interrupt]
        }
    }

    /// The action of `key` on the list, if it has one.
    init?(key: WideKey) {
        guard let action = Self.allCases.first(where: { $0.keys.contains(key) }) else { return nil }
        self = action
    }
}
