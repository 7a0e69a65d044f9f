import TerminalText

/// How the REPL lists the candidates of an ambiguous Tab: one a line, in the order given,
/// each word padded to the longest and followed by what it stands for (an item's title),
/// cut to the terminal's width: `12  Buy milk`.
enum CompletionListing {
    /// The lines for `words`, described by `descriptions`, at most `width` columns each.
    static func lines(_ words: [String], descriptions: [String: String], width: Int) -> [String] {
        let column = words.map(DisplayWidth.of).max() ?? 0
        return words.map { word in
            let padded = word + String(repeating: " ", count: column - DisplayWidth.of(word))
            guard let description = descriptions[word] else { return word }
            let room = max(0, width - column - 3)
            return padded + "  " + DisplayWidth.truncated(TerminalSafeText.visible(description), toWidth: room)
        }
    }
}
