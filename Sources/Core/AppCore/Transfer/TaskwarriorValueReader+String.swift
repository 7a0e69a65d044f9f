extension TaskwarriorValueReader {
    /// The string at the reading position (at its opening quote), its escapes read.
    mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                else { throw failure("a string is not valid UTF-8") }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        var out = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw failure("a string is not valid UTF-8")
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &out)
            case 0..<0x20: throw unexpected("inside a string (a control character must be escaped)")
            default:
                out.append(byte)
                index += 1
            }
        }
        throw failure("a string is never closed")
    }

    /// Reads the escape after a backslash into `out`, as UTF-8.
    private mutating func escape(into out: inout [UInt8]) throws(Failure) {
        guard index < bytes.count else { throw failure("a string is never closed") }
        let byte = bytes[index]
        index += 1
        if let escaped = JSONEscape.byte(for: byte) {
            out.append(escaped)
            return
        }
        switch byte {
        case UInt8(ascii: "u"):
            var value = try hex4()
            if value >= 0xD800, value < 0xDC00 {
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw failure("a \\u escape is half of a pair with no other half") }
                index += 2
                let low = try hex4()
                guard low >= 0xDC00, low < 0xE000 else {
                    throw failure("a \\u escape is half of a pair with no other half")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if value >= 0xDC00, value < 0xE000 {
                throw failure("a \\u escape is half of a pair with no other half")
            }
            guard let scalar = Unicode.Scalar(value) else { throw failure("a \\u escape is not a character") }
            out.append(contentsOf: String(scalar).utf8)
        default:
            index -= 1
            throw unexpected("after \\ in a string")
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("a \\u escape is cut short") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unexpected("inside a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
