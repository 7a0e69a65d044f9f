/// A cursor over the bytes of a checked document: looking ahead, stepping, and skipping the
/// space, comments and line breaks that separate TOML's tokens.
///
/// Reading past the end is harmless: `peek` then returns 0, which cannot occur inside a
/// document because ``SourceText`` rejects NUL characters.
struct TOMLScanner {
    /// The checked document.
    let source: SourceText
    /// The document's bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read; never beyond `bytes.count`.
    private(set) var position: Int

    /// A scanner at the start of a checked document.
    init(source: SourceText) {
        self.source = source
        self.bytes = source.bytes
        self.position = min(source.start, source.bytes.count)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The byte `ahead` places after the cursor, or 0 past the end.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let index = position + ahead
        return index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// Moves the cursor `count` bytes forward, stopping at the end.
    mutating func advance(_ count: Int = 1) {
        position = min(position + max(count, 0), bytes.count)
    }

    /// Moves the cursor to `offset`, which must be one already scanned or between it and the end.
    mutating func move(to offset: Int) {
        position = min(max(offset, 0), bytes.count)
    }

    /// The bytes from `start` to the cursor.
    func bytes(from start: Int) -> ArraySlice<UInt8> {
        let low = min(max(start, 0), position)
        return bytes[low..<position]
    }

    /// The 1-based line of a byte offset.
    func line(of offset: Int) -> Int {
        source.line(of: offset)
    }

    /// Whether the cursor is at a line break (LF, or CR followed by LF).
    var isAtNewline: Bool {
        peek() == ASCII.lineFeed || (peek() == ASCII.carriageReturn && peek(1) == ASCII.lineFeed)
    }

    /// Whether the cursor is at the end of the document or of a line.
    var isAtLineEnd: Bool { isAtEnd || isAtNewline }

    /// Skips spaces and tabs.
    mutating func skipWhitespace() {
        while peek() == ASCII.space || peek() == ASCII.tab {
            advance()
        }
    }

    /// Skips a comment, if the cursor is at one, up to (not including) the line break.
    mutating func skipComment() {
        guard peek() == ASCII.hash else { return }
        while !isAtLineEnd {
            advance()
        }
    }

    /// Consumes a line break if the cursor is at one.
    mutating func consumeNewline() -> Bool {
        if peek() == ASCII.lineFeed {
            advance()
            return true
        }
        if peek() == ASCII.carriageReturn && peek(1) == ASCII.lineFeed {
            advance(2)
            return true
        }
        return false
    }

    /// Skips whitespace, comments and line breaks, as allowed between the values of an array.
    mutating func skipBlankSpace() {
        while true {
            skipWhitespace()
            skipComment()
            if !consumeNewline() {
                return
            }
        }
    }

    /// A failure at `offset` (the cursor when omitted).
    func failure(_ message: String, at offset: Int? = nil) -> ParseFailure {
        ParseFailure(offset: offset ?? position, message: message)
    }

    /// Names what is at the cursor for a message: `the end of the file`, `the end of the line`,
    /// or the character in quotes.
    var found: String {
        if isAtEnd {
            return "the end of the file"
        }
        if isAtNewline {
            return "the end of the line"
        }
        guard let character = currentCharacter else { return "the end of the file" }
        return quoted(String(character))
    }

    /// The character at the cursor, or `nil` at the end.
    var currentCharacter: Character? {
        let end = min(position + 16, bytes.count)
        guard position < end else { return nil }
        return String(decoding: bytes[position..<end], as: UTF8.self).first
    }
}

/// The ASCII bytes the reader looks for.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let apostrophe: UInt8 = 0x27
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let colon: UInt8 = 0x3A
    static let equals: UInt8 = 0x3D
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    /// Whether `byte` is 0-9.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// Whether `byte` is A-Z or a-z.
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// Whether `byte` may appear in a bare key: A-Z a-z 0-9 _ -.
    static func isBareKey(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == underscore || byte == minus
    }
}

/// `text` in double quotes for a message, shortened when long and with invisible characters escaped.
func quoted(_ text: some StringProtocol) -> String {
    let limit = 40
    var result = "\""
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            result += "…"
            break
        }
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\t": result += "\\t"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u" + hex(scalar.value, digits: 4)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        count += 1
    }
    return result + "\""
}
