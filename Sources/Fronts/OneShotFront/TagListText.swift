import AppCore
import Presentation
import TerminalText

/// Writes `todo tags`: the lines of ``TerminalText/TagListTextRenderer``, or JSON
/// (`[{"tag": "home", "open": 2}]`).
enum TagListText {
    static func text(for tags: TagListDisplayData) -> String {
        TagListTextRenderer.lines(for: tags).map { $0 + "\n" }.joined()
    }

    static func json(for tags: TagListDisplayData) -> String {
        "[" + tags.rows.map { "{\"tag\": \(JSONText.quoted($0.tag)), \"open\": \($0.count)}" }.joined(separator: ", ")
            + "]"
    }
}
