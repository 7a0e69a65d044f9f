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
    /// What the presenter showed last: a window of the list.
    private(set) var list: ListDisplayData?
    private(set) var lines: [Line] = []
    /// The line index of each row, in order.
    private var rowLines: [Int] = []
    /// The widest item number in the window, in digits.
    private var idWidth = 1
    /// The selected item's id, kept across refreshes.
    private(set) var selectedID: Int64?
    /// The first line shown.
    private(set) var scrollTop = 0
    /// How many rows the presenter gives at a time (set by the session from the screen).
    public var visibleRowLimit: Int? = 40
    /// How many times the list was shown: each reading may have changed the items.
    private var readings = 0

    /// Where the selection is, in which reading of the list: when either changes, the
    /// selected item may be another or have changed.
    struct SelectionMark: Equatable {
        /// The selected item, if any.
        let id: Int64?
        /// The reading of the list.
        let reading: Int
    }

    /// Creates the view; messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    public func showList(_ list: ListDisplayData) {
        readings += 1
        let previousIndex = selectedRowIndex
        self.list = list
        lines = list.sections.filter { !$0.rows.isEmpty }.flatMap { section in
            [Line.section(section)] + section.rows.map { Line.row($0, tone: section.tone) }
        }
        rowLines = lines.indices.filter { rowID(at: $0) != nil }
        idWidth = rowLines.compactMap(rowID(at:)).map { String($0).count }.max() ?? 1
        if selectedRowIndex == nil, !rowLines.isEmpty {
            selectedID = rowID(at: rowLines[min(previousIndex ?? 0, rowLines.count - 1)])
        }
    }

    public func showMessage(_ message: String) {
        status.show(message, problem: false)
    }

    public func showError(_ message: String) {
        status.show(message, problem: true)
    }

    /// The selection now.
    var selectionMark: SelectionMark { SelectionMark(id: selectedRow?.id, reading: readings) }

    /// The selected item, if any.
    var selectedRow: ListDisplayRow? {
        guard let index = selectedRowIndex, case .row(let row, _) = lines[rowLines[index]] else { return nil }
        return row
    }

    /// Whether the list goes on above or below the rows given.
    var hasRowsBefore: Bool { list?.hasRowsBefore ?? false }
    var hasRowsAfter: Bool { list?.hasRowsAfter ?? false }

    /// Moves the selection `offset` rows (negative is up) within the rows given; returns
    /// the part of the move that went past their ends (0 when it all fitted).
    @discardableResult
    func moveSelection(by offset: Int) -> Int {
        guard !rowLines.isEmpty else { return offset }
        let current = selectedRowIndex ?? 0
        let wanted = current + offset
        let next = min(max(wanted, 0), rowLines.count - 1)
        selectedID = rowID(at: rowLines[next])
        return wanted - next
    }

    /// Selects the first or the last row given.
    func selectEdge(last: Bool) {
        guard let line = last ? rowLines.last : rowLines.first else { return }
        selectedID = rowID(at: line)
    }

    /// The selected row's place among the rows (not lines) given.
    private var selectedRowIndex: Int? {
        guard let selectedID else { return nil }
        return rowLines.firstIndex { rowID(at: $0) == selectedID }
    }

    private func rowID(at index: Int) -> Int64? {
        guard lines.indices.contains(index), case .row(let row, _) = lines[index] else { return nil }
        return row.id
    }

    /// Draws the pane into `rect`.
    func draw(on surface: any Surface, in rect: Rect, focused: Bool) {
        guard rect.height > 0 else { return }
        surface.put(
            PaneText.fitted(" \(list?.heading ?? "")", width: rect.width), at: Point(x: rect.x, y: rect.y),
            style: .paneTitle)
        let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        guard let list, list.emptyMessage == nil else {
            let message = list?.emptyMessage ?? "Loading…"
            surface.put(
                PaneText.fitted(" \(message)", width: body.width), at: Point(x: body.x, y: body.y), style: .normal)
            surface.put(
                PaneText.fitted(" Press a to add an item.", width: body.width), at: Point(x: body.x, y: body.y + 1),
                style: .hint)
            return
        }
        scrollToSelection(visibleLines: body.height)
        for (offset, line) in lines.dropFirst(scrollTop).prefix(body.height).enumerated() {
            draw(
                line, on: surface, at: Point(x: body.x, y: body.y + offset), width: body.width, idWidth: idWidth,
                focused: focused)
        }
    }

    private func draw(_ line: Line, on surface: any Surface, at point: Point, width: Int, idWidth: Int, focused: Bool) {
        switch line {
        case .section(let section):
            let spread = PaneText.spread(" \(section.title)", "\(section.itemCount)", width: max(0, width - 1))
            let style: CellStyle = section.tone == .alert ? .alertTitle : .sectionTitle
            surface.put(spread.left, at: point, style: style)
            surface.put(spread.right, at: Point(x: point.x + spread.rightColumn, y: point.y), style: .hint)
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
        guard let index = selectedRowIndex.map({ rowLines[$0] }) else { return }
        // Keep the selected row's section title in view when the row is the first of it.
        let top = index > 0 && rowID(at: index - 1) == nil ? index - 1 : index
        if top < scrollTop { scrollTop = top }
        if index >= scrollTop + visibleLines { scrollTop = index - visibleLines + 1 }
    }
}
