import Presentation

/// The lines of a list of tags, as `todo tags`, the REPL's `tags` and the wide front's tag
/// picker show it: one tag a line with its count, the counts aligned (`+home      2 open`),
/// or the module's message when no open item has a tag. Made safe to print.
public enum TagListTextRenderer {
    /// The lines, without line breaks.
    public static func lines(for tags: TagListDisplayData) -> [String] {
        if let message = tags.emptyMessage { return [TerminalSafeText.visible(message)] }
        return rowLines(tags.rows)
    }

    /// One line a row, the counts aligned.
    public static func rowLines(_ rows: [TagListDisplayData.Row]) -> [String] {
        let labels = rows.map { TerminalSafeText.visible($0.label) }
        let width = labels.map(DisplayWidth.of).max() ?? 0
        return zip(labels, rows).map { label, row in
            label + String(repeating: " ", count: width - DisplayWidth.of(label) + 2) + row.countText
        }
    }
}
