/// The physical lines of an iCalendar file (RFC 5545, 3.1): unfolded when reading, folded
/// when writing.
enum ICalendarLines {
    /// The longest physical line written, in octets, its CRLF not counted.
    static let maximumOctets = 75

    /// One logical line: its bytes, unfolded, and the physical line it starts on.
    struct Unfolded {
        /// The line's bytes, without its line break and with its continuations joined.
        var bytes: [UInt8]
        /// The physical line it starts on, counting from 1.
        let number: Int
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` split into lines at LF (a CR before it dropped, so CRLF and LF files both
    /// read), each line that starts with a space or a tab joined to the one before without
    /// that first character; empty lines are left out, and a UTF-8 byte-order mark at the
    /// start is skipped. Joining bytes rather than text mends a character whose UTF-8 bytes
    /// a careless writer split across two lines, as RFC 5545 asks.
    static func unfolded(_ bytes: [UInt8]) -> [Unfolded] {
        var lines: [Unfolded] = []
        var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var number = 1
        while start < bytes.count {
            var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end > start {
                let first = bytes[start]
                if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), !lines.isEmpty {
                    lines[lines.count - 1].bytes += bytes[(start + 1)..<end]
                } else {
                    lines.append(Unfolded(bytes: Array(bytes[start..<end]), number: number))
                }
            }
            start = next
            number += 1
        }
        return lines
    }

    /// `line` (without a line break) as physical lines of at most ``maximumOctets`` octets,
    /// each ended by CRLF, every line after the first starting with the space that marks a
    /// continuation (counted in its octets); a character's UTF-8 bytes are never split.
    static func folded(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        var octets = 0
        for scalar in line.unicodeScalars {
            let length = UTF8.width(scalar)
            if octets + length > maximumOctets {
                out.append(contentsOf: ["\r", "\n", " "])
                octets = 1
            }
            out.append(scalar)
            octets += length
        }
        out.append(contentsOf: ["\r", "\n"])
        return String(out)
    }
}
