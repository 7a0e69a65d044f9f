import Presentation

/// Writes the List module's display data as lines of text: section titles on their own
/// lines, then one row per item with its number, its priority mark (a column only when
/// some row has one), its title followed by its tags, and its day label.
///
/// ```
/// Tomorrow
///    3  !!!  Buy milk +home  Friday
///    4       Call mum        Friday
/// ```
public struct ListTextRenderer: Sendable {
    /// Colours, or none.
    public let style: TextStyle
    /// The terminal's width, to cut long titles; `nil` to never cut.
    public let width: Int?

    /// Creates a renderer.
    public init(style: TextStyle, width: Int? = nil) {
        self.style = style
        self.width = width
    }

    /// The list as lines (without line breaks).
    public func lines(for list: ListDisplayData) -> [String] {
        var lines = text(for: list).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        return lines
    }

    /// The list as one text, every line ended by a line break.
    public func text(for list: ListDisplayData) -> String {
        String(decoding: utf8(for: list), as: UTF8.self)
    }

    /// The list as the UTF-8 bytes of one text, every line ended by a line break: built in
    /// one buffer, so that a long list costs little more than its characters. Rows are
    /// measured in a first pass and written in a second, with no text kept per row. Rows
    /// are read in place, field by field: a copy of a whole row (its strings retained, then
    /// released) cost a long list more than writing it.
    public func utf8(for list: ListDisplayData) -> [UInt8] {
        if let message = list.emptyMessage { return Array((message + "\n").utf8) }
        var measure = RowMeasure()
        for section in list.sections {
            section.rows.withUnsafeBufferPointer { rows in
                guard let first = rows.baseAddress else { return }
                for index in rows.indices { measure.add(first + index) }
            }
        }
        let columns = ColumnWidths(measure: measure, width: width)
        let titleWidth = columns.title
        var out: [UInt8] = []
        out.reserveCapacity(
            measure.rowCount * (measure.idWidth + titleWidth + measure.labelWidth + 8) + list.sections.count * 20)
        var labels = StyledLabels(style: style)
        var rowNumber = 0
        for section in list.sections {
            let isAlert = section.tone == .alert
            Byte.append(isAlert ? style.alertTitle(section.title) : style.sectionTitle(section.title), to: &out)
            out.append(Byte.newline)
            section.rows.withUnsafeBufferPointer { rows in
                guard let first = rows.baseAddress else { return }
                for index in rows.indices {
                    let row = first + index
                    Byte.spaces(2, to: &out)
                    if style.isEnabled {
                        let number =
                            String(repeating: " ", count: measure.idWidth - Decimal.digits(row.pointee.id))
                            + String(row.pointee.id)
                        Byte.append(style.quiet(number), to: &out)
                    } else {
                        Byte.spaces(measure.idWidth - Decimal.digits(row.pointee.id), to: &out)
                        Decimal.append(row.pointee.id, to: &out)
                    }
                    Byte.spaces(2, to: &out)
                    if measure.priorityWidth > 0 {
                        Byte.append(row.pointee.priority, to: &out)
                        Byte.spaces(measure.priorityWidth - row.pointee.priority.utf8.count + 2, to: &out)
                    }
                    let safeWidth = measure.titleWidths[rowNumber]
                    rowNumber += 1
                    let isCut = columns.cutsTitles && safeWidth.columns > titleWidth
                    var shownWidth = safeWidth.columns
                    if safeWidth.isPlain && !isCut {
                        // The common case: the title and its tags copied as they are.
                        Byte.append(row.pointee.title, to: &out)
                        if !row.pointee.trailer.isEmpty {
                            out.append(Byte.space)
                            Byte.append(row.pointee.trailer, to: &out)
                        }
                    } else {
                        let text = RowMeasure.text(of: row)
                        let title = safeWidth.isPlain ? text : TerminalSafeText.visible(text)
                        let shown = isCut ? DisplayWidth.truncated(title, toWidth: titleWidth) : title
                        if isCut { shownWidth = DisplayWidth.of(shown) }
                        Byte.append(shown, to: &out)
                    }
                    if !row.pointee.dayLabel.isEmpty, let label = columns.label(row.pointee.dayLabel) {
                        // A title longer than the column (into a pipe) runs over, two spaces on.
                        Byte.spaces(max(0, titleWidth - shownWidth) + 2, to: &out)
                        Byte.append(labels.styled(label, late: isAlert), to: &out)
                    }
                    out.append(Byte.newline)
                }
            }
        }
        return out
    }
}

/// How wide the title and day-label columns are drawn. Without a width (into a pipe or a
/// file), titles are whole and the column is as wide as the common titles
/// (``commonWidth(of:)``): a title longer than that runs over, and the other rows keep
/// their day labels close. On a terminal every row fits its width: titles are cut first
/// (down to 10 columns), then on a narrow terminal the day labels too, so that no row wraps.
private struct ColumnWidths {
    /// The title column's width.
    let title: Int
    /// Whether a title longer than the column is cut (on a terminal) rather than run over.
    let cutsTitles: Bool
    /// The most columns a day label may take, or `nil` for no limit.
    let labelRoom: Int?
    private let labelWidth: Int

    init(measure: RowMeasure, width: Int?) {
        labelWidth = measure.labelWidth
        cutsTitles = width != nil
        guard let width else {
            title = Self.commonWidth(of: measure.titleWidths, longest: measure.longestTitle)
            labelRoom = nil
            return
        }
        // Two spaces before the number, two after it, the priority column and two spaces
        // after it, and two before the label.
        let priority = measure.priorityWidth > 0 ? measure.priorityWidth + 2 : 0
        let beside = width - measure.idWidth - 4 - priority
        title = min(measure.longestTitle, max(min(10, max(1, beside)), beside - measure.labelWidth - 2))
        labelRoom = beside - title - 2
    }

    /// The width of the common titles among `widths`: the widest that is no wider than
    /// twice the median (or than ``commonFloor``, whichever is more). Titles of a usual
    /// length all fit it; one far longer than the rest (a pasted paragraph) does not push
    /// every row's day label out to its end (Docs/Decisions.md, "list columns into a pipe").
    /// Counted, not sorted: a long list costs one pass more.
    static func commonWidth(of widths: [RowMeasure.TitleWidth], longest: Int) -> Int {
        guard longest > commonFloor else { return longest }
        var counts = [Int](repeating: 0, count: longest + 1)
        for width in widths { counts[width.columns] += 1 }
        var median = 0
        var below = 0
        while below + counts[median] <= (widths.count - 1) / 2 {
            below += counts[median]
            median += 1
        }
        let limit = max(commonFloor, 2 * median)
        guard limit < longest else { return longest }
        return (0...limit).last { counts[$0] > 0 } ?? limit
    }

    /// A title at most this wide always fits the column.
    static let commonFloor = 40

    /// `label` as drawn: whole, cut to the room left, or `nil` when no room is left.
    func label(_ label: String) -> String? {
        guard let labelRoom, labelRoom < labelWidth else { return label }
        guard labelRoom >= 1 else { return nil }
        return DisplayWidth.truncated(label, toWidth: labelRoom)
    }
}

/// The widths a list's columns need, gathered row by row, and each title's own width.
private struct RowMeasure {
    /// A title's columns once made safe, and whether it is drawn as it is (printable ASCII,
    /// the common case) or needs ``TerminalSafeText``.
    struct TitleWidth {
        let columns: Int
        let isPlain: Bool
    }

    var idWidth = 1
    /// The widest priority mark (0 when no row has one: no column).
    var priorityWidth = 0
    var labelWidth = 0
    var longestTitle = 0
    var rowCount = 0
    var titleWidths: [TitleWidth] = []
    private var lastLabel: (text: String, width: Int) = ("", 0)

    /// Measures the row at `row`, read in place.
    mutating func add(_ row: UnsafePointer<ListDisplayRow>) {
        idWidth = max(idWidth, Decimal.digits(row.pointee.id))
        if row.pointee.dayLabel != lastLabel.text {
            lastLabel = (row.pointee.dayLabel, DisplayWidth.of(row.pointee.dayLabel))
        }
        labelWidth = max(labelWidth, lastLabel.width)
        priorityWidth = max(priorityWidth, row.pointee.priority.utf8.count)
        let trailer = row.pointee.trailer
        // Title and tags are looked at where they are; only unusual text is joined first.
        let title =
            row.pointee.title.isPrintableASCII && trailer.isPrintableASCII
            ? TitleWidth(
                columns: row.pointee.title.utf8.count + (trailer.isEmpty ? 0 : 1 + trailer.utf8.count), isPlain: true)
            : TitleWidth(columns: DisplayWidth.of(TerminalSafeText.visible(Self.text(of: row))), isPlain: false)
        titleWidths.append(title)
        longestTitle = max(longestTitle, title.columns)
        rowCount += 1
    }
}

extension RowMeasure {
    /// What the title column shows of a row: its title, then its tags.
    static func text(of row: UnsafePointer<ListDisplayRow>) -> String {
        row.pointee.trailer.isEmpty ? row.pointee.title : row.pointee.title + " " + row.pointee.trailer
    }
}

/// Day labels in their colours, each styled once while it repeats row after row.
private struct StyledLabels {
    let style: TextStyle
    private var last: (label: String, late: Bool, styled: String)?

    init(style: TextStyle) {
        self.style = style
    }

    mutating func styled(_ label: String, late: Bool) -> String {
        if let last, last.late == late, last.label == label { return last.styled }
        let styled = late ? style.late(label) : style.dayLabel(label)
        last = (label, late, styled)
        return styled
    }
}

/// Bytes written without making text first.
private enum Byte {
    static let space = UInt8(ascii: " ")
    static let newline = UInt8(ascii: "\n")

    /// Spaces to copy from: a row's gaps are copied at once, not a byte at a time.
    private static let blanks = [UInt8](repeating: space, count: 64)

    static func spaces(_ count: Int, to out: inout [UInt8]) {
        var left = count
        while left > 0 {
            let now = min(left, blanks.count)
            blanks.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<now])) }
            left -= now
        }
    }

    /// The UTF-8 bytes of `text`, copied at once.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }
}

/// Item numbers in decimal, written straight into a byte buffer.
private enum Decimal {
    /// The characters `value` takes, its sign included.
    static func digits(_ value: Int64) -> Int {
        (value < 0 ? 1 : 0) + digits(value.magnitude)
    }

    static func append(_ value: Int64, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // Twenty digits hold any UInt64; written from the end, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var index = 20
            var rest = value.magnitude
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    private static func digits(_ magnitude: UInt64) -> Int {
        var count = 1
        var rest = magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
