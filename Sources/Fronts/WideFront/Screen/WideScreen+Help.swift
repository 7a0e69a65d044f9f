import Presentation
import TerminalText

/// The key help, drawn over the panes.
extension WideScreen {
    static let helpLines = [
        "Keys",
        "",
        "↑ ↓  j k       move the selection",
        "PgUp PgDn      move a page",
        "g G  Home End  go to the first or last item",
        "e              edit the selected item",
        "Enter          the same; on a narrow screen, show it",
        "Esc            from an item, back to the list",
        "a  +           add an item (the form on the right)",
        "x  space       mark the selected item done",
        "d              delete the selected item",
        "u              undo the last change to the list",
        "A              show or hide items due after next week",
        "/              search: type words or +tag, Enter keeps, Esc clears",
        "t              filter by a tag picked from a list",
        "Esc            on a filtered list, show every item",
        "r              read the list again",
        "?              this help",
        "q  Ctrl-C      quit",
        "Ctrl-Z         suspend to the shell; fg comes back",
        "",
        "In a form: type to edit, Tab or ↑ ↓ switch field,",
        "Enter saves, Esc cancels, Ctrl-U clears a field.",
        FormWording.dueHelp,
        "",
        "Any key closes this help.",
    ]

    func drawHelp(on surface: any Surface, size: Size) {
        drawBox(Self.helpLines, titled: true, selected: nil, on: surface, size: size)
    }

    /// The tag picker: every tag with its count, the selected one highlighted.
    func drawTagPicker(_ picker: TagPickerInput, on surface: any Surface, size: Size) {
        let rows = TagListTextRenderer.rowLines(picker.rows)
        let visible = max(1, size.height - 6)
        let first = max(0, min(picker.selected - visible / 2, rows.count - visible))
        let lines = [Self.pickerTitle, ""] + rows[first..<min(rows.count, first + visible)] + ["", Self.pickerHint]
        drawBox(lines, titled: true, selected: picker.selected - first + 2, on: surface, size: size)
    }

    /// The title of the tag picker.
    static let pickerTitle = "Filter by tag"
    /// The keys of the tag picker.
    static let pickerHint = "↑ ↓ choose, Enter filter, Esc close"

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
