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

    /// The unfolded lines of an input, one at a time: split at LF (a CR before it dropped,
    /// so CRLF and LF files both read), each line that starts with a space or a tab joined
    /// to the one before without that first character; empty lines are left out, and a
    /// UTF-8 byte-order mark at the start is skipped. Joining bytes rather than text mends
    /// a character whose UTF-8 bytes a careless writer split across two lines, as RFC 5545
    /// asks.
    struct Stream {
        private var lines: ImportLines
        /// The last line read, which a continuation may still join.
        private var pending: Unfolded?

        /// Starts reading `source`.
        init(_ source: ImportSource) throws(ImportError) {
            lines = try ImportLines(source)
        }

        /// How many physical lines were read so far (all of them, once ``next()`` gave `nil`).
        var physicalLines: Int { lines.count }

        /// The next unfolded line, or `nil` after the last one.
        mutating func next() throws(ImportError) -> Unfolded? {
            while let (bytes, number) = try lines.next() {
                guard let first = bytes.first else { continue }
                if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"), pending != nil {
                    pending?.bytes += bytes.dropFirst()
                    continue
                }
                let done = pending
                pending = Unfolded(bytes: bytes, number: number)
                if let done { return done }
            }
            defer { pending = nil }
            return pending
        }
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
