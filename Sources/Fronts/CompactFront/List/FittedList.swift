import Presentation

/// The list after a change, cut to the lines the terminal has left, so that nothing the
/// change touched scrolls away and nothing scrolls off above it: the REPL's decision, made
/// with the List module's account of the change (``Presentation/ListDisplayChange``).
///
/// - A list that fits is shown whole.
/// - Else the sections the change touched come first: whole when they fit together, else
///   in half the lines, each cut to the rows around the ones that changed, with "… 12
///   more" where rows are left out.
/// - The lines left go to the other sections from the top of the list (Overdue and Today
///   first), whole, until one does not fit: it shows its first rows ("… 12 more"), and
///   those after it are left out; lines left unused go back to the touched sections.
/// - A last line names what is not shown, and that `list` shows everything.
struct FittedList {
    /// One section's place in the lines of the whole list.
    private struct Section {
        let title: String
        /// The index of its title line in the whole list's lines.
        let line: Int
        let rowCount: Int
        let itemCount: Int
        let touched: Bool
        /// The index of its first changed row, if it has one.
        let firstChanged: Int?
    }

    /// The rows of a section that are shown: `count` rows from `start`.
    private struct Window {
        var start: Int
        var count: Int
    }

    /// The lines of `list` (`whole`: all of them, as ``TerminalText/ListTextRenderer``
    /// wrote them, a title line and then a line per row for each section) that fit in
    /// `room` lines of the terminal; `height` says how many a line of text takes there
    /// (the last line, a sentence, may take two on a narrow one).
    static func lines(
        for list: ListDisplayData, whole: [String], room: Int, height: (String) -> Int = { _ in 1 }
    ) -> [String] {
        guard whole.count > room, list.emptyMessage == nil, let change = list.change else { return whole }
        var sections: [Section] = []
        var line = 0
        for section in list.sections {
            sections.append(
                Section(
                    title: section.title, line: line, rowCount: section.rows.count, itemCount: section.itemCount,
                    touched: change.sectionTitles.contains(section.title),
                    firstChanged: section.rows.firstIndex { change.rowIDs.contains($0.id) }))
            line += 1 + section.rows.count
        }
        // Room is kept for the last line, which says what is not shown: one line, or as
        // many as it turns out to take.
        var last = 1
        var fitted = shown(sections, windows: plan(sections, room: room - last), whole: whole)
        while height(fitted.last ?? "") > last, last < 4 {
            last = height(fitted.last ?? "")
            fitted = shown(sections, windows: plan(sections, room: room - last), whole: whole)
        }
        return fitted
    }

    /// The lines the sections' windows show, and the last line.
    private static func shown(_ sections: [Section], windows: [Window?], whole: [String]) -> [String] {
        var out: [String] = []
        var hidden: [(title: String, count: Int)] = []
        for (index, section) in sections.enumerated() {
            guard let window = windows[index] else {
                hidden.append((section.title, section.itemCount))
                continue
            }
            out.append(whole[section.line])
            if window.start > 0 { out.append(CompactListWording.moreRows(window.start)) }
            let first = section.line + 1 + window.start
            out += whole[first..<(first + window.count)]
            let after = section.rowCount - window.start - window.count
            if after > 0 { out.append(CompactListWording.moreRows(after)) }
        }
        return out + [CompactListWording.notShown(hidden)]
    }

    /// Which rows of each section are shown (`nil`: none, the section left out) in `room`
    /// lines: the touched sections whole when they fit, else cut to half the room (more if
    /// the other sections leave lines unused); then the others from the top, in order,
    /// whole, until one does not fit: it shows its first rows, and the rest are left out.
    private static func plan(_ sections: [Section], room: Int) -> [Window?] {
        let touched = sections.indices.filter { sections[$0].touched && sections[$0].rowCount > 0 }
        let touchedLines = touched.reduce(0) { $0 + 1 + sections[$1].rowCount }
        let cut = touchedLines > room
        // Each touched section has room for its title, a row and a "… more" line.
        var share = cut ? min(room, max(room / 2, touched.count * 3)) : touchedLines
        var windows = [Window?](repeating: nil, count: sections.count)
        var left = room
        for _ in 1...2 {
            windows = [Window?](repeating: nil, count: sections.count)
            let used = place(touched, of: sections, in: share, into: &windows)
            left = room - used
            for index in sections.indices where windows[index] == nil && sections[index].rowCount > 0 {
                let lines = 1 + sections[index].rowCount
                if lines <= left {
                    windows[index] = Window(start: 0, count: sections[index].rowCount)
                    left -= lines
                    continue
                }
                // The first that does not fit shows its first rows, and the list stops there.
                if left >= 3 {
                    windows[index] = Window(start: 0, count: left - 2)
                    left = 0
                }
                break
            }
            // Lines the other sections left unused go back to the touched ones.
            guard cut, left > 0 else { break }
            share = used + left
        }
        return windows
    }

    /// Puts the `touched` sections' windows into `windows`, in `lines` lines; returns the
    /// lines they take.
    private static func place(
        _ touched: [Int], of sections: [Section], in lines: Int, into windows: inout [Window?]
    ) -> Int {
        var left = lines
        for (order, index) in touched.enumerated() {
            // The touched sections after this one keep room for their title, a row and a
            // "… more" line (or for all they have, when that is less).
            let kept = touched.dropFirst(order + 1).reduce(0) { $0 + min(3, 1 + sections[$1].rowCount) }
            let room = max(left - kept, 2)
            let cut = window(of: sections[index], lines: room)
            windows[index] = cut
            left -= lineCount(cut, of: sections[index])
        }
        return lines - left
    }

    /// The rows of `section` shown in `lines` lines (at least one): the first changed row
    /// with one row above it when it can, as many after it as fit.
    private static func window(of section: Section, lines: Int) -> Window {
        let total = section.rowCount
        if 1 + total <= lines { return Window(start: 0, count: total) }
        let changed = section.firstChanged ?? 0
        var window = Window(start: 0, count: 1)
        for markers in 1...2 {
            let count = max(lines - 1 - markers, 1)
            // One row above the changed one, when there is room for both.
            let start = min(max(changed - (count > 1 ? 1 : 0), 0), total - count)
            window = Window(start: start, count: count)
            if lineCount(window, of: section) <= lines { break }
        }
        return window
    }

    /// The lines `window` takes: the title, its rows and a "… more" line for each end cut.
    private static func lineCount(_ window: Window, of section: Section) -> Int {
        1 + window.count + (window.start > 0 ? 1 : 0) + (window.start + window.count < section.rowCount ? 1 : 0)
    }
}
