import Foundation

/// The report's section and targets for the sync rows (``SyncBench``).
extension Report {
    /// One line a row and program: wall time, the program's CPU time, requests, the server's
    /// share, the rest.
    func syncLines() -> String {
        guard let sync else { return "" }
        var out = "\nSync against a local Radicale \(sync.radicale) (each program its own collection of the same "
        out += "tasks, taking turns run by run; requests and server time from Radicale's log); \(sync.vdirsyncer):\n"
        var rows = [["", "", "median ms", "p90 ms", "CPU ms", "requests", "server ms", "beyond server ms", "÷ todo"]]
        for size in sync.sizes {
            for row in [size.firstSync, size.nothingChanged, size.oneChangeEachSide] {
                let entries = [("todo", row.todo)] + (row.vdirsyncer.map { [("vdirsyncer", $0)] } ?? [])
                for (index, (name, program)) in entries.enumerated() {
                    rows.append([
                        index == 0 ? "  \(count(size.tasks)) tasks, \(row.name)" : "", name, ms(program.wall.median),
                        ms(program.wall.p90), ms(program.cpu.median), "\(program.requests)", ms(program.server.median),
                        ms(program.beyondServer.median),
                        index == 0
                            ? "" : String(format: "%.2fx", program.wall.median / max(row.todo.wall.median, 0.001)),
                    ])
                }
            }
        }
        out += align(rows)
        for size in sync.sizes {
            out += "  \(count(size.tasks)) tasks: the bench's own sync-collection REPORT, nothing changed: "
            out += "\(spread(size.bareChangesReport)) ms; todo's nothing-changed sync beyond it: "
            out += "\(ms(size.nothingChanged.todo.wall.median - size.bareChangesReport.median)) ms\n"
        }
        return out
    }

    /// The sync targets, met or missed.
    var syncTargets: [Target] {
        guard let sync else { return [] }
        var targets: [Target] = []
        for size in sync.sizes {
            let tasks = count(size.tasks)
            if let limit = size.tasks <= 1_000 ? 1_000.0 : size.tasks <= 10_000 ? 5_000.0 : nil {
                let first = size.firstSync.todo
                targets.append(
                    Target(
                        text: "todo sync, first sync of \(tasks) tasks ≤ \(ms(limit / 1_000)) s",
                        met: first.wall.median <= limit,
                        measured: "\(ms(first.wall.median)) ms (todo's CPU \(ms(first.cpu.median)) ms, "
                            + "the server's \(ms(first.server.median)) ms)"))
            }
            // Beyond the server: todo's own CPU time, the fair figure on a loaded machine
            // (its wall time beyond the server's also counts the waits for a core).
            let unchanged = size.nothingChanged.todo
            let beyond = unchanged.wall.median - size.bareChangesReport.median
            targets.append(
                Target(
                    text: "todo sync at \(tasks), nothing changed: one request, ≤ 30 ms beyond the server's answer",
                    met: unchanged.requests == 1 && unchanged.cpu.median <= 30,
                    measured: "\(unchanged.requests) request(s), CPU \(ms(unchanged.cpu.median)) ms; wall "
                        + "\(ms(beyond)) ms beyond the bare REPORT"))
            let changed = size.oneChangeEachSide.todo
            targets.append(
                Target(
                    text: "todo sync at \(tasks), one change each side: a few requests, ≤ 60 ms beyond the server's",
                    met: changed.requests <= 5 && changed.cpu.median <= 60,
                    measured: "\(changed.requests) requests, CPU \(ms(changed.cpu.median)) ms; wall "
                        + "\(ms(changed.beyondServer.median)) ms beyond the server's"))
            for row in [size.firstSync, size.nothingChanged, size.oneChangeEachSide] {
                guard let peer = row.vdirsyncer else { continue }
                targets.append(
                    Target(
                        text: "todo sync at \(tasks), \(row.name): faster than vdirsyncer",
                        met: row.todo.wall.median < peer.wall.median,
                        measured: "\(ms(row.todo.wall.median)) against \(ms(peer.wall.median)) ms"))
            }
        }
        return targets
    }
}
