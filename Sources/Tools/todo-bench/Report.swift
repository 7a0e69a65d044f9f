import Foundation

/// Everything one benchmark run measured, as a table or as JSON.
struct Report: Encodable {
    let machine: String
    let todo: String
    let date = ISO8601DateFormatter().string(from: Date())
    var sizes: [SizeFigures] = []
    var deepSection: DeepSectionFigures?
    var journal: JournalFigures?
    var taskwarrior: TaskwarriorComparison.Figures?
    /// Imports of a million items of todo's JSON and of a large Taskwarrior export.
    var largeImports: LargeImportFigures?
    /// todo beside calcurse and Taskwarrior at 1,000 items, when `--compare` named them.
    var peers: PeerComparison.Figures?
    /// Why no instructions were counted (valgrind or objcopy missing), when none were.
    var instructionsSkipped: String?
    /// `todo sync` beside vdirsyncer, when `--sync` or `--sync-only` asked for it.
    var sync: SyncFigures?

    init(machine: String, todo: String) {
        self.machine = machine
        self.todo = todo
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// A target and whether this run met it.
    struct Target {
        let text: String
        let met: Bool
        let measured: String
    }

    var targets: [Target] {
        // Only the large imports or the sync rows were measured (--large-imports-only, --sync-only).
        if sizes.isEmpty { return largeImportTargets + syncTargets }
        var targets: [Target] = []
        let worstList = sizes.map(\.processes.list.median).max() ?? 0
        targets.append(
            Target(
                text: "todo list ≤ 20 ms at every size", met: worstList <= 20, measured: "worst median \(ms(worstList))"
            ))
        if let small = sizes.first, let large = sizes.last, sizes.count > 1 {
            let ratio = large.processes.list.median / max(small.processes.list.median, 0.001)
            targets.append(
                Target(
                    text: "todo list at \(count(large.size)) ≤ 1.5x its figure at \(count(small.size))",
                    met: ratio <= 1.5,
                    measured: String(format: "%.2fx", ratio)))
        }
        let worstAdd = sizes.map(\.processes.add.median).max() ?? 0
        targets.append(
            Target(
                text: "todo add ≤ 20 ms at every size", met: worstAdd <= 20, measured: "worst median \(ms(worstAdd))"))
        let worstUndo = sizes.map(\.processes.undo.median).max() ?? 0
        targets.append(
            Target(
                text: "todo undo ≤ 20 ms at every size", met: worstUndo <= 20, measured: "worst median \(ms(worstUndo))"
            ))
        let worstHistory = sizes.map(\.processes.history.median).max() ?? 0
        targets.append(
            Target(
                text: "todo history ≤ 20 ms at every size", met: worstHistory <= 20,
                measured: "worst median \(ms(worstHistory))"))
        for (name, figures) in [
            ("show", sizes.map(\.processes.show.median)), ("edit", sizes.map(\.processes.edit.median)),
        ] {
            let worst = figures.max() ?? 0
            targets.append(
                Target(
                    text: "todo \(name) ≤ 20 ms at every size (as todo add)", met: worst <= 20,
                    measured: "worst median \(ms(worst))"))
        }
        let worstRepeatRatio =
            sizes.map { $0.processes.doneRepeating.median / max($0.processes.add.median, 0.001) }.max() ?? 0
        targets.append(
            Target(
                text: "todo done of a repeating item (completes it, adds the next) ≤ 1.25x todo add at every size",
                met: worstRepeatRatio <= 1.25, measured: String(format: "worst %.2fx", worstRepeatRatio)))
        if let journal {
            targets.append(
                Target(
                    text: "the undo journal costs an add ≤ 1 ms", met: journal.costPerAdd <= 1,
                    measured:
                        "\(ms(journal.costPerAdd)) (\(ms(journal.addWithJournal.median)) against \(ms(journal.bareInsert.median)))"
                ))
        }
        let worstREPL = sizes.map(\.processes.replToFirstPrompt.median).max() ?? 0
        targets.append(
            Target(
                text: "REPL start to first prompt ≤ 30 ms", met: worstREPL <= 30,
                measured: "worst median \(ms(worstREPL))"))
        let worstKey = (sizes.map(\.wideKeyPress.p90) + [deepSection?.keyPress.p90 ?? 0]).max() ?? 0
        targets.append(
            Target(
                text: "wide key press to frame ≤ 2 ms (90th percentile), deep in 100k rows too", met: worstKey <= 2,
                measured: "worst p90 \(ms(worstKey))"))
        targets += terminalKeyTargets
        targets += filterTargets
        targets += batchTargets
        let completions = sizes.flatMap { [$0.completion.numbers, $0.completion.nothingTyped, $0.completion.tags] }
        let worstCompletion = completions.map(\.median).max() ?? 0
        targets.append(
            Target(
                text: "shell completion (item numbers, tags) ≤ 50 ms at every size", met: worstCompletion <= 50,
                measured: "worst median \(ms(worstCompletion))"))
        if let largest = sizes.last {
            targets.append(
                Target(
                    text: "todo import ≥ 100,000 items/s (at \(count(largest.size)))",
                    met: largest.importItemsPerSecond >= 100_000,
                    measured: "\(count(Int(largest.importItemsPerSecond)))/s"))
            if let memory = largest.processes.listMaximumResidentMB {
                targets.append(
                    Target(
                        text: "todo list max RSS ≤ 40 MB (at \(count(largest.size)))", met: memory <= 40,
                        measured: String(format: "%.1f MB", memory)))
            } else {
                targets.append(
                    Target(
                        text: "todo list max RSS ≤ 40 MB: install GNU time to measure it", met: false,
                        measured: "not measured"))
            }
        }
        let onPostgres = sizes.compactMap { figures in figures.postgres.map { (figures.size, $0) } }
        if let worst = onPostgres.max(by: { $0.1.list.median < $1.1.list.median }) {
            targets.append(
                Target(
                    text: "todo list on PostgreSQL (loopback) ≤ 30 ms at every size", met: worst.1.list.median <= 30,
                    measured: "worst median \(ms(worst.1.list.median)) (at \(count(worst.0)))"))
        }
        targets += peerTargets
        targets += largeImportTargets
        targets += syncTargets
        for pair in taskwarrior?.pairs ?? [] where !pair.command.hasPrefix("complete") {
            targets.append(
                Target(
                    text: "\(pair.command): ≥ 50x faster than Taskwarrior", met: pair.ratio >= 50,
                    measured: String(format: "%.1fx", pair.ratio)))
        }
        return targets
    }

    func table() -> String {
        var out = "todo-bench, \(date)\nmachine: \(machine)\ntodo: \(todo)\n\n"
        if sizes.isEmpty { return out + largeImportLines() + syncLines() + targetLines() }
        let header = [""] + sizes.map { count($0.size) + " items" }
        var rows: [[String]] = [header]
        func row(_ name: String, _ value: (SizeFigures) -> String) { rows.append([name] + sizes.map(value)) }
        row("todo list, ms (median p10–p90)") { spread($0.processes.list) }
        row("todo list, max RSS") { $0.processes.listMaximumResidentMB.map { String(format: "%.1f MB", $0) } ?? "n/a" }
        row("todo add, ms") { spread($0.processes.add) }
        row("todo undo, ms") { spread($0.processes.undo) }
        row("todo history, ms") { spread($0.processes.history) }
        row("todo show, ms") { spread($0.processes.show) }
        row("todo edit, ms") { spread($0.processes.edit) }
        row("todo done of a repeating item, ms") { spread($0.processes.doneRepeating) }
        row("todo repl to first prompt, ms") { spread($0.processes.replToFirstPrompt) }
        row("List presenter refresh, ms") { spread($0.presenterRefresh) }
        row("wide key press to frame, ms") { spread($0.wideKeyPress) }
        row("wide key press through a pty, ms") { spread($0.widePtyKeyPress.keyPress) }
        for (name, figures) in Self.filterRows { row(name) { spread($0[keyPath: figures]) } }
        for (name, value) in Self.batchRows { row(name) { spread(value($0)) } }
        row("todo import, items/s") { count(Int($0.importItemsPerSecond)) }
        row("todo import --from taskwarrior, items/s") {
            $0.transfer.map { count(Int($0.taskwarriorItemsPerSecond)) } ?? "n/a"
        }
        row("todo import --from todotxt, items/s") { $0.transfer.map { count(Int($0.todoTxtItemsPerSecond)) } ?? "n/a" }
        row("todo import --from ical, items/s") { $0.transfer.map { count(Int($0.iCalendarItemsPerSecond)) } ?? "n/a" }
        row("shell completion: todo done 1<Tab>, ms") { spread($0.completion.numbers) }
        row("shell completion: todo done <Tab>, ms") { spread($0.completion.nothingTyped) }
        row("shell completion: --tag <Tab>, ms") { spread($0.completion.tags) }
        if sizes.contains(where: { $0.postgres != nil }) {
            row("PostgreSQL: todo list, ms") { $0.postgres.map { spread($0.list) } ?? "n/a" }
            row("PostgreSQL: todo add, ms") { $0.postgres.map { spread($0.add) } ?? "n/a" }
            row("PostgreSQL: todo import, items/s") { $0.postgres.map { count(Int($0.importItemsPerSecond)) } ?? "n/a" }
        }
        out += align(rows) + "\n"
        out +=
            "Whole-process figures: \(sizes.first?.processes.list.runs ?? 0) fresh processes each, the sizes taking turns run by run "
            + "(file cache warm); in-process figures: "
        out += "the real SQLite store, a 120x40 in-memory screen.\n"
        out += terminalKeyLines()
        out += keystrokeLines()
        if let journal {
            out += "\nUndo journal, one add in process: with its undo step \(spread(journal.addWithJournal)) ms, "
            out += "the bare insert \(spread(journal.bareInsert)) ms: \(ms(journal.costPerAdd)) ms per add\n"
        }
        if let deep = deepSection {
            out += "\nWide front, an Overdue section of \(count(deep.items)) items (120x40):\n"
            out +=
                "  key press to frame: median \(ms(deep.keyPress.median)), p90 \(ms(deep.keyPress.p90)), max \(ms(deep.keyPress.maximum))"
            out += " over \(deep.keyPress.runs) presses (Up from the bottom, PgDn from the top)\n"
            out += "  through a pty: median \(ms(deep.ptyKeyPress.keyPress.median)), "
            out += "p90 \(ms(deep.ptyKeyPress.keyPress.p90)), p99 \(ms(deep.ptyKeyPress.keyPress.p99))"
            out += " over \(deep.ptyKeyPress.keyPress.runs) presses (Up from the bottom, then Down)\n"
            out += "  End (to the last of \(count(deep.items))): \(ms(deep.jumpToEnd)); "
            out += "refresh with section counts: median \(ms(deep.windowedRefresh.median))\n"
        }
        out += peerLines()
        out += largeImportLines()
        out += syncLines()
        if let comparison = taskwarrior {
            if let skipped = comparison.skipped {
                out += "\nTaskwarrior comparison skipped: \(skipped)\n"
            } else {
                out +=
                    "\nTaskwarrior \(comparison.taskwarriorVersion), \(count(comparison.pending)) pending items due over 60 days, same run:\n"
                var pairRows = [["", "todo, ms", "task, ms", "todo is"]]
                for pair in comparison.pairs {
                    pairRows.append([
                        pair.command, spread(pair.todo), spread(pair.taskwarrior),
                        String(format: "%.1fx faster", pair.ratio),
                    ])
                }
                out += align(pairRows)
                out +=
                    "  rows printed by the list: todo \(count(comparison.todoListRows)), task \(count(comparison.taskListRows))"
                out +=
                    comparison.todoListRows == comparison.taskListRows
                    ? "\n" : " (NOT THE SAME: the comparison is void)\n"
                for counted in comparison.instructions {
                    out += "  \(counted.command), instructions (callgrind): todo \(count(counted.todo)), task "
                    out += "\(count(counted.taskwarrior)): \(String(format: "%.1fx", counted.ratio)) fewer\n"
                }
                if let refresh = comparison.presenterRefresh, let render = comparison.textRendering {
                    out += "  todo's long list (\(count(comparison.listRows)) rows) in process: List presenter refresh "
                    out += "\(ms(refresh.median)) ms, text rendering \(ms(render.median)) ms\n"
                }
                if let floor = comparison.processFloor {
                    out += "  floors: todo --version (the process and swift-argument-parser) \(ms(floor.median)) ms"
                    if let shell = comparison.sqliteShellFloor {
                        out += "; the sqlite3 shell printing the same rows from the same file \(ms(shell.median)) ms"
                    }
                    out += "\n"
                }
            }
        }
        return out + targetLines()
    }

    /// Each target, met or missed.
    private func targetLines() -> String {
        var out = "\nTargets:\n"
        for target in targets {
            out += "  \(target.met ? "met   " : "MISSED") \(target.text): \(target.measured)\n"
        }
        return out
    }

    func spread(_ statistics: Statistics) -> String {
        "\(ms(statistics.median)) (\(ms(statistics.p10))–\(ms(statistics.p90)))"
    }

    func ms(_ value: Double) -> String {
        value >= 100
            ? String(format: "%.0f", value)
            : value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }

    /// Instructions in millions, with two decimals below 10 M.
    func millions(_ instructions: Int) -> String {
        let value = Double(instructions) / 1_000_000
        return value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }

    func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    func align(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "   ")
        }.joined(separator: "\n") + "\n"
    }
}
