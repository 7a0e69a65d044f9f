import Foundation

/// The list pane's search line: the filter as the user typed it, and whether keys are
/// typing into it. What the filter means, and which items match, is the List module's
/// (``Presentation/ListIntent/search(text:)``).
struct SearchLine: Hashable, Sendable {
    /// The filter as typed: "+home milk".
    private(set) var text = ""
    /// Whether keys type into the line (it opened with `/` and was not yet kept or cleared).
    private(set) var isTyping = false

    /// Opens the line to type into, holding the filter that is on.
    mutating func open() {
        isTyping = true
    }

    /// Changes the text as a form field's is changed.
    mutating func apply(_ edit: FieldEdit) {
        switch edit {
        case .insert(let character): if character != "\n" { text.append(character) }
        case .deleteBackward: if !text.isEmpty { text.removeLast() }
        case .clear: text = ""
        }
    }

    /// Stops typing; the filter stays on.
    mutating func keep() {
        isTyping = false
        text = text.trimmingCharacters(in: .whitespaces)
    }

    /// Stops typing and empties the line: no filter.
    mutating func clear() {
        isTyping = false
        text = ""
    }

    /// Adds `+tag` to the filter and stops typing.
    mutating func add(tag: String) {
        let words = text.trimmingCharacters(in: .whitespaces)
        text = (words.isEmpty ? "" : words + " ") + "+" + tag
        keep()
    }
}
