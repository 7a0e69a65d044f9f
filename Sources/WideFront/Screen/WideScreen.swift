import AppCore
import Presentation
import TerminalText

/// The super presenter's view: draws a whole frame (title bar, the panes the layout
/// asks for, the footer, any overlay) from the panes' own views.
@MainActor
final class WideScreen {
    private let listView: WideListView
    private let addView: WideAddView
    private let status: WideStatus

    init(listView: WideListView, addView: WideAddView, status: WideStatus) {
        self.listView = listView
        self.addView = addView
        self.status = status
    }

    static let helpLines = [
        "Keys",
        "",
        "↑ ↓  j k       move the selection",
        "PgUp PgDn      move a page",
        "g G  Home End  go to the first or last item",
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
        "In the form: type to edit, Tab switches field,",
        "Enter saves, Esc cancels, Ctrl-U clears a field.",
        "Due: \(DueDateExamples.emptyMeansToday)",
        "",
        "Any key closes this help.",
    ]

    /// Draws one frame.
    func draw(on surface: any Surface, layout: WideLayout, focus: ModuleKind, overlay: WideOverlay?) {
        surface.clear()
        var cursor: Point?
        if layout.arrangement == .tooSmall {
            drawTooSmall(on: surface, size: layout.size)
        } else {
            drawTitleBar(on: surface, in: layout.titleBar)
            if let pane = layout.listPane {
                listView.draw(on: surface, in: pane, focused: focus == .list && overlay == nil)
            }
            if let column = layout.separatorColumn, let pane = layout.listPane {
                for row in pane.y..<(pane.y + pane.height) {
                    surface.put("│", at: Point(x: column, y: row), style: .border)
                }
            }
            if let pane = layout.addPane {
                cursor = addView.draw(
                    on: surface, in: pane, presented: focus == .add, focused: focus == .add && overlay == nil)
            }
            drawFooter(on: surface, in: layout.footer, focus: focus, overlay: overlay)
            if overlay == .help {
                drawHelp(on: surface, size: layout.size)
                cursor = nil
            }
        }
        surface.showCursor(at: cursor)
        surface.flush()
    }

    private func drawTitleBar(on surface: any Surface, in rect: Rect) {
        let today = listView.list?.todayTitle ?? ""
        let count = listView.list?.countText ?? ""
        let spread = PaneText.spread(" todo  \(today)", count + " ", width: rect.width)
        surface.put(
            DisplayWidth.fitted(spread.left, toWidth: rect.width), at: Point(x: rect.x, y: rect.y), style: .titleBar)
        surface.put(spread.right, at: Point(x: spread.rightColumn, y: rect.y), style: .titleBar)
    }

    private func drawFooter(on surface: any Surface, in rect: Rect, focus: ModuleKind, overlay: WideOverlay?) {
        if let message = status.message {
            let text = PaneText.fitted(" " + message, width: rect.width)
            surface.put(text, at: Point(x: rect.x, y: rect.y), style: status.isProblem ? .error : .normal)
        } else {
            let hints = (focus == .add ? KeyHints.form : KeyHints.list).fitted(toWidth: rect.width - 1)
            surface.put(PaneText.fitted(" " + hints, width: rect.width), at: Point(x: rect.x, y: rect.y), style: .hint)
        }
    }

    private func drawHelp(on surface: any Surface, size: Size) {
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

    private func drawTooSmall(on surface: any Surface, size: Size) {
        let lines = [
            "Terminal too small.", "Make it at least \(WideLayout.minimumSize.width)x\(WideLayout.minimumSize.height).",
        ]
        for (offset, line) in lines.enumerated() where offset < size.height {
            surface.put(DisplayWidth.truncated(line, toWidth: size.width), at: Point(x: 0, y: offset), style: .normal)
        }
    }
}
