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
        var lines = text(for: list).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        return lines
    }

    /// The list as one text, every line ended by a line break.
    public func text(for list: ListDisplayData) -> String {
        String(decoding: utf8(for: list), as: UTF8.self)
    }

    /// The list as the UTF-8 bytes of one text, every line ended by a line break: built in
    /// one buffer, so that a long list costs little more than its characters.
    public func utf8(for list: ListDisplayData) -> [UInt8] {
        if let message = list.emptyMessage { return Array((message + "\n").utf8) }
        let sections = list.sections.map { section in (section, section.rows.map(PreparedRow.init)) }
        var idWidth = 1, labelWidth = 0, longestTitle = 0, rowCount = 0
        for (_, rows) in sections {
            for row in rows {
                idWidth = max(idWidth, row.number.utf8.count)
                labelWidth = max(labelWidth, row.labelWidth)
                longestTitle = max(longestTitle, row.titleWidth)
            }
            rowCount += rows.count
        }
        let titleWidth = width.map { min(longestTitle, max(10, $0 - idWidth - labelWidth - 6)) } ?? longestTitle
        var out: [UInt8] = []
        out.reserveCapacity(rowCount * (idWidth + titleWidth + labelWidth + 8) + sections.count * 20)
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        func spaces(_ count: Int) { out.append(contentsOf: repeatElement(space, count: max(0, count))) }
        for (section, prepared) in sections {
            out.append(contentsOf: (section.tone == .alert ? style.alertTitle(section.title) : style.sectionTitle(section.title)).utf8)
            out.append(newline)
            for row in prepared {
                spaces(2)
                if style.isEnabled {
                    out.append(contentsOf: style.quiet(String(repeating: " ", count: idWidth - row.number.utf8.count) + row.number).utf8)
                } else {
                    spaces(idWidth - row.number.utf8.count)
                    out.append(contentsOf: row.number.utf8)
                }
                spaces(2)
                let isCut = row.titleWidth > titleWidth
                let title = isCut ? DisplayWidth.truncated(row.title, toWidth: titleWidth) : row.title
                out.append(contentsOf: title.utf8)
                if !row.dayLabel.isEmpty {
                    spaces(titleWidth - (isCut ? DisplayWidth.of(title) : row.titleWidth) + 2)
                    out.append(contentsOf: (section.tone == .alert ? style.late(row.dayLabel) : style.dayLabel(row.dayLabel)).utf8)
                }
                out.append(newline)
            }
        }
        return out
    }

    /// A row made ready once: its number, its title made safe, the title's width.
    private struct PreparedRow {
        let number: String
        let title: String
        let titleWidth: Int
        let dayLabel: String
        let labelWidth: Int

        init(_ row: ListDisplayRow) {
            number = String(row.id)
            title = TerminalSafeText.visible(row.title)
            titleWidth = DisplayWidth.of(title)
            dayLabel = row.dayLabel
            labelWidth = DisplayWidth.of(row.dayLabel)
        }
    }
}
