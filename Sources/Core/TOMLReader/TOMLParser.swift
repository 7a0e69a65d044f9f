/// Reads a whole document: its lines of comments, `[table]` and `[[array of tables]]` headers
/// and `key = value` pairs, building the root table.
struct TOMLParser {
    /// The cursor over the document.
    private var scanner: TOMLScanner
    /// The root table.
    private let root: TableBuilder
    /// The table that key-value pairs go into: the root, or the last header's table.
    private var current: TableBuilder

    /// Reads a checked document into its root table.
    static func parse(_ source: SourceText) throws(TOMLError) -> TOMLTable {
        var parser = TOMLParser(source: source)
        do throws(ParseFailure) {
            try parser.readDocument()
        } catch {
            throw source.error(for: error)
        }
        return parser.root.makeTable()
    }

    private init(source: SourceText) {
        scanner = TOMLScanner(source: source)
        root = TableBuilder(origin: .header, depth: 0, line: 1)
        current = root
    }

    /// Reads line after line until the end of the document.
    private mutating func readDocument() throws(ParseFailure) {
        while true {
            scanner.skipWhitespace()
            var what = ""
            switch scanner.peek() {
            case ASCII.hash, ASCII.lineFeed, ASCII.carriageReturn, 0:
                break
            case ASCII.openBracket:
                try readHeader()
                what = "a table header"
            default:
                try readKeyValue()
                what = "a value"
            }
            scanner.skipWhitespace()
            scanner.skipComment()
            if scanner.isAtEnd {
                return
            }
            guard scanner.consumeNewline() else {
                throw scanner.failure(
                    "only a comment may follow \(what) on its line, but found \(scanner.found); "
                        + "put each key = value and each [table] on its own line")
            }
        }
    }

    /// Reads `key = value` into the current table.
    private mutating func readKeyValue() throws(ParseFailure) {
        let parts = try scanner.readKey()
        scanner.skipWhitespace()
        guard scanner.peek() == ASCII.equals else {
            let key = keyLabel(parts)
            if scanner.isAtLineEnd || scanner.peek() == ASCII.hash {
                throw scanner.failure("expected \"=\" and a value after the key \(key), like key = \"value\"")
            }
            let hint = ASCII.isBareKey(scanner.peek()) ? "; a key with spaces must be in quotes, like \"my key\"" : ""
            throw scanner.failure("expected \"=\" after the key \(key), but found \(scanner.found)\(hint)")
        }
        let (table, key) = try current.prepareAssignment(parts)
        scanner.advance()
        scanner.skipWhitespace()
        let value = try scanner.readValue(depth: table.depth + 1)
        table.insert(value, for: key)
    }

    /// Reads a `[table]` or `[[array of tables]]` header and makes its table the current one.
    private mutating func readHeader() throws(ParseFailure) {
        let open = scanner.position
        let isArray = scanner.peek(1) == ASCII.openBracket
        let (opening, closing) = isArray ? ("[[", "]]") : ("[", "]")
        scanner.advance(opening.utf8.count)
        scanner.skipWhitespace()
        if scanner.isAtLineEnd || scanner.peek() == ASCII.hash {
            throw scanner.failure(
                "a table header must have a name and end with \"\(closing)\", like \(opening)server\(closing)")
        }
        if scanner.peek() == ASCII.closeBracket {
            throw scanner.failure("a table header cannot be empty: write a name, like \(opening)server\(closing)")
        }
        let parts = try scanner.readKey()
        scanner.skipWhitespace()
        let isClosed =
            isArray
            ? scanner.peek() == ASCII.closeBracket && scanner.peek(1) == ASCII.closeBracket
            : scanner.peek() == ASCII.closeBracket
        guard isClosed else {
            var message = "a table header must end with \"\(closing)\""
            if !scanner.isAtLineEnd {
                message += ", but found \(scanner.found)"
                if ASCII.isBareKey(scanner.peek()) {
                    message += "; a name with spaces must be in quotes, like \(opening)\"my table\"\(closing)"
                }
            }
            throw scanner.failure(message)
        }
        scanner.advance(closing.utf8.count)
        let line = scanner.line(of: open)
        current =
            isArray
            ? try TableBuilder.openArrayElement(parts, in: root, line: line)
            : try TableBuilder.openTable(parts, in: root, line: line)
    }
}
