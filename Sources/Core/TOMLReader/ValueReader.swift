extension TOMLScanner {
    /// Reads the value at the cursor: a string, number, boolean, date or time, array or inline table.
    /// `depth` is the nesting depth the value sits at; arrays and inline tables deeper than
    /// ``TOMLLimits/maximumDepth`` are refused before anything inside them is read.
    mutating func readValue(depth: Int) throws(ParseFailure) -> TOMLValue {
        let byte = peek()
        switch byte {
        case ASCII.quote:
            let isMultiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
            return .string(isMultiline ? try readMultilineBasicString() : try readBasicString())
        case ASCII.apostrophe:
            let isMultiline = peek(1) == ASCII.apostrophe && peek(2) == ASCII.apostrophe
            return .string(isMultiline ? try readMultilineLiteralString() : try readLiteralString())
        case ASCII.openBracket:
            return try readArray(depth: depth)
        case ASCII.openBrace:
            return try readInlineTable(depth: depth)
        case ASCII.comma, ASCII.closeBrace, ASCII.closeBracket, ASCII.hash:
            throw failure("a value is missing after \"=\"")
        default:
            if isAtLineEnd {
                throw failure("a value is missing after \"=\"")
            }
            if Self.isTokenByte(byte) {
                return try readBareValue()
            }
            throw failure(
                "\(found) cannot start a value; write text in quotes, like \"text\", or a number, true, false, "
                    + "a date, [an array] or {an inline table}")
        }
    }

    /// Whether `byte` can be part of an unquoted value: a number, boolean, date or time.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.underscore || byte == ASCII.plus
            || byte == ASCII.minus || byte == ASCII.dot || byte == ASCII.colon
    }

    /// Steps over the bytes of an unquoted value.
    private mutating func skipToken() {
        while Self.isTokenByte(peek()) {
            advance()
        }
    }

    /// Reads an unquoted value: `true`, `false`, a number, or a date or time.
    private mutating func readBareValue() throws(ParseFailure) -> TOMLValue {
        let start = position
        skipToken()
        if DateTimeReader.isDateShaped(bytes(from: start)) && peek() == ASCII.space && ASCII.isDigit(peek(1)) {
            advance()
            skipToken()
        }
        let token = Array(bytes(from: start))
        if token.elementsEqual("true".utf8) {
            return .boolean(true)
        }
        if token.elementsEqual("false".utf8) {
            return .boolean(false)
        }
        if DateTimeReader.looksLikeDateOrTime(token) {
            switch DateTimeReader.kind(of: token) {
            case .success(let kind):
                return .dateTime(TOMLDateTime(checkedText: String(decoding: token, as: UTF8.self), kind: kind))
            case .failure(let problem):
                throw failure(problem.message, at: start)
            }
        }
        let first = token.first ?? 0
        let isNumber =
            ASCII.isDigit(first) || first == ASCII.plus || first == ASCII.minus || first == ASCII.dot
            || token.elementsEqual("inf".utf8) || token.elementsEqual("nan".utf8)
        guard isNumber else {
            let word = String(decoding: token, as: UTF8.self)
            if word.lowercased() == "true" || word.lowercased() == "false" {
                throw failure(
                    "\(quoted(word)) is not a value; booleans are written in lower case: true or false",
                    at: start)
            }
            throw failure(
                "\(quoted(word)) is not a valid value; if it is text, put it in quotes: \(quoted(word))", at: start)
        }
        switch NumberReader.value(of: token) {
        case .success(let value):
            return value
        case .failure(let problem):
            throw failure(problem.message, at: start)
        }
    }

    /// Reads an array `[ ... ]`: values separated by commas, with line breaks, comments and a
    /// trailing comma allowed.
    private mutating func readArray(depth: Int) throws(ParseFailure) -> TOMLValue {
        let open = position
        try TableBuilder.checkDepth(depth, at: open)
        advance()
        var elements: [TOMLValue] = []
        while true {
            skipBlankSpace()
            switch peek() {
            case ASCII.closeBracket:
                advance()
                return .array(elements)
            case ASCII.comma:
                let place = elements.isEmpty ? "before \",\"" : "between commas"
                throw failure("a value is missing \(place)")
            default:
                if isAtEnd {
                    throw failure("this array is not closed: add ] at its end", at: open)
                }
            }
            elements.append(try readValue(depth: depth + 1))
            skipBlankSpace()
            switch peek() {
            case ASCII.comma:
                advance()
            case ASCII.closeBracket:
                advance()
                return .array(elements)
            default:
                if isAtEnd {
                    throw failure("this array is not closed: add ] at its end", at: open)
                }
                throw failure("expected \",\" or \"]\" after a value in an array, but found \(found)")
            }
        }
    }

    /// Reads an inline table `{ key = value, ... }`, which must stay on one line and has no trailing comma.
    private mutating func readInlineTable(depth: Int) throws(ParseFailure) -> TOMLValue {
        let open = position
        try TableBuilder.checkDepth(depth, at: open)
        advance()
        let table = TableBuilder(origin: .inline, depth: depth, line: line(of: open))
        skipWhitespace()
        if peek() == ASCII.closeBrace {
            advance()
            return .table(table.makeTable())
        }
        while true {
            skipWhitespace()
            try checkInlineTableGoesOn(open: open)
            let parts = try readKey()
            skipWhitespace()
            guard peek() == ASCII.equals else {
                throw failure("expected \"=\" after the key \(keyLabel(parts)), but found \(found)")
            }
            let (target, key) = try table.prepareAssignment(parts)
            advance()
            skipWhitespace()
            let value = try readValue(depth: target.depth + 1)
            target.insert(value, for: key)
            skipWhitespace()
            switch peek() {
            case ASCII.comma:
                let comma = position
                advance()
                skipWhitespace()
                if peek() == ASCII.closeBrace {
                    throw failure("an inline table cannot end with a comma: remove this \",\"", at: comma)
                }
            case ASCII.closeBrace:
                advance()
                return .table(table.makeTable())
            default:
                try checkInlineTableGoesOn(open: open)
                throw failure("expected \",\" or \"}\" after a value in an inline table, but found \(found)")
            }
        }
    }

    /// Refuses the end of the file, a line break or a comment inside an inline table, and a missing key.
    private func checkInlineTableGoesOn(open: Int) throws(ParseFailure) {
        if isAtEnd {
            throw failure("this inline table is not closed: add } at its end", at: open)
        }
        if isAtNewline || peek() == ASCII.hash {
            throw failure(
                "an inline table must be on one line: close it with } before the end of the line, "
                    + "or use a [table] section instead")
        }
        if peek() == ASCII.comma {
            throw failure("a key is missing before \",\"")
        }
    }
}
