/// What a key does on an item's detail shown over the whole screen (a narrow terminal):
/// the wide front's one map of the keys that work there. The help lists every one of them.
enum DetailKeyAction: CaseIterable, Sendable {
    case edit, back, help, quit

    /// The keys that do it.
    var keys: [WideKey] {
        switch self {
        case .edit: ListKeyAction.edit.keys + ListKeyAction.open.keys
        case .back: [.escape]
        case .help: ListKeyAction.help.keys
        case .quit: ListKeyAction.quit.keys
        }
    }

    /// The action of `key` on the detail, if it has one.
    init?(key: WideKey) {
        guard let action = Self.allCases.first(where: { $0.keys.contains(key) }) else { return nil }
        self = action
    }
}
