import CNcurses
import Foundation
import TerminalText

/// The real surface: ncurses on the terminal.
@MainActor
final class CursesSurface: Surface {
    private let colour: Bool

    /// Creates the surface; curses must be started. Without `colour`, styles use only
    /// bold, dim, underline and reverse.
    init(colour: Bool) {
        self.colour = colour
    }

    var size: Size { Size(width: Int(todo_curses_columns()), height: Int(todo_curses_lines())) }

    func clear() {
        todo_curses_erase()
    }

    func put(_ text: String, at point: Point, style: CellStyle) {
        let room = size.width - point.x
        guard room > 0, point.y >= 0, point.y < size.height, point.x >= 0 else { return }
        if text.isPrintableASCII {
            // Most of a frame: one column a byte, handed to curses without Unicode work.
            var text = text
            text.withUTF8 { bytes in put(ascii: UnsafeBufferPointer(rebasing: bytes.prefix(room)), at: point, style) }
            return
        }
        var fitted = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > room { break }
            fitted.append(character)
            used += width
        }
        let wide = fitted.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        wide.withUnsafeBufferPointer { buffer in
            todo_curses_put(
                Int32(point.y), Int32(point.x), buffer.baseAddress, Int32(buffer.count), attributes(for: style))
        }
    }

    private func put(ascii bytes: UnsafeBufferPointer<UInt8>, at point: Point, _ style: CellStyle) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: max(1, bytes.count)) { wide in
            for (index, byte) in bytes.enumerated() { wide[index] = wchar_t(byte) }
            todo_curses_put(
                Int32(point.y), Int32(point.x), wide.baseAddress, Int32(bytes.count), attributes(for: style))
        }
    }

    func showCursor(at point: Point?) {
        if let point {
            todo_curses_show_cursor(Int32(point.y), Int32(point.x))
        } else {
            todo_curses_hide_cursor()
        }
    }

    func flush() {
        todo_curses_refresh()
    }

    private func attributes(for style: CellStyle) -> UInt32 {
        let bold = todo_attr_bold()
        let reverse = todo_attr_reverse()
        let dim = todo_attr_dim()
        let underline = todo_attr_underline()
        func tint(_ pair: Int16, otherwise plain: UInt32 = 0) -> UInt32 { colour ? todo_attr_colour(pair) : plain }
        switch style {
        case .normal: return 0
        case .titleBar: return reverse | bold
        case .paneTitle: return bold | underline
        case .sectionTitle: return bold
        case .alertTitle: return bold | tint(1)
        case .dayLabel: return tint(2)
        case .lateLabel: return tint(1, otherwise: bold)
        case .selected: return reverse
        case .selectedUnfocused: return underline
        case .hint: return dim
        case .error: return bold | tint(1)
        case .activeField: return reverse
        case .field: return underline
        case .border: return dim
        }
    }
}
