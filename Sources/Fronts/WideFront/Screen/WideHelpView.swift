import TerminalText

/// The key help drawn over the panes by `?`: its lines wrapped at the width of the box (a
/// key's description under itself, right of the key column), and the part on show, which
/// ↑ ↓ PgUp PgDn Home End move when the help is taller than its box. The box's edges say
/// when there is more above or below.
@MainActor
final class WideHelpView {
    /// How wide the key column of a help line is: its description starts after it.
    static let keyColumn = 15

    /// The first body line on show.
    private(set) var top = 0
    /// How many body lines the box showed last: a page.
    private var pageRows = 1
    /// Whether the help was last drawn taller than its box: then the keys that move it
    /// scroll it, instead of closing it as any key does.
    private(set) var scrolls = false

    /// The help opens at its top.
    func open() {
        top = 0
    }

    /// Moves the part on show (drawing keeps it within the lines).
    func scroll(_ action: HelpKeyAction) {
        switch action {
        case .scroll(let rows): top = max(0, top + rows)
        case .page(let forward): top = max(0, top + (forward ? pageRows : -pageRows))
        case .edge(let last): top = last ? Int.max / 2 : 0
        case .close: break
        }
    }

    /// `lines` (the first one the title) broken into lines of at most `width` columns: a
    /// line with a key column wraps its description under itself.
    static func wrapped(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { line -> [String] in
            guard DisplayWidth.of(line) > width else { return [line] }
            let indent = keyColumn
            if width - indent >= 12, line.count > indent, line.dropFirst(indent - 2).prefix(2) == "  " {
                let key = String(line.prefix(indent))
                let text = String(line.dropFirst(indent))
                let rows = PaneText.wrap(text, width: width - indent)
                return rows.enumerated().map { ($0 == 0 ? key : String(repeating: " ", count: indent)) + $1 }
            }
            return PaneText.wrap(line, width: width)
        }
    }

    /// Draws `lines` (the first one the title, which stays) in a box in the middle of a
    /// screen of `size`, from the part on show.
    func draw(_ lines: [String], on surface: any Surface, size: Size) {
        let widest = lines.map(DisplayWidth.of).max() ?? 0
        let width = max(8, min(size.width - 2, widest + 4))
        let body = Self.wrapped(Array(lines.dropFirst()), width: width - 4)
        let height = max(3, min(size.height - 2, body.count + 3))
        let left = max(0, (size.width - width) / 2)
        let boxTop = max(0, (size.height - height) / 2)
        pageRows = max(1, height - 3)
        scrolls = body.count > pageRows
        top = min(top, max(0, body.count - pageRows))
        let shown = body.dropFirst(top).prefix(pageRows)
        let rows = [(lines.first ?? "", CellStyle.paneTitle)] + shown.map { ($0, CellStyle.normal) }
        let above = top > 0
        let below = top + pageRows < body.count
        surface.put(
            Self.edge("┌", "┐", mark: above ? WideWording.helpMoreAbove : nil, width: width),
            at: Point(x: left, y: boxTop), style: .border)
        for row in 1..<(height - 1) {
            let (text, style) = row - 1 < rows.count ? rows[row - 1] : ("", CellStyle.normal)
            let y = boxTop + row
            surface.put("│", at: Point(x: left, y: y), style: .border)
            surface.put(
                " " + DisplayWidth.fitted(text, toWidth: width - 4) + " ", at: Point(x: left + 1, y: y), style: style)
            surface.put("│", at: Point(x: left + width - 1, y: y), style: .border)
        }
        surface.put(
            Self.edge("└", "┘", mark: below ? WideWording.helpMoreBelow : nil, width: width),
            at: Point(x: left, y: boxTop + height - 1), style: .border)
    }

    /// A top or bottom edge `width` columns wide, with `mark` ("↓ more") in it, if any.
    private static func edge(_ left: String, _ right: String, mark: String?, width: Int) -> String {
        let inner = max(0, width - 2)
        guard let mark, DisplayWidth.of(mark) + 4 <= inner else {
            return left + String(repeating: "─", count: inner) + right
        }
        let tail = inner - 2 - DisplayWidth.of(mark)
        return left + "──" + mark + String(repeating: "─", count: tail) + right
    }
}
