import Presentation

/// Writes the List module's display data as lines of text: section titles on their own
/// lines, then one row per item with its number, title and day label.
///
/// ```
/// Tomorrow
///    3  Buy milk      Friday
/// ```
public struct ListTextRenderer: Sendable {
    /// Colours, or none.
    public let style: TextStyle
    /// The terminal's width, to cut long titles; `nil` to never cut.
    public let width: Int?

    /// Creates a renderer.
    public init(style: TextStyle, width: Int? = nil) {
        self.style = style
        self.width = width
    }

    /// The list as lines (without line breaks).
    public func lines(for list: ListDisplayData) -> [String] {
        if let message = list.emptyMessage { return [message] }
        let rows = list.sections.flatMap(\.rows)
        let idWidth = rows.map { String($0.id).count }.max() ?? 1
        let labelWidth = rows.map { DisplayWidth.of($0.dayLabel) }.max() ?? 0
        let longestTitle = rows.map { DisplayWidth.of(TerminalSafeText.visible($0.title)) }.max() ?? 0
        let titleWidth = width.map { min(longestTitle, max(10, $0 - idWidth - labelWidth - 6)) } ?? longestTitle
        var lines: [String] = []
        for section in list.sections {
            lines.append(section.tone == .alert ? style.alertTitle(section.title) : style.sectionTitle(section.title))
            for row in section.rows {
                let number = String(repeating: " ", count: idWidth - String(row.id).count) + String(row.id)
                let title = TerminalSafeText.visible(row.title)
                var line = "  " + style.quiet(number) + "  "
                if row.dayLabel.isEmpty {
                    line += DisplayWidth.truncated(title, toWidth: titleWidth)
                } else {
                    let label = section.tone == .alert ? style.late(row.dayLabel) : style.dayLabel(row.dayLabel)
                    line += DisplayWidth.fitted(title, toWidth: titleWidth) + "  " + label
                }
                lines.append(line)
            }
        }
        return lines
    }
}
