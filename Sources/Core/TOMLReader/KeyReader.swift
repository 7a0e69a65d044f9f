/// One part of a key as written, such as `b` in `a.b.c`, with where it was written.
struct KeyPart {
    /// The key part with quotes and escapes removed.
    let name: String
    /// The byte offset where the part starts.
    let offset: Int
    /// The 1-based line of the part.
    let line: Int
}

extension TOMLScanner {
    /// Reads a key: simple keys (bare, "basic" or 'literal') joined by dots, with optional
    /// whitespace around the dots. The cursor must be at the key's first character.
    /// A key never spans lines, so every part is on the line where the key starts.
    mutating func readKey() throws(ParseFailure) -> [KeyPart] {
        let line = line(of: position)
        var parts = [try readSimpleKey(afterDot: false, line: line)]
        while true {
            skipWhitespace()
            guard peek() == ASCII.dot else { return parts }
            advance()
            skipWhitespace()
            parts.append(try readSimpleKey(afterDot: true, line: line))
        }
    }

    /// Reads one bare or quoted key.
    private mutating func readSimpleKey(afterDot: Bool, line: Int) throws(ParseFailure) -> KeyPart {
        let start = position
        let name: String
        switch peek() {
        case ASCII.quote:
            if peek(1) == ASCII.quote && peek(2) == ASCII.quote {
                throw failure("a key cannot be a multi-line string; write it in quotes on one line, like \"my key\"")
            }
            name = try readBasicString()
        case ASCII.apostrophe:
            if peek(1) == ASCII.apostrophe && peek(2) == ASCII.apostrophe {
                throw failure("a key cannot be a multi-line string; write it in quotes on one line, like 'my key'")
            }
            name = try readLiteralString()
        case let byte where ASCII.isBareKey(byte):
            while ASCII.isBareKey(peek()) {
                advance()
            }
            name = String(decoding: bytes(from: start), as: UTF8.self)
            try checkEndOfBareKey()
        default:
            throw missingKey(afterDot: afterDot)
        }
        return KeyPart(name: name, offset: start, line: line)
    }

    /// Rejects a character glued to a bare key that cannot be part of it, as in `bare!key`.
    private func checkEndOfBareKey() throws(ParseFailure) {
        switch peek() {
        case 0, ASCII.space, ASCII.tab, ASCII.dot, ASCII.equals, ASCII.openBracket, ASCII.closeBracket,
            ASCII.closeBrace, ASCII.comma, ASCII.hash, ASCII.lineFeed, ASCII.carriageReturn:
            return
        default:
            throw failure(
                "\(found) cannot be used in a bare key, which may hold only A-Z, a-z, 0-9, \"_\" and \"-\"; "
                    + "put the key in quotes instead, like \"my key\"")
        }
    }

    /// The failure for a place where a key should start but does not.
    private func missingKey(afterDot: Bool) -> ParseFailure {
        if afterDot {
            return failure("a key is missing after \".\"")
        }
        switch peek() {
        case ASCII.equals:
            return failure("a key is missing before \"=\"")
        case ASCII.dot:
            return failure("a key cannot start with \".\"")
        default:
            if isAtLineEnd {
                return failure("a key is missing here")
            }
            return failure(
                "\(found) cannot start a key; a bare key may hold only A-Z, a-z, 0-9, \"_\" and \"-\", "
                    + "so put the key in quotes, like \"my key\"")
        }
    }
}

/// A key path as a reader would write it in a file, such as `server."host name".port`.
func displayKey(_ parts: some Sequence<String>) -> String {
    parts.map { name -> String in
        let bare = !name.isEmpty && name.utf8.allSatisfy(ASCII.isBareKey)
        return bare ? name : quoted(name)
    }.joined(separator: ".")
}
