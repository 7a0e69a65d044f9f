import Presentation
import TerminalText

/// Draws a form into a pane: its heading, a labelled field a row (a few rows for a note),
/// what the due text means under its field, the problem, and a hint. The Add form and the
/// detail's edit form are drawn by this one piece of code, from the form's own fields.
@MainActor
enum FormDrawing {
    /// How many rows a note field takes.
    static let noteRows = 4

    /// Draws `form` into `rect`, its active field typed into when `focused`; returns where
    /// the text cursor goes, if anywhere.
    static func draw<Field>(_ form: ItemForm<Field>, focused: Bool, on surface: any Surface, in rect: Rect) -> Point? {
        let active = focused ? form.active : nil
        let rows = form.fields.map { field in
            Row(
                label: field.label, text: form[field.id], isActive: field.id == active,
                height: field.kind == .note ? noteRows : 1, meaning: field.kind == .day ? form.interpretation : nil)
        }
        return draw(
            heading: form.heading, rows: rows, problem: form.problem, hint: form.hint(for: active), on: surface,
            in: rect)
    }

    /// One field as the form shows it.
    struct Row {
        /// "Name", "Due".
        let label: String
        /// What is typed in it.
        let text: String
        /// Whether keys type into it (and the form has the focus).
        let isActive: Bool
        /// How many rows it takes: more than one for text with line breaks (a note).
        var height = 1
        /// What the text means, shown under the field (the due day), if anything.
        var meaning: DueInterpretation?
    }

    /// Draws the form's rows into `rect`; returns where the text cursor goes, if anywhere.
    private static func draw(
        heading: String, rows: [Row], problem: String?, hint: String, on surface: any Surface, in rect: Rect
    ) -> Point? {
        guard rect.height > 0 else { return nil }
        surface.put(
            PaneText.fitted(" \(heading)", width: rect.width), at: Point(x: rect.x, y: rect.y), style: .paneTitle)
        let bottom = rect.y + rect.height
        let labelWidth = (rows.map { DisplayWidth.of($0.label) }.max() ?? 0) + 3
        let fieldWidth = max(1, rect.width - labelWidth - 2)
        var cursor: Point?
        var y = rect.y + 2
        for row in rows where y < bottom {
            surface.put(" \(row.label):", at: Point(x: rect.x, y: y), style: row.isActive ? .activeField : .normal)
            let (lines, end) = fieldLines(row, width: fieldWidth - 1)
            for (offset, line) in lines.enumerated() where y + offset < bottom {
                surface.put(
                    DisplayWidth.fitted(line, toWidth: fieldWidth), at: Point(x: rect.x + labelWidth, y: y + offset),
                    style: row.isActive ? .activeField : .field)
            }
            if row.isActive, y + end < bottom {
                cursor = Point(x: rect.x + labelWidth + DisplayWidth.of(lines[end]), y: y + end)
            }
            y += lines.count
            if let meaning = row.meaning {
                if !(meaning.isProblem && problem != nil) {
                    let style: CellStyle = meaning.isProblem ? .error : .dayLabel
                    for (offset, line) in PaneText.wrap(meaning.text, width: rect.width - labelWidth - 1).prefix(2)
                        .enumerated() where y + offset < bottom
                    {
                        surface.put(line, at: Point(x: rect.x + labelWidth, y: y + offset), style: style)
                    }
                }
                y += 2
            }
            y += 1
        }
        if let problem {
            for line in PaneText.wrap(TerminalSafeText.visible(problem), width: rect.width - 2).prefix(3)
            where y < bottom {
                surface.put(" " + line, at: Point(x: rect.x, y: y), style: .error)
                y += 1
            }
            y += 1
        }
        for line in PaneText.wrap(hint, width: rect.width - 2).prefix(2) where y < bottom {
            surface.put(" " + line, at: Point(x: rect.x, y: y), style: .hint)
            y += 1
        }
        return cursor
    }

    /// The rows of a field's text, and which of them the text ends on: one row shows the
    /// end being typed; more show the text's lines, its end while it is typed in, else its
    /// start.
    private static func fieldLines(_ row: Row, width: Int) -> (lines: [String], end: Int) {
        guard row.height > 1 else { return ([PaneText.tail(TerminalSafeText.visible(row.text), width: width)], 0) }
        let lines = PaneText.typedLines(row.text, width: width)
        let shown = row.isActive ? lines.suffix(row.height) : lines.prefix(row.height)
        return (Array(shown) + Array(repeating: "", count: row.height - shown.count), max(0, shown.count - 1))
    }
}
