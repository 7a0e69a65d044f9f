import Presentation
import TerminalText

/// The key help, drawn over the panes.
extension WideScreen {
    func drawHelp(on surface: any Surface, size: Size) {
        helpView.draw(WideWording.helpLines, on: surface, size: size)
    }

    /// The tag picker: every tag with its count, the selected one highlighted.
    func drawTagPicker(_ picker: TagPickerInput, on surface: any Surface, size: Size) {
        let rows = TagListTextRenderer.rowLines(picker.rows)
        let visible = max(1, size.height - 6)
        let first = max(0, min(picker.selected - visible / 2, rows.count - visible))
        let lines =
            [WideWording.pickerTitle, ""] + rows[first..<min(rows.count, first + visible)] + [
                "", WideWording.pickerHint,
            ]
        drawBox(lines, titled: true, selected: picker.selected - first + 2, on: surface, size: size)
    }

    /// A box in the middle of the screen holding `lines` (the first a title when `titled`;
    /// the line at `selected`, if any, highlighted).
    private func drawBox(_ lines: [String], titled: Bool, selected: Int?, on surface: any Surface, size: Size) {
        let width = min(size.width - 2, (lines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(size.height - 2, lines.count + 2)
        let left = (size.width - width) / 2
        let top = (size.height - height) / 2
        let edge = String(repeating: "─", count: max(0, width - 2))
        surface.put("┌" + edge + "┐", at: Point(x: left, y: top), style: .border)
        for row in 1..<max(1, height - 1) {
            let text = row - 1 < lines.count ? lines[row - 1] : ""
            let style: CellStyle = row - 1 == selected ? .selected : (titled && row == 1 ? .paneTitle : .normal)
            surface.put("│", at: Point(x: left, y: top + row), style: .border)
            surface.put(
                " " + DisplayWidth.fitted(text, toWidth: width - 4) + " ", at: Point(x: left + 1, y: top + row),
                style: style)
            surface.put("│", at: Point(x: left + width - 1, y: top + row), style: .border)
        }
        surface.put("└" + edge + "┘", at: Point(x: left, y: top + height - 1), style: .border)
    }
}
