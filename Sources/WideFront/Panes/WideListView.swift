import Presentation
import TerminalText

/// The List module's view in the wide front: the list pane, with a selection that moves
/// with the keys and a window that scrolls to keep it visible.
@MainActor
public final class WideListView: ListView {
    /// One line of the pane: a section title or an item's row.
    enum Line: Equatable {
        case section(ListDisplaySection)
        case row(ListDisplayRow, tone: ListDisplaySection.Tone)
    }

    private let status: WideStatus
    /// What the presenter showed last.
    private(set) var list: ListDisplayData?
    private(set) var lines: [Line] = []
    /// The selected item's id, kept across refreshes.
    private(set) var selectedID: Int64?
    /// The first line shown.
    private(set) var scrollTop = 0

    /// Creates the view; messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    public func showList(_ list: ListDisplayData) {
        let previousIndex = selectedLineIndex
        self.list = list
        lines = list.sections.flatMap { section in
            [Line.section(section)] + section.rows.map { Line.row($0, tone: section.tone) }
        }
        if selectedLineIndex == nil {
            selectedID = nearestRow(to: previousIndex ?? 0).flatMap(rowID(at:))
        }
    }

    public func showMessage(_ message: String) {
        status.show(message, problem: false)
    }

    public func showError(_ message: String) {
        status.show(message, problem: true)
    }

    /// The selected item, if any.
    var selectedRow: ListDisplayRow? {
        guard let index = selectedLineIndex, case .row(let row, _) = lines[index] else { return nil }
        return row
    }

    /// Moves the selection `offset` rows (negative is up), stopping at the ends.
    func moveSelection(by offset: Int) {
        let rowIndexes = lines.indices.filter { rowID(at: $0) != nil }
        guard !rowIndexes.isEmpty else { return }
        let current = selectedLineIndex.flatMap { rowIndexes.firstIndex(of: $0) } ?? 0
        let next = min(max(current + offset, 0), rowIndexes.count - 1)
        selectedID = rowID(at: rowIndexes[next])
    }

    private var selectedLineIndex: Int? {
        guard let selectedID else { return nil }
        return lines.firstIndex { line in
            if case .row(let row, _) = line { row.id == selectedID } else { false }
        }
    }

    private func rowID(at index: Int) -> Int64? {
        guard lines.indices.contains(index), case .row(let row, _) = lines[index] else { return nil }
        return row.id
    }

    private func nearestRow(to index: Int) -> Int? {
        let rows = lines.indices.filter { rowID(at: $0) != nil }
        return rows.min { abs($0 - index) < abs($1 - index) }
    }

    /// Draws the pane into `rect`.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) {
        guard rect.height > 0 else { return }
        let title = list?.showsLater == true ? "All items" : "Upcoming"
        surface.put(PaneText.fitted(" \(title)", width: rect.width), at: Point(x: rect.x, y: rect.y), style: .paneTitle)
        let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        guard let list, list.emptyMessage == nil else {
            let message = list?.emptyMessage ?? "Loading…"
            surface.put(PaneText.fitted(" \(message)", width: body.width), at: Point(x: body.x, y: body.y), style: .normal)
            surface.put(PaneText.fitted(" Press a to add an item.", width: body.width), at: Point(x: body.x, y: body.y + 1), style: .hint)
            return
        }
        scrollToSelection(visibleLines: body.height)
        let idWidth = lines.compactMap { line -> Int? in
            if case .row(let row, _) = line { return String(row.id).count }
            return nil
        }.max() ?? 1
        for (offset, line) in lines.dropFirst(scrollTop).prefix(body.height).enumerated() {
            draw(line, on: surface, at: Point(x: body.x, y: body.y + offset), width: body.width, idWidth: idWidth, focused: focused)
        }
    }

    private func draw(_ line: Line, on surface: any Surface, at point: Point, width: Int, idWidth: Int, focused: Bool) {
        switch line {
        case .section(let section):
            surface.put(PaneText.fitted(" \(section.title)", width: width), at: point, style: section.tone == .alert ? .alertTitle : .sectionTitle)
        case .row(let row, let tone):
            let isSelected = row.id == selectedID
            let number = String(repeating: " ", count: idWidth - String(row.id).count) + String(row.id)
            let spread = PaneText.spread("  \(number)  \(row.title)", row.dayLabel, width: max(0, width - 1))
            let base: CellStyle = isSelected ? (focused ? .selected : .selectedUnfocused) : .normal
            surface.put(DisplayWidth.fitted(spread.left, toWidth: width), at: point, style: base)
            let labelStyle: CellStyle = isSelected ? base : (tone == .alert ? .lateLabel : .dayLabel)
            surface.put(spread.right, at: Point(x: point.x + spread.rightColumn, y: point.y), style: labelStyle)
        }
    }

    private func scrollToSelection(visibleLines: Int) {
        guard visibleLines > 0 else { return }
        let maximumTop = max(0, lines.count - visibleLines)
        scrollTop = min(scrollTop, maximumTop)
        guard let index = selectedLineIndex else { return }
        // Keep the selected row's section title in view when the row is the first of it.
        let top = index > 0 && rowID(at: index - 1) == nil ? index - 1 : index
        if top < scrollTop { scrollTop = top }
        if index >= scrollTop + visibleLines { scrollTop = index - visibleLines + 1 }
    }
}
