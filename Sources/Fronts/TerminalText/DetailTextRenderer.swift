import Presentation

/// Writes an item's detail as lines of text, for `todo show` and the REPL's item screen:
///
/// ```
/// Item 3: Call mum
///   Due    Friday 20 November 2026 (tomorrow)
///   Added  Monday 16 November 2026, 08:02
///   Notes  Her new number is in the letter.
///          Ring after six.
/// ```
///
/// Titles and notes are made safe to draw (line breaks in notes start new lines).
public struct DetailTextRenderer: Sendable {
    private let style: TextStyle

    /// Creates a renderer writing in `style`.
    public init(style: TextStyle) {
        self.style = style
    }

    /// The detail's lines, without line ends.
    public func lines(for detail: DetailDisplayData) -> [String] {
        let labels = detail.lines.map(\.label) + [detail.notesLabel]
        let width = labels.map(\.count).max() ?? 0
        func labelled(_ label: String, _ value: String) -> String {
            "  " + style.quiet(label) + String(repeating: " ", count: width - label.count + 2) + value
        }
        var out = [style.sectionTitle(detail.heading) + ": " + TerminalSafeText.visible(detail.title)]
        for line in detail.lines {
            out.append(labelled(line.label, line.isAlert ? style.late(line.value) : line.value))
        }
        let notes = detail.notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !detail.notes.isEmpty, let first = notes.first else {
            out.append(labelled(detail.notesLabel, style.quiet(detail.noNotes)))
            return out
        }
        out.append(labelled(detail.notesLabel, TerminalSafeText.visible(first)))
        let indent = String(repeating: " ", count: width + 4)
        out += notes.dropFirst().map { indent + TerminalSafeText.visible($0) }
        return out
    }
}
