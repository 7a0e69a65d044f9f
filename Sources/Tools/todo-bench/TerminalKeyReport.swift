/// The report's part for key presses through a pseudo-terminal: the in-process and the
/// pty figures side by side, and their targets.
extension Report {
    /// The wide front's key press to frame at each size and deep in a long section, in
    /// process and through a pseudo-terminal: median, p90 and p99.
    func terminalKeyLines() -> String {
        guard let pty = sizes.first?.widePtyKeyPress else { return "" }
        var out = "\nWide front key press to frame, ms: in process (presenter and a 120x40 in-memory screen) "
        out += "and through a pseudo-terminal (todo wide on a \(pty.columns)x\(pty.rows) pty, TERM=xterm-256color, "
        out += "key written to the last byte of the frame in answer)\n"
        var rows = [
            [
                "", "in process: median", "p90", "p99", "pty: median", "p90", "p99", "bytes a frame",
                "first frame, ms",
            ]
        ]
        func row(_ name: String, _ inProcess: Statistics, _ pty: TerminalKeyFigures) {
            rows.append(
                [
                    name, ms(inProcess.median), ms(inProcess.p90), ms(inProcess.p99), ms(pty.keyPress.median),
                    ms(pty.keyPress.p90), ms(pty.keyPress.p99), count(Int(pty.frameBytes.median)),
                    ms(pty.firstFrame),
                ])
        }
        for figures in sizes {
            row("  \(count(figures.size)) items (Down, then Up)", figures.wideKeyPress, figures.widePtyKeyPress)
        }
        if let deep = deepSection {
            row("  deep in \(count(deep.items)) Overdue (pty: Up, then Down)", deep.keyPress, deep.ptyKeyPress)
        }
        out += align(rows)
        let presses = pty.keyPress.runs
        out += "  \(presses) timed presses each after \(TerminalKeyTiming.warmUpPresses) untimed; "
        out += "a frame ends when no byte has come for \(ms(TerminalKeyTiming.frameQuiet)) ms (not counted); "
        let dropped =
            sizes.map(\.widePtyKeyPress.bytesBetweenFrames) + [deepSection?.ptyKeyPress.bytesBetweenFrames ?? 0]
        out += "output between frames: \(count(dropped.reduce(0, +))) bytes\n"
        return out
    }

    /// Key press to frame through a pseudo-terminal ≤ 2 ms (90th percentile) at the largest
    /// size and deep in the long section.
    var terminalKeyTargets: [Target] {
        var targets: [Target] = []
        if let largest = sizes.last {
            let p90 = largest.widePtyKeyPress.keyPress.p90
            targets.append(
                Target(
                    text: "wide key press through a pty, p90 ≤ 2 ms at \(count(largest.size))", met: p90 <= 2,
                    measured: "p90 \(ms(p90)) (in process \(ms(largest.wideKeyPress.p90)))"))
        }
        if let deep = deepSection {
            let p90 = deep.ptyKeyPress.keyPress.p90
            targets.append(
                Target(
                    text: "wide key press through a pty, p90 ≤ 2 ms deep in \(count(deep.items)) rows", met: p90 <= 2,
                    measured: "p90 \(ms(p90)) (in process \(ms(deep.keyPress.p90)))"))
        }
        return targets
    }
}
