/// The report's table of where each one-shot command's instructions go.
extension Report {
    /// One row a command and size (``PhaseInstructions``), in millions of instructions.
    func phaseLines() -> String {
        let counted = sizes.flatMap { $0.phases ?? [] }
        guard !counted.isEmpty else {
            return instructionsSkipped.map { "\nWhere the instructions go: not counted: \($0)\n" } ?? ""
        }
        var out = "\nWhere the instructions go (callgrind, one run each, millions of instructions):\n"
        var rows = [["", "start", "parse", "open", "work", "exit", "total"]]
        for phases in counted {
            rows.append(
                ["  \(phases.command), \(count(phases.size)) items"]
                    + [phases.start, phases.parse, phases.open, phases.work].map { $0.map(millions) ?? "—" }
                    + [millions(phases.exit), millions(phases.total)])
        }
        out += align(rows)
        out += "  start: before main (loading, the runtimes' start); parse: the command line; open: the settings "
        out += "and the store; work: the command and its output; exit: closing and leaving.\n"
        if counted.contains(where: { !$0.marked }) {
            out +=
                "  This todo reaches none of the phase marks (a build from before them): its whole count is under exit.\n"
        } else if counted.contains(where: { [$0.start, $0.parse, $0.open, $0.work].contains(nil) }) {
            out += "  —: the phase's mark was not reached; its instructions are counted in the next phase.\n"
        }
        return out
    }
}
