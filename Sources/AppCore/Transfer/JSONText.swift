/// Writes JSON string literals that are safe to show anywhere.
///
/// Besides what JSON requires (quote, backslash, C0 controls), it escapes every scalar
/// ``Unicode/Scalar/isInvisibleControl`` names (DEL, the C1 controls, line and paragraph
/// separators, bidirectional controls, zero-width and tag characters...) as `\uXXXX`, so a
/// title can never smuggle terminal escapes, hide text or reorder it through JSON output.
/// The value read back is exactly the value written.
public enum JSONText {
    /// `texts` as a JSON array of string literals: `["home", "shopping"]`.
    public static func array(_ texts: [String]) -> String {
        "[" + texts.map(quoted).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.isInvisibleControl {
                    escape(scalar, into: &out)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// `\uXXXX`, or the two escapes of a UTF-16 surrogate pair beyond U+FFFF (a tag
    /// character U+E0041 is `\udb40\udc41`), as JSON writes characters it escapes.
    private static func escape(_ scalar: Unicode.Scalar, into out: inout String) {
        for unit in String(scalar).utf16 {
            out += "\\u" + hex4(UInt32(unit))
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
