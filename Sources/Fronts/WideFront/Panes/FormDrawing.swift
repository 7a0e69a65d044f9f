import Presentation
import TerminalText

/// Draws a form into a pane: its heading, a labelled field a row (a few rows for a note),
/// what the due text means under its field, a field's problem right under it (across the
/// pane, from under the label), and the hint of the field with the focus at the bottom.
/// The field with the focus is marked ▸ and drawn reversed. When the pane is too short
/// for it all, the blank rows between fields go first (from the bottom), then the fields
/// scroll to keep the one with the focus in sight. The Add form and the detail's edit form are drawn by this one
/// piece of code, from the form's own fields.
@MainActor
enum FormDrawing {
    /// How many rows a note field takes.
    static let noteRows = 4
    /// The most rows a field's problem, or a due day's meaning, takes; more ends in "…".
    static let messageRows = 5
    /// The most rows the hint takes.
    static let hintRows = 4
    /// The mark before the label of the field with the focus.
    static let focusMark = "▸"

    /// A run of text on a row of the pane.
    struct Piece {
        let column: Int
        let text: String
        let style: CellStyle
    }

    /// The rows one field takes: its own, then its meaning and its problem.
    private struct Block {
        var rows: [[Piece]]
        /// Where the text cursor goes, as (row, column), when the field has the focus.
        var cursor: (row: Int, column: Int)?
        let isActive: Bool
    }

    /// Draws `form` into `rect`, its active field typed into when `focused`; returns where
    /// the text cursor goes, if anywhere.
    static func draw<Field>(_ form: ItemForm<Field>, focused: Bool, on surface: any Surface, in rect: Rect) -> Point? {
        guard rect.height > 0 else { return nil }
        surface.put(
            PaneText.fitted(" \(form.heading)", width: rect.width), at: Point(x: rect.x, y: rect.y), style: .paneTitle)
        let active = focused ? form.active : nil
        let labelWidth = (form.fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 3
        let fieldWidth = max(1, rect.width - labelWidth - 2)
        let blocks = form.fields.map { field in
            block(field, in: form, isActive: field.id == active, labelWidth: labelWidth, fieldWidth: fieldWidth)
        }
        var tail: [[Piece]] = []
        if let problem = form.problem, form.problemField.map({ id in !form.fields.contains { $0.id == id } }) ?? true {
            tail += message(problem, style: .error, column: 1, width: rect.width - 2).map { [$0] }
        }
        let hint = PaneText.wrap(form.hint(for: active), width: rect.width - 2, atMost: hintRows).map {
            [Piece(column: 1, text: $0, style: .hint)]
        }
        let room = max(0, rect.height - 2)
        let (rows, cursor) = arrange(blocks, tail: tail, hint: hint, room: room)
        for (offset, row) in rows.enumerated() where offset < room {
            for piece in row {
                surface.put(piece.text, at: Point(x: rect.x + piece.column, y: rect.y + 2 + offset), style: piece.style)
            }
        }
        return cursor.flatMap { at -> Point? in
            at.row < room ? Point(x: rect.x + at.column, y: rect.y + 2 + at.row) : nil
        }
    }

    /// The rows of the fields, then `tail`, then `hint`, in `room` rows: a blank row
    /// between fields (and before the tail and the hint) as far as there is room, from the
    /// top; when even the fields alone do not fit, the hint at the bottom and the fields
    /// scrolled so that the active one (with its problem) shows.
    private static func arrange(_ blocks: [Block], tail: [[Piece]], hint: [[Piece]], room: Int)
        -> (rows: [[Piece]], cursor: (row: Int, column: Int)?)
    {
        let hintRows = hint.isEmpty ? 0 : hint.count + 1
        let packed = blocks.reduce(0) { $0 + $1.rows.count } + tail.count
        let gaps = max(0, min(blocks.count - 1 + (tail.isEmpty ? 0 : 1), room - hintRows - packed))
        let stacked = stack(blocks, gaps: gaps)
        var rows = stacked.rows + tail
        let fieldRoom = max(1, room - hintRows)
        var top = 0
        if rows.count > fieldRoom {
            top = max(0, min(stacked.active.upperBound - fieldRoom, stacked.active.lowerBound))
            rows = Array(rows.dropFirst(top).prefix(fieldRoom))
            rows += Array(repeating: [Piece](), count: fieldRoom - rows.count)
        }
        let cursor = stacked.cursor.flatMap { at -> (row: Int, column: Int)? in
            (top..<(top + rows.count)).contains(at.row) ? (row: at.row - top, column: at.column) : nil
        }
        return (rows + (hint.isEmpty ? [] : [[]] + hint), cursor)
    }

    /// The blocks' rows one after another, a blank row after each of the first `gaps` of
    /// them; where the cursor goes, and which rows the active block takes.
    private static func stack(_ blocks: [Block], gaps: Int)
        -> (rows: [[Piece]], cursor: (row: Int, column: Int)?, active: Range<Int>)
    {
        var rows: [[Piece]] = []
        var cursor: (row: Int, column: Int)?
        var active = 0..<0
        for (index, block) in blocks.enumerated() {
            if let at = block.cursor { cursor = (rows.count + at.row, at.column) }
            if block.isActive { active = rows.count..<(rows.count + block.rows.count) }
            rows += block.rows
            if index < gaps { rows.append([]) }
        }
        return (rows, cursor, active)
    }

    /// One field's rows: the label and its text; under a day, what the text means; under
    /// a field with a problem, the problem.
    private static func block<Field>(
        _ field: ItemFormField<Field>, in form: ItemForm<Field>, isActive: Bool, labelWidth: Int, fieldWidth: Int
    ) -> Block {
        let height = field.kind == .note ? noteRows : 1
        let (lines, end) = fieldLines(form[field.id], height: height, isActive: isActive, width: fieldWidth - 1)
        let label = Piece(
            column: 0, text: (isActive ? focusMark : " ") + field.label + ":", style: isActive ? .activeField : .normal)
        var rows = lines.map { line in
            [
                Piece(
                    column: labelWidth, text: DisplayWidth.fitted(line, toWidth: fieldWidth),
                    style: isActive ? .activeField : .field)
            ]
        }
        rows[0].insert(label, at: 0)
        let cursor: (row: Int, column: Int)? =
            isActive ? (row: end, column: labelWidth + DisplayWidth.of(lines[end])) : nil
        let problem = form.problemField == field.id ? form.problem : nil
        if field.kind == .day, let meaning = form.interpretation, meaning.text != problem {
            rows += message(
                meaning.text, style: meaning.isProblem ? .error : .dayLabel, column: labelWidth,
                width: fieldWidth + 1
            ).map { [$0] }
        }
        if let problem {
            rows += message(problem, style: .error, column: 1, width: labelWidth + fieldWidth).map { [$0] }
        }
        return Block(rows: rows, cursor: cursor, isActive: isActive)
    }

    /// `text` made safe and wrapped at `width` columns from `column`, in ``messageRows``
    /// rows at most (the last ending in "…" when it is cut).
    private static func message(_ text: String, style: CellStyle, column: Int, width: Int) -> [Piece] {
        PaneText.wrap(TerminalSafeText.visible(text), width: width, atMost: messageRows).map {
            Piece(column: column, text: $0, style: style)
        }
    }

    /// The rows of a field's text, and which of them the text ends on. One row shows the
    /// end being typed while the field has the focus, else the text's start (cut with "…"
    /// when longer); a note shows its lines wrapped at spaces, their end while it is typed
    /// in, else their start.
    private static func fieldLines(_ text: String, height: Int, isActive: Bool, width: Int) -> (
        lines: [String], end: Int
    ) {
        let safe = TerminalSafeText.visible(text)
        guard height > 1 else {
            return ([isActive ? PaneText.tail(safe, width: width) : DisplayWidth.truncated(safe, toWidth: width)], 0)
        }
        let lines = PaneText.paragraphs(text, width: width)
        let shown = isActive ? lines.suffix(height) : lines.prefix(height)
        return (Array(shown) + Array(repeating: "", count: height - shown.count), max(0, shown.count - 1))
    }
}
