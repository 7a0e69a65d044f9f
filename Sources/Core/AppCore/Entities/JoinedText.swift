/// Texts joined by a separator, put together by hand: the standard library's generic
/// `joined(separator:)` costs the Swift runtime a scan of every protocol conformance in
/// the binary at its first use (about 0.4 M instructions), which a one-shot command would
/// otherwise pay for its SQL (Docs/Performance.md).
public enum JoinedText {
    /// `parts` with `separator` between each two.
    public static func of(_ parts: [String], separator: String) -> String {
        var text = ""
        for index in parts.indices {
            if index > parts.startIndex { text += separator }
            text += parts[index]
        }
        return text
    }
}
