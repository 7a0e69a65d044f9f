import AppCore

/// Makes user text safe to write to a terminal.
public enum TerminalSafeText {
    /// `text` with every control or invisible scalar replaced by a visible placeholder:
    /// C0 controls and DEL by their Control Pictures (ESC shows as "␛", BEL as "␇"),
    /// everything else (C1 controls, bidirectional overrides, zero-width characters) by
    /// "�". Nothing that reaches the terminal can move the cursor, change colours or
    /// reorder text.
    public static func visible(_ text: String) -> String {
        if text.isPrintableASCII { return text }
        guard text.unicodeScalars.contains(where: \.isInvisibleControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(scalar.isInvisibleControl ? placeholder(for: scalar) : scalar)
        }
        return String(out)
    }

    private static func placeholder(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
