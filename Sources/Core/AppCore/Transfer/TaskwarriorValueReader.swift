/// Reads one JSON value straight from its UTF-8 bytes, as strictly as a general decoder
/// (RFC 8259: no trailing commas, no comments, strings of valid UTF-8 without control
/// characters), but without building Foundation's objects: an entry of a Taskwarrior
/// export is read once, into a ``TaskwarriorValue``.
struct TaskwarriorValueReader {
    /// Why bytes are not one JSON value, with where it shows.
    struct Failure: Error {
        /// The reason, in words, ending with the place (`... around line 1, column 3`).
        let reason: String
    }

    /// The deepest nesting of lists and objects read; deeper input is refused instead of
    /// exhausting the stack.
    static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// The value `bytes` hold, with spaces around it allowed.
    static func value(of bytes: ArraySlice<UInt8>) throws(Failure) -> TaskwarriorValue {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<TaskwarriorValue, Failure> in
            var reader = TaskwarriorValueReader(bytes: buffer)
            do throws(Failure) {
                reader.skipSpace()
                let value = try reader.value(depth: 0)
                reader.skipSpace()
                guard reader.index == buffer.count else { throw reader.failure("there is text after the value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private mutating func value(depth: Int) throws(Failure) -> TaskwarriorValue {
        guard index < bytes.count else { throw failure("the text ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try list(depth: depth + 1)
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected("where a value was expected")
        }
        return .numberOrBoolean
    }

    private mutating func object(depth: Int) throws(Failure) -> TaskwarriorValue {
        guard depth <= Self.maximumDepth else { throw failure("it is nested too deeply") }
        index += 1
        skipSpace()
        var members: [String: TaskwarriorValue] = [:]
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("where a key in quotes was expected")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("where : was expected")
            }
            index += 1
            skipSpace()
            members[key] = try value(depth: depth)
            skipSpace()
            guard index < bytes.count else { throw failure("the object { is never closed") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw unexpected("where , or } was expected")
            }
        }
    }

    private mutating func list(depth: Int) throws(Failure) -> TaskwarriorValue {
        guard depth <= Self.maximumDepth else { throw failure("it is nested too deeply") }
        index += 1
        skipSpace()
        var elements: [TaskwarriorValue] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .list(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipSpace()
            guard index < bytes.count else { throw failure("the list [ is never closed") }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
            case UInt8(ascii: "]"):
                index += 1
                return .list(elements)
            default: throw unexpected("where , or ] was expected")
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw unexpected("where a value was expected") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw unexpected("where a value was expected")
        }
        index += count
    }

    /// A number as JSON writes it: `-`, an integer without leading zeros, a fraction, an
    /// exponent.
    private mutating func number() throws(Failure) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw unexpected("inside a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw unexpected("inside a number") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw unexpected("inside a number") }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The failure of the byte at the reading position (or of the text's end).
    func unexpected(_ context: String) -> Failure {
        guard index < bytes.count else { return failure("the text ends \(context)") }
        let byte = bytes[index]
        let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
        return failure("unexpected \(shown) \(context)")
    }

    /// `reason`, with the line and column of the reading position.
    func failure(_ reason: String) -> Failure {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return Failure(reason: "\(reason), around line \(line), column \(column)")
    }
}
