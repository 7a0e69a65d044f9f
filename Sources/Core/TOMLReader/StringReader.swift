extension TOMLScanner {
    /// Reads a basic string `"..."` on one line, decoding escapes. The cursor must be at `"`.
    mutating func readBasicString() throws(ParseFailure) -> String {
        advance()
        var text: [UInt8] = []
        var run = position
        while true {
            let byte = peek()
            if byte == ASCII.quote {
                text.append(contentsOf: bytes(from: run))
                advance()
                return String(decoding: text, as: UTF8.self)
            }
            if isAtLineEnd {
                throw failure("this string is not closed: add \" at its end")
            }
            if byte == ASCII.backslash {
                text.append(contentsOf: bytes(from: run))
                try readEscape(into: &text, multiline: false)
                run = position
            } else {
                advance()
            }
        }
    }

    /// Reads a literal string `'...'` on one line, without escapes. The cursor must be at `'`.
    mutating func readLiteralString() throws(ParseFailure) -> String {
        advance()
        let start = position
        while peek() != ASCII.apostrophe {
            if isAtLineEnd {
                throw failure("this string is not closed: add ' at its end")
            }
            advance()
        }
        let text = String(decoding: bytes(from: start), as: UTF8.self)
        advance()
        return text
    }

    /// Reads a multi-line basic string `"""..."""`, decoding escapes and line-ending backslashes.
    /// The cursor must be at the first `"`.
    mutating func readMultilineBasicString() throws(ParseFailure) -> String {
        try readMultilineString(closedBy: ASCII.quote, escapes: true)
    }

    /// Reads a multi-line literal string `'''...'''`, without escapes. The cursor must be at the first `'`.
    mutating func readMultilineLiteralString() throws(ParseFailure) -> String {
        try readMultilineString(closedBy: ASCII.apostrophe, escapes: false)
    }

    /// Reads a multi-line string whose delimiter is three `quote` characters; a basic one
    /// (`escapes`) decodes escapes and line-ending backslashes. CRLF is read as LF.
    private mutating func readMultilineString(closedBy quote: UInt8, escapes: Bool) throws(ParseFailure) -> String {
        let open = position
        advance(3)
        _ = consumeNewline()
        var text: [UInt8] = []
        var run = position
        while true {
            let byte = peek()
            if byte == quote {
                if let closing = try closingQuotes(quote) {
                    text.append(contentsOf: bytes(from: run))
                    text.append(contentsOf: repeatElement(quote, count: closing))
                    advance(closing + 3)
                    return String(decoding: text, as: UTF8.self)
                }
            } else if escapes && byte == ASCII.backslash {
                text.append(contentsOf: bytes(from: run))
                if !skipLineEndingBackslash() {
                    try readEscape(into: &text, multiline: true)
                }
                run = position
            } else if byte == ASCII.carriageReturn {
                text.append(contentsOf: bytes(from: run))
                text.append(ASCII.lineFeed)
                advance(2)
                run = position
            } else if isAtEnd {
                let delimiter = String(repeating: Character(Unicode.Scalar(quote)), count: 3)
                throw failure("this multi-line string is not closed: add \(delimiter) at its end", at: open)
            } else {
                advance()
            }
        }
    }

    /// At a run of `quote` characters inside a multi-line string: if the run closes the string,
    /// how many of its quotes belong to the text (0, 1 or 2); otherwise steps over the run and returns `nil`.
    private mutating func closingQuotes(_ quote: UInt8) throws(ParseFailure) -> Int? {
        var count = 0
        while peek(count) == quote {
            count += 1
        }
        if count < 3 {
            advance(count)
            return nil
        }
        if count > 5 {
            let mark = String(repeating: Character(Unicode.Scalar(quote)), count: 3)
            throw failure(
                "too many quotes here: a multi-line string ends at the first \(mark), and at most two more quotes "
                    + "may come right before it; escape the others or use a different kind of string",
                at: position + 5)
        }
        return count - 3
    }

    /// At a backslash in a multi-line basic string: if only whitespace follows it on its line,
    /// skips the backslash, the line break and all whitespace and line breaks after it.
    private mutating func skipLineEndingBackslash() -> Bool {
        var ahead = 1
        while peek(ahead) == ASCII.space || peek(ahead) == ASCII.tab {
            ahead += 1
        }
        let byte = peek(ahead)
        guard byte == ASCII.lineFeed || (byte == ASCII.carriageReturn && peek(ahead + 1) == ASCII.lineFeed) else {
            return false
        }
        advance(ahead)
        while true {
            skipWhitespace()
            if !consumeNewline() {
                return true
            }
        }
    }

    /// Reads an escape sequence such as `\n` or `\u00E9` and appends its UTF-8 bytes to `text`.
    /// The cursor must be at the backslash.
    private mutating func readEscape(into text: inout [UInt8], multiline: Bool) throws(ParseFailure) {
        let start = position
        advance()
        let code = peek()
        let simple: UInt8? =
            switch code {
            case 0x62: 0x08  // \b
            case 0x74: 0x09  // \t
            case 0x6E: 0x0A  // \n
            case 0x66: 0x0C  // \f
            case 0x72: 0x0D  // \r
            case ASCII.quote: ASCII.quote
            case ASCII.backslash: ASCII.backslash
            default: nil
            }
        if let simple {
            text.append(simple)
            advance()
            return
        }
        switch code {
        case 0x75:  // \u
            try readUnicodeEscape(digits: 4, start: start, into: &text)
        case 0x55:  // \U
            try readUnicodeEscape(digits: 8, start: start, into: &text)
        default:
            if isAtEnd {
                throw failure(
                    multiline
                        ? "this multi-line string is not closed: add \"\"\" at its end"
                        : "this string is not closed: add \" at its end")
            }
            if isAtNewline && !multiline {
                throw failure(
                    "a backslash cannot end a line in a single-line string; use a multi-line string \"\"\"...\"\"\" "
                        + "or write \\\\ for a backslash",
                    at: start)
            }
            let shown: String
            if code == ASCII.space || code == ASCII.tab {
                shown = "a backslash followed by a space"
            } else if let character = currentCharacter {
                shown = "\\\(character)"
            } else {
                shown = "a lone backslash"
            }
            throw failure(
                "\(shown) is not a valid escape; the escapes are \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX and "
                    + "\\UXXXXXXXX, and a backslash itself is written \\\\",
                at: start)
        }
    }

    /// Reads the hexadecimal digits of `\uXXXX` or `\UXXXXXXXX` and appends the character's UTF-8 bytes.
    private mutating func readUnicodeEscape(
        digits: Int, start: Int, into text: inout [UInt8]
    ) throws(ParseFailure) {
        advance()
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = hexDigitValue(peek()) else {
                let escape = digits == 4 ? "\\u" : "\\U"
                throw failure(
                    "\(escape) must be followed by exactly \(digits) hexadecimal digits (0-9, A-F), "
                        + "like \(digits == 4 ? "\\u00E9" : "\\U0001F600")",
                    at: start)
            }
            value = value &* 16 &+ UInt32(digit)
            advance()
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure(
                "\\\(digits == 4 ? "u" : "U")\(hex(value, digits: digits)) is not a Unicode character: "
                    + "surrogates (D800-DFFF) and values above 10FFFF cannot be written",
                at: start)
        }
        text.append(contentsOf: String(scalar).utf8)
    }
}

/// The value of a hexadecimal digit, or `nil` if `byte` is not one.
func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}
