/// How many terminal columns text takes: wide East Asian characters and emoji take two,
/// combining marks none.
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        if text.isPrintableASCII { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }  // printable, or a control drawn as one placeholder
        var width = 0
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
            width = max(width, of(scalar))
        }
        return width
    }

    /// The columns one scalar takes on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 1 }  // drawn as placeholders
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
        return 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        value >= 0x1100 && wideRanges.contains { $0.contains(value) }
    }

    /// `text` cut to at most `width` columns, ending in "…" when anything was cut.
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var out = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            out.append(character)
            used += next
        }
        return out + "…"
    }

    /// `text` cut or padded with spaces to exactly `width` columns.
    public static func fitted(_ text: String, toWidth width: Int) -> String {
        let cut = truncated(text, toWidth: width)
        return cut + String(repeating: " ", count: max(0, width - of(cut)))
    }
}
