import TerminalText

/// The footer's key hints, fitted to the screen: when they do not all fit, the least
/// important go first; "? help" (which lists every key) and "q quit" are never dropped
/// or cut.
struct KeyHints: Sendable {
    /// One hint: "x done".
    struct Hint: Sendable {
        let text: String
        /// Hints with a lower rank are dropped first; `nil` is never dropped.
        let rank: Int?
    }

    let hints: [Hint]

    /// On the list, beside the item's detail.
    static let list = KeyHints(hints: [
        Hint(text: "↑↓ move", rank: 2),
        Hint(text: "a add", rank: 7),
        Hint(text: "x done", rank: 6),
        Hint(text: "u undo", rank: 5),
        Hint(text: "d delete", rank: 4),
        Hint(text: "e edit", rank: 3),
        Hint(text: "/ search", rank: 1),
        Hint(text: "t tag", rank: 0),
        Hint(text: "A all", rank: -1),
        Hint(text: "? help", rank: nil),
        Hint(text: "q quit", rank: nil),
    ])

    /// On the list alone (a narrow screen), where Enter opens the selected item.
    static let narrowList = KeyHints(
        hints: list.hints.map { $0.text == "e edit" ? Hint(text: "Enter open", rank: $0.rank) : $0 })

    /// On an item's detail over the whole screen.
    static let detail = KeyHints(hints: [
        Hint(text: "e edit", rank: 1),
        Hint(text: "Esc back", rank: nil),
        Hint(text: "? help", rank: nil),
        Hint(text: "q quit", rank: nil),
    ])

    /// On the search line.
    static let search = KeyHints(hints: [
        Hint(text: "type words or +tag", rank: 1),
        Hint(text: "Enter keep", rank: nil),
        Hint(text: "Esc clear", rank: nil),
        Hint(text: "↑↓ move", rank: 2),
    ])

    /// In the form.
    static let form = KeyHints(hints: [
        Hint(text: "Tab next field", rank: 2),
        Hint(text: "Enter save", rank: nil),
        Hint(text: "Esc cancel", rank: nil),
        Hint(text: "Ctrl-U clear", rank: 1),
    ])

    /// Every hint, two spaces apart.
    var full: String { Self.joined(hints) }

    /// As many hints as fit in `width` columns, in their order, the least important left
    /// out first.
    func fitted(toWidth width: Int) -> String {
        var shown = hints
        while DisplayWidth.of(Self.joined(shown)) > width, let weakest = Self.weakest(in: shown) {
            shown.remove(at: weakest)
        }
        return Self.joined(shown)
    }

    /// Where the hint to drop first is: the lowest rank, never an unranked one.
    private static func weakest(in hints: [Hint]) -> Int? {
        hints.indices.filter { hints[$0].rank != nil }.min { (hints[$0].rank ?? 0) < (hints[$1].rank ?? 0) }
    }

    private static func joined(_ hints: [Hint]) -> String {
        hints.map(\.text).joined(separator: "  ")
    }
}
