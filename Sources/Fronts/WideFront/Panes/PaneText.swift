import TerminalText

/// Text fitted into a pane: made safe, cut by display width with an ellipsis, wrapped.
enum PaneText {
    /// `text` made safe and cut to `width` columns.
    static func fitted(_ text: String, width: Int) -> String {
        DisplayWidth.truncated(TerminalSafeText.visible(text), toWidth: width)
    }

    /// `left`, padding, then `right` flush with the right edge of `width` columns; the left
    /// part is cut first when both do not fit.
    static func spread(_ left: String, _ right: String, width: Int) -> (left: String, rightColumn: Int, right: String) {
        let rightText = DisplayWidth.truncated(right, toWidth: max(0, width - 4))
        let rightWidth = DisplayWidth.of(rightText)
        let leftRoom = max(0, width - rightWidth - (rightWidth > 0 ? 2 : 0))
        return (fitted(left, width: leftRoom), width - rightWidth, rightText)
    }

    /// The end of `text` that fits in `width` columns (the part being typed).
    static func tail(_ text: String, width: Int) -> String {
        var out = ""
        var used = 0
        for character in text.reversed() {
            let next = DisplayWidth.of(character)
            if used + next > width { break }
            out.insert(character, at: out.startIndex)
            used += next
        }
        return out
    }

    /// `text` (one line, already safe) broken into lines of at most `width` columns, at
    /// spaces where possible; a word longer than a line is broken where the line ends.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if DisplayWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                let pieces = chunks(String(word), width: width)
                lines += pieces.dropLast()
                line = pieces.last ?? ""
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` (one line, already safe) wrapped as ``wrap(_:width:)`` wraps it, in `limit`
    /// lines at most: when it takes more, the last one shown ends in "…".
    static func wrap(_ text: String, width: Int, atMost limit: Int) -> [String] {
        let lines = wrap(text, width: width)
        guard lines.count > limit, limit > 0 else { return lines }
        let last = DisplayWidth.truncated(lines[limit - 1] + " " + lines[limit], toWidth: width)
        return lines.prefix(limit - 1) + [last.hasSuffix("…") ? last : String(last.dropLast()) + "…"]
    }

    /// `text` (with line breaks) as the lines a pane shows: each line made safe and
    /// wrapped to `width` columns; an empty line stays an empty line.
    static func paragraphs(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            let lines = wrap(TerminalSafeText.visible(String(paragraph)), width: width)
            return lines.isEmpty ? [""] : lines
        }
    }

    /// `text` (with line breaks) cut into lines of at most `width` columns wherever a line
    /// fills up, as a field being typed in shows it; an empty line stays an empty line.
    static func typedLines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            chunks(TerminalSafeText.visible(String(paragraph)), width: width)
        }
    }

    /// `text` cut into pieces of at most `width` columns (one empty piece for no text).
    private static func chunks(_ text: String, width: Int) -> [String] {
        var pieces = [""]
        var used = 0
        for character in text {
            let next = DisplayWidth.of(character)
            if used + next > max(width, 1), !(pieces.last?.isEmpty ?? true) {
                pieces.append("")
                used = 0
            }
            pieces[pieces.count - 1].append(character)
            used += next
        }
        return pieces
    }
}
