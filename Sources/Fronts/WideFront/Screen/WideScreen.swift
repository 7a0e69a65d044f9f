import Presentation
import TerminalText

/// The super presenter's view: draws a whole frame (title bar, the panes the layout
/// asks for, the footer, any overlay) from the panes' own views.
@MainActor
final class WideScreen {
    private let listView: WideListView
    private let addView: WideAddView
    private let detailView: WideDetailView
    private let status: WideStatus
    private let syncView: WideSyncView?
    let helpView: WideHelpView

    init(
        listView: WideListView, addView: WideAddView, detailView: WideDetailView, helpView: WideHelpView,
        status: WideStatus, syncView: WideSyncView? = nil
    ) {
        self.syncView = syncView
        self.listView = listView
        self.helpView = helpView
        self.addView = addView
        self.detailView = detailView
        self.status = status
    }

    /// Draws one frame, the `selected` item highlighted in the list.
    func draw(on surface: any Surface, layout: WideLayout, focus: ModuleKind, overlay: WideOverlay?, selected: Int64?) {
        surface.clear()
        var cursor: Point?
        if layout.arrangement == .tooSmall {
            drawTooSmall(on: surface, size: layout.size)
        } else {
            drawTitleBar(on: surface, in: layout.titleBar)
            let focused = overlay == nil ? focus : nil
            if let pane = layout.listPane {
                cursor = listView.draw(on: surface, in: pane, focused: focused == .list, selected: selected)
            }
            if let column = layout.separatorColumn, let pane = layout.listPane {
                for row in pane.y..<(pane.y + pane.height) {
                    surface.put("│", at: Point(x: column, y: row), style: .border)
                }
            }
            if let pane = layout.addPane {
                cursor = addView.draw(on: surface, in: pane, focused: focused == .add)
            }
            if let pane = layout.detailPane {
                cursor = detailView.draw(on: surface, in: pane, focused: focused == .detail)
            }
            drawFooter(on: surface, in: layout.footer, hints: hints(focus: focus, layout: layout))
            switch overlay {
            case .help:
                drawHelp(on: surface, size: layout.size)
                cursor = nil
            case .tagPicker:
                if let picker = listView.tagPicker { drawTagPicker(picker, on: surface, size: layout.size) }
                cursor = nil
            case .postponeLine, nil: break  // the list pane draws the postpone line
            }
        }
        surface.showCursor(at: cursor)
        surface.flush()
    }

    /// The footer's hints for the pane with the focus.
    private func hints(focus: ModuleKind, layout: WideLayout) -> KeyHints {
        switch focus {
        case .add: .form
        case .detail: detailView.isEditing ? .form : .detail
        case .list:
            if listView.isSearching { .search } else { layout.arrangement == .split ? .list : .narrowList }
        }
    }

    private func drawTitleBar(on surface: any Surface, in rect: Rect) {
        let today = listView.list?.todayTitle ?? ""
        let count = listView.list?.countText ?? ""
        // The last sync beside the count: "synced 2 min ago · 3 items".
        let right = [syncView?.state ?? "", count].filter { !$0.isEmpty }.joined(separator: " · ")
        let spread = PaneText.spread(" todo  \(today)", right + " ", width: rect.width)
        surface.put(
            DisplayWidth.fitted(spread.left, toWidth: rect.width), at: Point(x: rect.x, y: rect.y), style: .titleBar)
        surface.put(spread.right, at: Point(x: spread.rightColumn, y: rect.y), style: .titleBar)
    }

    private func drawFooter(on surface: any Surface, in rect: Rect, hints: KeyHints) {
        if let message = status.message {
            let text = PaneText.fitted(" " + message, width: rect.width)
            surface.put(text, at: Point(x: rect.x, y: rect.y), style: status.isProblem ? .error : .normal)
        } else {
            let line = hints.fitted(toWidth: rect.width - 1)
            surface.put(PaneText.fitted(" " + line, width: rect.width), at: Point(x: rect.x, y: rect.y), style: .hint)
        }
    }

    private func drawTooSmall(on surface: any Surface, size: Size) {
        let lines = WideWording.tooSmall(minimum: WideLayout.minimumSize)
        for (offset, line) in lines.enumerated() where offset < size.height {
            surface.put(DisplayWidth.truncated(line, toWidth: size.width), at: Point(x: 0, y: offset), style: .normal)
        }
    }
}
