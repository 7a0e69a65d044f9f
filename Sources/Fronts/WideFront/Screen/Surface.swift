/// How a run of cells is drawn. Surfaces map styles to what the terminal can do (and to
/// plain attributes, without colour, under `NO_COLOR`).
public enum CellStyle: Hashable, Sendable {
    case normal
    /// The title bar.
    case titleBar
    /// A pane's title.
    case paneTitle
    /// A section title.
    case sectionTitle
    /// The Overdue section title.
    case alertTitle
    /// A weekday or date label.
    case dayLabel
    /// How late an overdue item is.
    case lateLabel
    /// The selected row in the focused list.
    case selected
    /// The selected row while another pane has the focus.
    case selectedUnfocused
    /// Key hints and quiet text.
    case hint
    /// A problem.
    case error
    /// The field being typed in.
    case activeField
    /// A field not being typed in.
    case field
    /// Lines between panes and around overlays.
    case border
}

/// Where the wide front draws: ncurses in the program, an in-memory grid of cells in
/// tests, so that every pane can be checked as text.
@MainActor
public protocol Surface: AnyObject {
    /// The size in cells.
    var size: Size { get }
    /// Blanks every cell.
    func clear()
    /// Writes `text` (already safe to show) from `point`, cut at the right edge.
    func put(_ text: String, at point: Point, style: CellStyle)
    /// Shows the text cursor at `point`, or hides it (`nil`).
    func showCursor(at point: Point?)
    /// Makes what was drawn visible.
    func flush()
}
