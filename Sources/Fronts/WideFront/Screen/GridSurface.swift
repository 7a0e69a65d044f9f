import TerminalText

/// An in-memory surface: a grid of cells that tests read back as text, the wide front's
/// counterpart of a real terminal.
@MainActor
public final class GridSurface: Surface {
    /// What a cell holds: a character, or the right half of a wide one.
    private static let continuation: Character = "\u{0}"

    public private(set) var size: Size
    private var characters: [Character] = []
    private var styles: [CellStyle] = []
    /// Where the cursor was left, if shown.
    public private(set) var cursor: Point?

    /// Creates a blank grid.
    public init(size: Size) {
        self.size = size
        clear()
    }

    /// Changes the grid's size (as a terminal resize would) and blanks it.
    public func resize(to size: Size) {
        self.size = size
        clear()
    }

    public func clear() {
        let count = max(0, size.width) * max(0, size.height)
        characters = Array(repeating: " ", count: count)
        styles = Array(repeating: .normal, count: count)
    }

    public func put(_ text: String, at point: Point, style: CellStyle) {
        guard (0..<size.height).contains(point.y), point.x >= 0 else { return }
        let row = point.y * size.width
        var x = point.x
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 {
                if x > 0 { characters[row + x - 1] = Character(String(characters[row + x - 1]) + String(character)) }
                continue
            }
            guard x + width <= size.width else { break }
            characters[row + x] = character
            styles[row + x] = style
            if width == 2 {
                characters[row + x + 1] = Self.continuation
                styles[row + x + 1] = style
            }
            x += width
        }
    }

    public func showCursor(at point: Point?) {
        cursor = point
    }

    public func flush() {}

    /// Every row as text, trailing spaces removed.
    public var lines: [String] {
        lines(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// The rows of `rect`, each cut to its columns, trailing spaces removed.
    public func lines(in rect: Rect) -> [String] {
        (max(0, rect.y)..<min(rect.y + rect.height, size.height)).map { y in
            let start = y * size.width + max(0, rect.x)
            let end = y * size.width + min(size.width, rect.x + rect.width)
            var line = String(characters[start..<max(start, end)].filter { $0 != Self.continuation })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole grid as text, one row per line.
    public var text: String { lines.joined(separator: "\n") }

    /// The style of the cell at `point`.
    public func style(at point: Point) -> CellStyle? {
        guard (0..<size.height).contains(point.y), (0..<size.width).contains(point.x) else { return nil }
        return styles[point.y * size.width + point.x]
    }

    /// The row (index) whose text contains `text`, if any.
    public func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }
}
