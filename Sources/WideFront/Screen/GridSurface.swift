import TerminalText

/// An in-memory surface: a grid of cells that tests read back as text, the wide front's
/// counterpart of a real terminal.
@MainActor
public final class GridSurface: Surface {
    private struct Cell {
        var text = " "
        var style = CellStyle.normal
    }

    public private(set) var size: Size
    private var cells: [[Cell]]
    /// Where the cursor was left, if shown.
    public private(set) var cursor: Point?

    /// Creates a blank grid.
    public init(size: Size) {
        self.size = size
        cells = Array(repeating: Array(repeating: Cell(), count: max(0, size.width)), count: max(0, size.height))
    }

    /// Changes the grid's size (as a terminal resize would) and blanks it.
    public func resize(to size: Size) {
        self.size = size
        clear()
    }

    public func clear() {
        cells = Array(
            repeating: Array(repeating: Cell(), count: max(0, size.width)), count: max(0, size.height))
    }

    public func put(_ text: String, at point: Point, style: CellStyle) {
        guard (0..<size.height).contains(point.y), point.x >= 0 else { return }
        var x = point.x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 {
                if x > 0 { cells[point.y][x - 1].text.append(character) }
                continue
            }
            guard x + width <= size.width else { break }
            cells[point.y][x] = Cell(text: String(character), style: style)
            if width == 2 { cells[point.y][x + 1] = Cell(text: "", style: style) }
            x += width
        }
    }

    public func showCursor(at point: Point?) {
        cursor = point
    }

    public func flush() {}

    /// Every row as text, trailing spaces removed.
    public var lines: [String] {
        cells.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows of `rect`, each cut to its columns, trailing spaces removed.
    public func lines(in rect: Rect) -> [String] {
        (rect.y..<min(rect.y + rect.height, size.height)).map { y in
            var line = cells[y].dropFirst(rect.x).prefix(rect.width).map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole grid as text, one row per line.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at `point`.
    public func style(at point: Point) -> CellStyle? {
        guard (0..<size.height).contains(point.y), (0..<size.width).contains(point.x) else { return nil }
        return cells[point.y][point.x].style
    }

    /// The row (index) whose text contains `text`, if any.
    public func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }
}
