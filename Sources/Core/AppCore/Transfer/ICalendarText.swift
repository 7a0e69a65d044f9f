/// iCalendar TEXT values (RFC 5545, 3.3.11): the backslash escapes, both ways, and the
/// comma-separated lists of CATEGORIES.
enum ICalendarText {
    /// `value` with its escapes undone: `\,` `\;` `\\`, and `\n` or `\N` for a line break.
    /// Some programs also write `\:`, read as `:`; a backslash before any other character
    /// is kept, with the character. A raw CR (RFC 5545 has no escape for it) is a CR, as
    /// ``escaped(_:)`` writes it and Python's icalendar reads it.
    static func unescaped(_ value: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                switch scalar {
                case "n", "N": out.append("\n")
                case ",", ";", "\\", ":": out.append(scalar)
                default: out.append(contentsOf: ["\\", scalar])
                }
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        if escaping { out.append("\\") }
        return String(out)
    }

    /// `text` as a TEXT value: `\` `;` `,` escaped, LF written `\n`. A CR, for which RFC
    /// 5545 has no escape, is written as it is (never before an LF, which is always
    /// escaped): Python's icalendar writes and reads a CR so, and ``unescaped(_:)`` reads it
    /// back, so that `a\rb` and `a\r\nb` come back as they were.
    static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", ";", ",": out.append(contentsOf: ["\\", scalar])
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
