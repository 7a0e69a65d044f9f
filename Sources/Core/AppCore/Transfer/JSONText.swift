/// Writes JSON string literals that are safe to show anywhere, and TOML basic strings
/// with the same escapes (TOML's own form for a scalar beyond U+FFFF).
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
        quoted(text, escapingBeyondBMP: surrogatePair)
    }

    /// `text` as a TOML basic string, quotes included: the escapes of ``quoted(_:)``, and
    /// `\UXXXXXXXX` for an escaped scalar beyond U+FFFF (TOML has no surrogate pairs).
    public static func tomlQuoted(_ text: String) -> String {
        quoted(text) { scalar in "\\U" + hex(scalar.value, digits: 8) }
    }

    private static func quoted(_ text: String, escapingBeyondBMP wide: (Unicode.Scalar) -> String) -> String {
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
                if !scalar.isInvisibleControl {
                    out.unicodeScalars.append(scalar)
                } else if scalar.value > 0xFFFF {
                    out += wide(scalar)
                } else {
                    out += "\\u" + hex(scalar.value, digits: 4)
                }
            }
        }
        out += "\""
        return out
    }

    /// The two escapes of a UTF-16 surrogate pair, as JSON writes a scalar beyond U+FFFF
    /// (a tag character U+E0041 is `\udb40\udc41`).
    private static func surrogatePair(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { "\\u" + hex(UInt32($0), digits: 4) }.joined()
    }

    private static func hex(_ value: UInt32, digits count: Int) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }
}
