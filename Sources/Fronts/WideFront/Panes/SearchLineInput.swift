import AppCore

/// The list pane's search line: the filter as the user typed it, whether keys are typing
/// into it, and how each key changes it. The list view owns it; what the filter means, and
/// which items match, is the List module's.
struct SearchLineInput: Hashable, Sendable {
    /// A change to the line.
    enum Edit: Hashable, Sendable {
        /// Typing, Backspace, Ctrl-U.
        case type(FieldEdit)
        /// Enter: typing stops, the filter stays on.
        case keep
        /// Esc: typing stops, the line empties: no filter.
        case clear
        /// A tag picked: `+tag` is added to the words, and typing stops.
        case add(tag: String)
    }

    /// What the line asks for after a change that altered it.
    struct FilterChange: Hashable, Sendable {
        /// The filter (`nil`: every item).
        let filter: ItemFilter?
    }

    /// The filter as typed: "+home milk".
    private(set) var text = ""
    /// Whether keys type into the line (it opened with `/` and was not yet kept or cleared).
    private(set) var isTyping = false

    /// The filter the text asks for (`nil`: every item).
    var filter: ItemFilter? {
        let filter = ItemFilter(parsing: text)
        return filter.isEmpty ? nil : filter
    }

    /// Opens the line to type into, holding the filter that is on.
    mutating func open() {
        isTyping = true
    }

    /// Makes `edit`; returns the filter the line now asks for, when that changed.
    mutating func change(_ edit: Edit) -> FilterChange? {
        let before = filter
        switch edit {
        case .type(.insert("\n")): break
        case .type(let typed): typed.apply(to: &text)
        case .keep: keep()
        case .clear:
            isTyping = false
            text = ""
        case .add(let tag):
            text = ((filter?.text).map { $0 + " " } ?? "") + "+" + tag
            keep()
        }
        let after = filter
        return after == before ? nil : FilterChange(filter: after)
    }

    /// Stops typing; the filter stays on, as the List module reads it back.
    private mutating func keep() {
        isTyping = false
        text = filter?.text ?? ""
    }
}
