import Presentation
import TerminalText

/// Writes what `tags` shows: one tag a line with its count, the counts aligned
/// (`+home      2 open`), or the module's message when no open item has a tag.
enum TagListLines {
    /// The lines (without line breaks), made safe to print.
    static func lines(for tags: TagListDisplayData) -> [String] {
        if let message = tags.emptyMessage { return [TerminalSafeText.visible(message)] }
        let labels = tags.rows.map { TerminalSafeText.visible($0.label) }
        let width = labels.map(DisplayWidth.of).max() ?? 0
        return zip(labels, tags.rows).map { label, row in
            label + String(repeating: " ", count: width - DisplayWidth.of(label) + 2) + row.countText
        }
    }
}
