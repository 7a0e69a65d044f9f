/// Breaks a line of text that is wider than the terminal into lines that fit, at spaces,
/// so that no word is cut in two by the terminal's own wrapping ("nothing w|as changed").
/// Widths are display widths (``DisplayWidth``: a wide character takes two columns), and
/// colour sequences (`ESC [ … m`) take none and are never split.
///
/// A line that continues is indented as a two-column line reads best: under the text of
/// its second column ("  edit N   change the title, …" continues under "change"), else
/// under its own first word.
public enum WordWrap {
    /// `line` (without line breaks) as lines of at most `width` columns, broken at spaces;
    /// each continuing line starts with `indent` spaces (`nil`: the line's own hanging
    /// indent, ``hangingIndent(of:width:)``). A word wider than a line is broken where it
    /// reaches the edge. A line that fits is returned as it is.
    public static func lines(_ line: String, width: Int, indent: Int? = nil) -> [String] {
        guard width > 0, !fits(line, width: width) else { return [line] }
        let indent = min(max(indent ?? hangingIndent(of: line, width: width), 0), width / 2)
        var lines = Lines(width: width, indent: indent)
        for piece in pieces(of: line) where !piece.isSpace {
            lines.place(piece)
        }
        return lines.finished()
    }

    /// Where a line's continuing lines start: after the run of two or more spaces that ends
    /// its first column ("  list, ls       show …" continues under "show"), else at its own
    /// indentation. An indent over half the width is not kept.
    public static func hangingIndent(of line: String, width: Int) -> Int {
        var column = 0
        var leading: Int?
        var secondColumn: Int?
        for piece in pieces(of: line) where !piece.isSpace {
            if leading == nil {
                leading = piece.spacesBefore
            } else if piece.spacesBefore >= 2, secondColumn == nil {
                secondColumn = column + piece.spacesBefore
            }
            column += piece.spacesBefore + piece.width
        }
        let own = min(leading ?? 0, width / 2)
        guard let secondColumn, secondColumn <= width / 2 else { return own }
        return secondColumn
    }

    /// The lines being filled, word by word.
    private struct Lines {
        let width: Int
        let indent: Int
        private(set) var done: [String] = []
        private var current = ""
        private var used = 0
        /// Whether the current line holds text (beyond its indentation).
        private var holdsText = false
        private var started = false

        init(width: Int, indent: Int) {
            self.width = width
            self.indent = indent
        }

        /// Puts `piece` on the current line after its spaces, or starts the next line with
        /// it; a word wider than a line goes on as far as the edge, line by line.
        mutating func place(_ piece: Piece) {
            if !started {
                // The line's own leading spaces stay, as many as leave room for text.
                started = true
                add(String(repeating: " ", count: min(piece.spacesBefore, width - 1)), width: 0)
                used = current.count
            } else if used + piece.spacesBefore + piece.width <= width {
                add(String(repeating: " ", count: piece.spacesBefore), width: piece.spacesBefore)
            } else if holdsText {
                breakLine()
            }
            if used + piece.width <= width {
                add(piece.text, width: piece.width)
                holdsText = true
                return
            }
            for character in piece.characters {
                if used + character.width > width, holdsText { breakLine() }
                add(character.text, width: character.width)
                holdsText = holdsText || character.width > 0
            }
        }

        private mutating func add(_ text: String, width: Int) {
            current += text
            used += width
        }

        private mutating func breakLine() {
            done.append(current)
            current = String(repeating: " ", count: indent)
            used = indent
            holdsText = false
        }

        func finished() -> [String] {
            done + [current]
        }
    }

    /// Whether `line` takes at most `width` columns.
    static func fits(_ line: String, width: Int) -> Bool {
        if line.isPrintableASCII { return line.utf8.count <= width }
        return DisplayWidth.of(visiblePart(line)) <= width
    }

    /// `text` without its colour sequences.
    static func visiblePart(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var inSequence = false
        for character in text {
            if character == "\u{1B}" {
                inSequence = true
            } else if inSequence {
                if character != "[", let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                    inSequence = false
                }
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// One word of a line (its colour sequences included), with the spaces before it.
    struct Piece {
        var spacesBefore = 0
        var text = ""
        var width = 0
        var characters: [(text: String, width: Int)] = []
        var isSpace: Bool { text.isEmpty }
    }

    /// The words of `line`, each with the number of spaces before it; trailing spaces are
    /// a last piece with no text.
    static func pieces(of line: String) -> [Piece] {
        var out: [Piece] = []
        var current = Piece()
        var sequence: String?
        for character in line {
            if var open = sequence {
                open.append(character)
                if character != "[", let ascii = character.asciiValue, (0x40...0x7E).contains(ascii) {
                    current.text += open
                    current.characters.append((open, 0))
                    sequence = nil
                } else {
                    sequence = open
                }
                continue
            }
            if character == "\u{1B}" {
                sequence = "\u{1B}"
            } else if character == " " {
                if !current.text.isEmpty {
                    out.append(current)
                    current = Piece()
                }
                current.spacesBefore += 1
            } else {
                let width = DisplayWidth.of(character)
                current.text.append(character)
                current.width += width
                current.characters.append((String(character), width))
            }
        }
        if let sequence {
            current.text += sequence
            current.characters.append((sequence, 0))
        }
        out.append(current)
        return out
    }
}
