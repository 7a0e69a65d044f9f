import AppCore

/// Makes user text safe to write to a terminal.
public enum TerminalSafeText {
    /// `text` with every control or invisible scalar replaced by a visible placeholder:
    /// C0 controls and DEL by their Control Pictures (ESC shows as "␛", BEL as "␇"),
    /// everything else (C1 controls, bidirectional overrides, zero-width and tag characters,
    /// the other invisible scalars ``Unicode/Scalar/isInvisibleControl`` names) by "�".
    /// Nothing that reaches the terminal can move the cursor, change colours, hide text or
    /// reorder it.
    public static func visible(_ text: String) -> String {
        visible(text, keepingLineBreaks: false)
    }

    /// `text` made safe as ``visible(_:)`` does, except that line feeds stay line feeds:
    /// for messages of several lines (usage and help) that quote what the user typed.
    public static func visibleLines(_ text: String) -> String {
        visible(text, keepingLineBreaks: true)
    }

    private static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
        if text.isPrintableASCII { return text }
        func replaced(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isInvisibleControl && !(keepingLineBreaks && scalar == "\n")
        }
        guard text.unicodeScalars.contains(where: replaced) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(replaced(scalar) ? placeholder(for: scalar) : scalar)
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
