/// One content line of an iCalendar file (RFC 5545, 3.1), read from an unfolded line:
/// `NAME;PARAMETER=value:value`, such as `DUE;TZID=Europe/Paris:20261201T090000`.
struct ICalendarLine {
    /// The property's name (or BEGIN, END), in upper case.
    let name: String
    /// The parameters, by upper-case name, their values without quotes.
    let parameters: [String: String]
    /// The value, as written: TEXT escapes are undone by ``ICalendarText``.
    let value: String
    /// The physical line it starts on, counting from 1.
    let number: Int

    /// Reads `line`. Refused, naming the line: a line without a colon, a name that is not
    /// letters, digits and `-`, a value that is not UTF-8. Parameters are read leniently
    /// (only `VALUE` and `TZID` are used): quotes around a value are dropped, and one
    /// without `=` has an empty value.
    init(_ line: ICalendarLines.Unfolded) throws(ImportError) {
        let bytes = line.bytes
        number = line.number
        let nameEnd = bytes.firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") } ?? bytes.count
        guard let colon = Self.colon(in: bytes, after: nameEnd) else {
            throw .badLine(
                line: line.number,
                reason: "the line has no colon; each iCalendar line is NAME:value, and a line that continues "
                    + "the one before starts with a space")
        }
        let nameBytes = bytes[..<nameEnd]
        guard !nameBytes.isEmpty, nameBytes.allSatisfy(Self.isNameByte) else {
            let shown = String(decoding: nameBytes.prefix(30), as: UTF8.self)
            throw .badLine(
                line: line.number,
                reason: "\(JSONText.quoted(shown)) is not a property name (letters, digits and -) before a colon")
        }
        guard let value = String(validating: bytes[(colon + 1)...], as: UTF8.self) else {
            throw .badLine(line: line.number, reason: "the line is not UTF-8 text; save the file as UTF-8")
        }
        name = String(decoding: nameBytes, as: UTF8.self).uppercased()
        parameters = Self.parameters(bytes[nameEnd..<colon])
        self.value = value
    }

    /// The first colon from `start` on outside a quoted parameter value.
    private static func colon(in bytes: [UInt8], after start: Int) -> Int? {
        var quoted = false
        for index in start..<bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): quoted.toggle()
            case UInt8(ascii: ":") where !quoted: return index
            default: continue
            }
        }
        return nil
    }

    /// `;NAME=value;NAME="value"` as a dictionary.
    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [String: String] {
        var parameters: [String: String] = [:]
        var quoted = false
        var pieces: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "\"") { quoted.toggle() }
            if bytes[index] == UInt8(ascii: ";"), !quoted {
                pieces.append(bytes[start..<index])
                start = index + 1
            }
        }
        pieces.append(bytes[start...])
        for piece in pieces where !piece.isEmpty {
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? piece.endIndex
            let name = String(decoding: piece[..<equals], as: UTF8.self).uppercased()
            let value = equals < piece.endIndex ? piece[(equals + 1)...].filter { $0 != UInt8(ascii: "\"") } : []
            parameters[name] = String(decoding: value, as: UTF8.self)
        }
        return parameters
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}
