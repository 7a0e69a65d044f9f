import Presentation
import TerminalText

/// Draws what the detail pane shows while no form is open: the item (its title, the
/// labelled lines, its notes with their line breaks, all made safe to draw), or why there
/// is none.
@MainActor
enum DetailDrawing {
    /// A run of text on a row of the pane.
    struct Piece: Equatable {
        let column: Int
        let text: String
        let style: CellStyle
    }

    /// Draws `content` into `rect`; what does not fit ends in "…".
    static func draw(_ content: WideDetailView.Content, on surface: any Surface, in rect: Rect) {
        guard rect.height > 0 else { return }
        var rows = self.rows(for: content, width: rect.width)
        if rows.count > rect.height {
            rows = Array(rows.prefix(rect.height - 1)) + [[Piece(column: 1, text: "…", style: .hint)]]
        }
        for (offset, row) in rows.enumerated() {
            for piece in row {
                surface.put(piece.text, at: Point(x: rect.x + piece.column, y: rect.y + offset), style: piece.style)
            }
        }
    }

    /// The pane's rows, top to bottom, for a pane `width` columns wide.
    static func rows(for content: WideDetailView.Content, width: Int) -> [[Piece]] {
        switch content {
        case .nothing: []
        case .noItem(let message):
            [[], [], [Piece(column: 1, text: PaneText.fitted(message, width: width - 2), style: .hint)]]
        case .problem(let message):
            [[], []]
                + PaneText.wrap(TerminalSafeText.visible(message), width: width - 2).map {
                    [Piece(column: 1, text: $0, style: .error)]
                }
        case .item(let detail): itemRows(detail, width: width)
        }
    }

    private static func itemRows(_ detail: DetailDisplayData, width: Int) -> [[Piece]] {
        var rows = [
            [Piece(column: 0, text: PaneText.fitted(" \(detail.heading)", width: width), style: .paneTitle)], [],
        ]
        rows += PaneText.wrap(TerminalSafeText.visible(detail.title), width: width - 2).map {
            [Piece(column: 1, text: $0, style: .sectionTitle)]
        }
        rows.append([])
        let labels = detail.lines.map(\.label) + [detail.notesLabel]
        let valueColumn = (labels.map { DisplayWidth.of($0) }.max() ?? 0) + 3
        let valueWidth = width - valueColumn - 1
        for line in detail.lines {
            rows += labelled(
                line.label, PaneText.wrap(TerminalSafeText.visible(line.value), width: valueWidth),
                style: line.isAlert ? .lateLabel : .normal, at: valueColumn)
        }
        rows.append([])
        if detail.notes.isEmpty {
            rows += labelled(detail.notesLabel, [detail.noNotes], style: .hint, at: valueColumn)
        } else {
            rows += labelled(
                detail.notesLabel, PaneText.paragraphs(detail.notes, width: valueWidth), style: .normal,
                at: valueColumn)
        }
        return rows
    }

    /// `label` on the first row, and a value's lines beside it from `column`.
    private static func labelled(_ label: String, _ values: [String], style: CellStyle, at column: Int) -> [[Piece]] {
        (values.isEmpty ? [""] : values).enumerated().map { index, value in
            (index == 0 ? [Piece(column: 1, text: label, style: .hint)] : [])
                + [Piece(column: column, text: value, style: style)]
        }
    }
}
