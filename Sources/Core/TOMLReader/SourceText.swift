/// The bytes of a TOML document, checked once for characters TOML never allows anywhere,
/// with the offsets where its lines start so that byte offsets can be turned into lines and columns.
struct SourceText: Sendable {
    /// The document as UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the first byte to read: 3 when the document starts with a byte order mark, else 0.
    let start: Int
    /// The offset of the first byte of every line, in increasing order.
    let lineStarts: [Int]

    /// Checks `bytes` and records where lines start.
    ///
    /// Rejects a NUL, a carriage return not followed by a line feed, any other control character
    /// except tab and line feed, and (when `checkUTF8` is set) bytes that are not UTF-8. TOML allows
    /// none of these outside strings and comments, and none of them unescaped inside, so one pass
    /// over the document settles them all.
    init(bytes: [UInt8], checkUTF8: Bool) throws(TOMLError) {
        let count = bytes.count
        var start = 0
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        }
        var lineStarts = [start]
        var index = start
        while index < count {
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x09 {
                index += 1
            } else if byte == 0x0A {
                index += 1
                lineStarts.append(index)
            } else if byte >= 0x80 {
                guard checkUTF8 else {
                    index += 1
                    continue
                }
                guard let next = Self.endOfScalar(in: bytes, at: index) else {
                    let message =
                        "this file is not UTF-8 text (byte 0x\(hex(byte, digits: 2)) cannot start or "
                        + "continue a character); save it as UTF-8"
                    throw Self.error(at: index, message, bytes: bytes, lineStarts: lineStarts)
                }
                index = next
            } else if byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
                index += 1
            } else {
                throw Self.error(at: index, Self.controlMessage(byte), bytes: bytes, lineStarts: lineStarts)
            }
        }
        self.bytes = bytes
        self.start = start
        self.lineStarts = lineStarts
    }

    /// The 1-based line of a byte offset.
    func line(of offset: Int) -> Int {
        Self.lineIndex(of: offset, in: lineStarts) + 1
    }

    /// Turns a failure found while reading into an error with a line and column.
    func error(for failure: ParseFailure) -> TOMLError {
        Self.error(at: failure.offset, failure.message, bytes: bytes, lineStarts: lineStarts)
    }

    /// An error at a byte offset, its column counted in characters from the start of its line.
    private static func error(at offset: Int, _ message: String, bytes: [UInt8], lineStarts: [Int]) -> TOMLError {
        let end = min(max(offset, 0), bytes.count)
        let index = lineIndex(of: end, in: lineStarts)
        let lineStart = index < lineStarts.count ? min(lineStarts[index], end) : end
        let before = String(decoding: bytes[lineStart..<end], as: UTF8.self)
        return TOMLError(line: index + 1, column: before.count + 1, message: message)
    }

    /// The index of the last line starting at or before `offset` (binary search).
    private static func lineIndex(of offset: Int, in lineStarts: [Int]) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle
            }
        }
        return low
    }

    /// What to say about a control character found in the document.
    private static func controlMessage(_ byte: UInt8) -> String {
        switch byte {
        case 0x00:
            return "a NUL character (U+0000) is not allowed in a TOML file; inside a string write \\u0000"
        case 0x0D:
            return "a carriage return must be followed by a line feed; end lines with LF or CR LF"
        default:
            let code = hex(byte, digits: 4)
            return "the control character U+\(code) is not allowed in a TOML file; inside a string write \\u\(code)"
        }
    }

    /// The offset just past the UTF-8 encoded character starting at `index`, or `nil` if the bytes
    /// there are not well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    private static func endOfScalar(in bytes: [UInt8], at index: Int) -> Int? {
        let count = bytes.count
        func isContinuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            offset < count && bytes[offset] >= low && bytes[offset] <= high
        }
        guard index < count else { return nil }
        switch bytes[index] {
        case 0xC2...0xDF:
            return isContinuation(index + 1) ? index + 2 : nil
        case 0xE0:
            return isContinuation(index + 1, 0xA0) && isContinuation(index + 2) ? index + 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return isContinuation(index + 1) && isContinuation(index + 2) ? index + 3 : nil
        case 0xED:
            return isContinuation(index + 1, 0x80, 0x9F) && isContinuation(index + 2) ? index + 3 : nil
        case 0xF0:
            let rest = isContinuation(index + 2) && isContinuation(index + 3)
            return isContinuation(index + 1, 0x90) && rest ? index + 4 : nil
        case 0xF1...0xF3:
            let rest = isContinuation(index + 2) && isContinuation(index + 3)
            return isContinuation(index + 1) && rest ? index + 4 : nil
        case 0xF4:
            let rest = isContinuation(index + 2) && isContinuation(index + 3)
            return isContinuation(index + 1, 0x80, 0x8F) && rest ? index + 4 : nil
        default:
            return nil
        }
    }
}

/// `value` in upper-case hexadecimal, padded with zeros to at least `digits` digits.
func hex(_ value: some BinaryInteger, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}
