import AppCore
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
        "r              read the list again",
        "?              this help",
        "q  Ctrl-C      quit",
        "Ctrl-Z         suspend to the shell; fg comes back",
        "",
        "In a form: type to edit, Tab or ↑ ↓ switch field,",
        "Enter saves, Esc cancels, Ctrl-U clears a field.",
        "Due: \(DueDateExamples.emptyMeansToday)",
        "",
        "Any key closes this help.",
    ]

    func drawHelp(on surface: any Surface, size: Size) {
        let width = min(size.width - 2, (Self.helpLines.map(DisplayWidth.of).max() ?? 0) + 4)
        let height = min(size.height - 2, Self.helpLines.count + 2)
        let left = (size.width - width) / 2
        let top = (size.height - height) / 2
        let edge = String(repeating: "─", count: max(0, width - 2))
        surface.put("┌" + edge + "┐", at: Point(x: left, y: top), style: .border)
        for row in 1..<max(1, height - 1) {
            let text = row - 1 < Self.helpLines.count ? Self.helpLines[row - 1] : ""
            surface.put(
                "│ " + DisplayWidth.fitted(text, toWidth: width - 4) + " │", at: Point(x: left, y: top + row),
                style: row == 1 ? .paneTitle : .normal)
        }
        surface.put("└" + edge + "┘", at: Point(x: left, y: top + height - 1), style: .border)
    }
}
