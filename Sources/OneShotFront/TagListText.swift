import AppCore
import Presentation
import TerminalText

/// Writes `todo tags`: one tag a line with its count, aligned (`+home      2 open`), or
/// JSON (`[{"tag": "home", "open": 2}]`).
enum TagListText {
    static func text(for tags: TagListDisplayData) -> String {
        if let message = tags.emptyMessage { return message + "\n" }
        let width = tags.rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        return tags.rows.map { row in
            row.label + String(repeating: " ", count: width - DisplayWidth.of(row.label) + 2) + row.countText + "\n"
        }.joined()
    }

    static func json(for tags: TagListDisplayData) -> String {
        "[" + tags.rows.map { "{\"tag\": \(JSONText.quoted($0.tag)), \"open\": \($0.count)}" }.joined(separator: ", ")
            + "]"
    }
}
