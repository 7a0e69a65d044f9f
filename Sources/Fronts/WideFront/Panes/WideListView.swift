import Presentation
import TerminalText

/// The List module's view in the wide front: the list pane, with the selection the super
/// presenter holds drawn highlighted and a window that scrolls to keep it visible; the
/// rows' paging model, the search line above the rows, and the tags to pick a filter from,
/// each an input model it owns.
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
    /// The first line shown.
    private(set) var scrollTop = 0
    /// How many rows the presenter gives at a time (set by the session from the screen).
    public var visibleRowLimit: Int? = 40
    /// The rows given, as the keys move through them.
    private var paging = ListPaging()
    /// The search line: the filter as typed, and whether keys type into it.
    private var search = SearchLineInput()
    /// The line `P` opened to ask how far to postpone an item, while it is open.
    private(set) var postponeLine: PostponeLineInput?
    /// The tags to pick from, while the picker is open.
    private(set) var tagPicker: TagPickerInput?
    /// The item the List module asked to select (the one just added), until the super
    /// presenter, which holds the selection, takes it.
    private var requestedSelection: Int64?

    /// Creates the view; messages go to `status`.
    public init(status: WideStatus) {
        self.status = status
    }

    public func showList(_ list: ListDisplayData) {
        self.list = list
        lines = list.sections.filter { !$0.rows.isEmpty }.flatMap { section in
            [Line.section(section)] + section.rows.map { Line.row($0, tone: section.tone) }
        }
        rowLines = lines.indices.filter { rowID(at: $0) != nil }
        let rows = rowLines.compactMap(rowID(at:))
        // The module took the filter off (to show an item just added): the line follows.
        if list.filterText == nil, !search.isTyping { _ = search.change(.clear) }
        paging = ListPaging(
            rows: rows, hasRowsBefore: list.hasRowsBefore, hasRowsAfter: list.hasRowsAfter,
            windowRows: visibleRowLimit, reading: paging.reading + 1)
    }

    public func showMessage(_ message: String) {
        status.show(message, problem: false)
    }

    public func selectItem(_ id: Int64) {
        requestedSelection = id
    }

    public func withdrawMessage() {
        status.clear()
    }

    /// The item the List module asked to select since it was last asked, if any.
    func takeRequestedSelection() -> Int64? {
        defer { requestedSelection = nil }
        return requestedSelection
    }

    public func showTags(_ tags: TagListDisplayData) {
        tagPicker = TagPickerInput(tags)
        if let message = tags.emptyMessage { status.show(message, problem: false) }
    }

    public func showError(_ message: String) {
        status.show(message, problem: true)
    }

    // MARK: The rows, as the keys move through them

    /// How many times the list was shown: each reading may have changed the items.
    var reading: Int { paging.reading }

    /// `selection` among the rows given now.
    func resolve(_ selection: ListSelection) -> ListSelection {
        paging.resolve(selection)
    }

    /// Where moving `selection` by `offset` rows takes it, and how the window moves first.
    func move(_ selection: ListSelection, by offset: Int) -> ListPaging.Move {
        paging.move(selection, by: offset)
    }

    /// The first or the last row given.
    func edge(last: Bool) -> ListSelection {
        paging.edge(last: last)
    }

    // MARK: The postpone line

    /// `P`: opens the line that asks how far to postpone item `id`.
    func openPostponeLine(for id: Int64) {
        postponeLine = PostponeLineInput(id: id)
    }

    /// Changes what the postpone line holds.
    func editPostponeLine(_ edit: FieldEdit) {
        postponeLine?.edit(edit)
    }

    /// Closes the postpone line.
    func closePostponeLine() {
        postponeLine = nil
    }

    // MARK: The search line and the tag picker

    /// Whether keys type into the search line.
    var isSearching: Bool { search.isTyping }

    /// `/`: opens the search line to type into, holding the filter that is on.
    func openSearch() {
        search.open()
    }

    /// Changes the search line; returns the filter it now asks for, when that changed.
    func changeSearch(_ edit: SearchLineInput.Edit) -> SearchLineInput.TextChange? {
        search.change(edit)
    }

    /// Whether the tag picker is open.
    var isPickingTag: Bool { tagPicker != nil }

    /// Moves the tag picker's selection.
    func moveTagPicker(by offset: Int) {
        tagPicker?.move(by: offset)
    }

    /// Closes the tag picker; returns the tag it had chosen, if it was open.
    @discardableResult
    func closeTagPicker() -> String? {
        defer { tagPicker = nil }
        return tagPicker?.tag
    }

    private func rowID(at index: Int) -> Int64? {
        guard lines.indices.contains(index), case .row(let row, _) = lines[index] else { return nil }
        return row.id
    }

    /// Draws the pane into `rect`: its heading, the search line (while typing or while a
    /// filter is on), then the rows, the `selected` item's highlighted. Returns where the
    /// text cursor goes, if anywhere.
    @discardableResult
    func draw(on surface: any Surface, in rect: Rect, focused: Bool, selected: Int64?) -> Point? {
        guard rect.height > 0 else { return nil }
        surface.put(
            PaneText.fitted(" \(list?.heading ?? "")", width: rect.width), at: Point(x: rect.x, y: rect.y),
            style: .paneTitle)
        var body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        var cursor: Point?
        if body.height > 1, let line = postponeLine {
            cursor = drawPostponeLine(line, on: surface, at: Point(x: body.x, y: body.y), width: body.width)
            body = Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
        } else if body.height > 1, search.isTyping || list?.filterText != nil {
            cursor = drawSearchLine(on: surface, at: Point(x: body.x, y: body.y), width: body.width, focused: focused)
            body = Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
        }
        guard let list, list.emptyMessage == nil else {
            let message = list?.emptyMessage ?? "Loading…"
            surface.put(
                PaneText.fitted(" \(message)", width: body.width), at: Point(x: body.x, y: body.y), style: .normal)
            if body.height > 1 {
                surface.put(
                    PaneText.fitted(
                        " " + (list?.filterText == nil ? WideWording.addHint : WideWording.clearHint), width: body.width
                    ),
                    at: Point(x: body.x, y: body.y + 1), style: .hint)
            }
            return cursor
        }
        scrollToSelection(selected, visibleLines: body.height)
        let markWidth = list.sections.flatMap(\.rows).map { DisplayWidth.of($0.priority) }.max() ?? 0
        for (offset, line) in lines.dropFirst(scrollTop).prefix(body.height).enumerated() {
            draw(
                line, on: surface, at: Point(x: body.x, y: body.y + offset), width: body.width,
                columns: RowColumns(idWidth: list.numberWidth, markWidth: markWidth), selected: selected,
                focused: focused)
        }
        return cursor
    }

    /// The search line: "/ +home mil" while typing (the cursor at its end), else the filter
    /// that is on and how to change or clear it.
    private func drawSearchLine(on surface: any Surface, at point: Point, width: Int, focused: Bool) -> Point? {
        guard search.isTyping else {
            let text = " \(list?.filterText ?? "") (\(WideWording.filterKeys))"
            surface.put(PaneText.fitted(text, width: width), at: point, style: .hint)
            return nil
        }
        let typed = PaneText.tail(TerminalSafeText.visible(search.text), width: max(1, width - 5))
        surface.put(" / ", at: point, style: .activeField)
        surface.put(
            DisplayWidth.fitted(typed, toWidth: max(0, width - 3)), at: Point(x: point.x + 3, y: point.y),
            style: .activeField)
        return focused ? Point(x: point.x + 3 + DisplayWidth.of(typed), y: point.y) : nil
    }

    /// The postpone line: "Postpone 3 by: 1w", the cursor at its end, and the forms it
    /// takes while nothing is typed.
    private func drawPostponeLine(_ line: PostponeLineInput, on surface: any Surface, at point: Point, width: Int)
        -> Point
    {
        let label = " " + WideWording.postponeLine(id: line.id)
        let labelWidth = DisplayWidth.of(label)
        let typed = PaneText.tail(TerminalSafeText.visible(line.text), width: max(1, width - labelWidth - 1))
        surface.put(DisplayWidth.fitted(label, toWidth: width), at: point, style: .activeField)
        let field = line.text.isEmpty ? WideWording.postponeHint : typed
        surface.put(
            DisplayWidth.fitted(field, toWidth: max(0, width - labelWidth)),
            at: Point(x: point.x + labelWidth, y: point.y), style: line.text.isEmpty ? .hint : .activeField)
        return Point(x: min(point.x + width - 1, point.x + labelWidth + DisplayWidth.of(typed)), y: point.y)
    }

    /// The widths every row of the window lines up to.
    private struct RowColumns {
        /// The number column's width, in digits: the list's largest number's.
        let idWidth: Int
        /// The widest priority mark (0: no row has one, and no column is kept for it).
        let markWidth: Int
    }

    private func draw(
        _ line: Line, on surface: any Surface, at point: Point, width: Int, columns: RowColumns, selected: Int64?,
        focused: Bool
    ) {
        switch line {
        case .section(let section):
            let spread = PaneText.spread(" \(section.title)", "\(section.itemCount)", width: max(0, width - 1))
            let style: CellStyle = section.tone == .alert ? .alertTitle : .sectionTitle
            surface.put(spread.left, at: point, style: style)
            surface.put(spread.right, at: Point(x: point.x + spread.rightColumn, y: point.y), style: .hint)
        case .row(let row, let tone):
            let isSelected = row.id == selected
            let number = String(repeating: " ", count: max(0, columns.idWidth - String(row.id).count)) + String(row.id)
            let mark =
                columns.markWidth == 0
                ? "" : row.priority + String(repeating: " ", count: columns.markWidth - row.priority.count + 1)
            let lead = "  \(number)  \(mark)\(row.title)"
            let spread = PaneText.spread(
                row.trailer.isEmpty ? lead : lead + " " + row.trailer, row.dayLabel, width: max(0, width - 1))
            let base: CellStyle = isSelected ? (focused ? .selected : .selectedUnfocused) : .normal
            surface.put(DisplayWidth.fitted(spread.left, toWidth: width), at: point, style: base)
            let safeLead = TerminalSafeText.visible(lead)
            if !isSelected, spread.left.count > safeLead.count, spread.left.hasPrefix(safeLead) {
                // The tags, as much of them as fits, dimmed after the title.
                let tags = String(spread.left.dropFirst(safeLead.count))
                surface.put(tags, at: Point(x: point.x + DisplayWidth.of(safeLead), y: point.y), style: .hint)
            }
            let labelStyle: CellStyle = isSelected ? base : (tone == .alert ? .lateLabel : .dayLabel)
            surface.put(spread.right, at: Point(x: point.x + spread.rightColumn, y: point.y), style: labelStyle)
        }
    }

    private func scrollToSelection(_ selected: Int64?, visibleLines: Int) {
        guard visibleLines > 0 else { return }
        let maximumTop = max(0, lines.count - visibleLines)
        scrollTop = min(scrollTop, maximumTop)
        guard let index = rowLines.first(where: { rowID(at: $0) == selected }) else { return }
        // Keep the selected row's section title in view when the row is the first of it.
        let top = index > 0 && rowID(at: index - 1) == nil ? index - 1 : index
        if top < scrollTop { scrollTop = top }
        if index >= scrollTop + visibleLines { scrollTop = index - visibleLines + 1 }
    }
}
