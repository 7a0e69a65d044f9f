/// The report's part for issue 14: the filter rows, their targets and the search line's
/// keys prefix by prefix.
extension Report {
    /// The whole-process filtered lists: a row name and where its figures are.
    static var filterLists: [(name: String, figures: KeyPath<SizeFigures, Statistics>)] {
        [
            ("todo list \(SearchTerms.rareWord)", \.processes.listRareWord),
            ("todo list \(SearchTerms.commonWord)", \.processes.listCommonWord),
            ("todo list +\(SearchTerms.rareTag)", \.processes.listRareTag),
            ("todo list +\(SearchTerms.commonTag)", \.processes.listCommonTag),
        ]
    }

    /// The table's rows: a name and the figures of each size.
    static var filterRows: [(name: String, figures: KeyPath<SizeFigures, Statistics>)] {
        [
            ("todo list \(SearchTerms.rareWord) (a handful), ms", \.processes.listRareWord),
            ("todo list \(SearchTerms.commonWord) (1 in 16), ms", \.processes.listCommonWord),
            ("todo list +\(SearchTerms.rareTag) (a handful), ms", \.processes.listRareTag),
            ("todo list +\(SearchTerms.commonTag) (1 in 7), ms", \.processes.listCommonTag),
            ("todo add with two tags, ms", \.processes.addTwoTags),
            ("todo add --due \"fri 9am\", ms", \.processes.addWithTime),
            ("todo edit --due \"fri 9:MM\", ms", \.processes.editTime),
            ("List filter keystroke (80 rows), ms", \.filters.filterKeystroke),
        ]
    }

    /// Each filtered list at the largest size ≤ 30 ms and ≤ 1.5x its figure at the
    /// smallest; the add with two tags ≤ 20 ms at the largest; every search line key ≤ 5 ms
    /// (90th percentile) at every size.
    var filterTargets: [Target] {
        guard let small = sizes.first, let large = sizes.last else { return [] }
        var targets: [Target] = []
        let compared = sizes.count > 1
        for (name, path) in Self.filterLists {
            let figure = large[keyPath: path].median
            let ratio = figure / max(small[keyPath: path].median, 0.001)
            targets.append(
                Target(
                    text: "\(name) ≤ 30 ms at \(count(large.size))"
                        + (compared ? " and ≤ 1.5x its figure at \(count(small.size))" : ""),
                    met: figure <= 30 && (!compared || ratio <= 1.5),
                    measured: "\(ms(figure))" + (compared ? String(format: ", %.2fx", ratio) : "")))
        }
        let add = large.processes.addTwoTags.median
        targets.append(
            Target(
                text: "todo add with two tags ≤ 20 ms at \(count(large.size))", met: add <= 20, measured: ms(add)))
        for (name, figure) in [
            ("todo add --due \"fri 9am\"", large.processes.addWithTime.median),
            ("todo edit --due \"fri 9:MM\"", large.processes.editTime.median),
        ] {
            targets.append(
                Target(text: "\(name) ≤ 20 ms at \(count(large.size))", met: figure <= 20, measured: ms(figure)))
        }
        let worst = sizes.max { $0.filters.filterKeystroke.p90 < $1.filters.filterKeystroke.p90 } ?? large
        let slowest = worst.filters.filterKeystrokeByPrefix.max { $0.figures.median < $1.figures.median }
        targets.append(
            Target(
                text: "search line key, List module answering the filter, ≤ 5 ms (90th percentile) at every size",
                met: worst.filters.filterKeystroke.p90 <= 5,
                measured: "worst p90 \(ms(worst.filters.filterKeystroke.p90)) at \(count(worst.size))"
                    + (slowest.map { ", slowest key \"\($0.prefix)\" median \(ms($0.figures.median))" } ?? "")))
        return targets
    }

    /// The search line's keys prefix by prefix, the median of each at each size.
    func keystrokeLines() -> String {
        var out = "\nSearch line in process (the List module, a view of 80 rows), typing \"\(SearchTerms.typedWord)\":"
        out += " median ms per key\n"
        var rows = [[""] + (sizes.first?.filters.filterKeystrokeByPrefix.map(\.prefix) ?? [])]
        for figures in sizes {
            rows.append(
                ["  \(count(figures.size)) items"]
                    + figures.filters.filterKeystrokeByPrefix.map { ms($0.figures.median) })
        }
        return out + align(rows)
    }
}
