/// iCalendar TEXT values (RFC 5545, 3.3.11): the backslash escapes, both ways, and the
/// comma-separated lists of CATEGORIES.
enum ICalendarText {
    /// `value` with its escapes undone: `\,` `\;` `\\`, and `\n` or `\N` for a line break.
    /// Some programs also write `\:`, read as `:`; a backslash before any other character
    /// is kept, with the character. A raw CR (which no line may hold) is read as a line
    /// break, so that what is read can always be written back the same.
    static func unescaped(_ value: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                switch scalar {
                case "n", "N": out.append("\n")
                case ",", ";", "\\", ":": out.append(scalar)
                case "\r": out.append(contentsOf: ["\\", "\n"])
                default: out.append(contentsOf: ["\\", scalar])
                }
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar == "\r" ? "\n" : scalar)
            }
        }
        if escaping { out.append("\\") }
        return String(out)
    }

    /// `text` as a TEXT value: `\` `;` `,` escaped, every line break (LF, CRLF or CR)
    /// written `\n`.
    static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\\", ";", ",": out.append(contentsOf: ["\\", scalar])
            case "\r": out.append(contentsOf: ["\\", "n"])
            case "\n" where afterCR: continue
            case "\n": out.append(contentsOf: ["\\", "n"])
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// The texts of a list value such as CATEGORIES (`a,b\,c` is `a` and `b,c`), each
    /// unescaped.
    static func list(_ value: String) -> [String] {
        var parts: [String] = []
        var current = Substring.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if !escaping && scalar == "," {
                parts.append(unescaped(String(current)))
                current = Substring.UnicodeScalarView()
                continue
            }
            escaping = !escaping && scalar == "\\"
            current.append(scalar)
        }
        parts.append(unescaped(String(current)))
        return parts
    }
}
