/// The list pane's search line: the filter as the user typed it, whether keys are typing
/// into it, and how each key changes it. The list view owns it; what the filter means, and
/// which items match, is the List module's (``Presentation/ListIntent/search(text:)``).
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

    /// The line's text after a change that altered it, for the List module to read.
    struct TextChange: Hashable, Sendable {
        /// The filter as typed ("" for none).
        let text: String
    }

    /// The filter as typed: "+home milk".
    private(set) var text = ""
    /// Whether keys type into the line (it opened with `/` and was not yet kept or cleared).
    private(set) var isTyping = false

    /// Opens the line to type into, holding the filter that is on.
    mutating func open() {
        isTyping = true
    }

    /// Makes `edit`; returns the line's text when that changed.
    mutating func change(_ edit: Edit) -> TextChange? {
        let before = text
        switch edit {
        case .type(.insert("\n")): break
        case .type(let typed): typed.apply(to: &text)
        case .keep: keep()
        case .clear:
            isTyping = false
            text = ""
        case .add(let tag):
            let words = Self.trimmed(text)
            text = (words.isEmpty ? "" : words + " ") + "+" + tag
            keep()
        }
        return text == before ? nil : TextChange(text: text)
    }

    /// Stops typing; the filter stays on, as typed without surrounding spaces.
    private mutating func keep() {
        isTyping = false
        text = Self.trimmed(text)
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
