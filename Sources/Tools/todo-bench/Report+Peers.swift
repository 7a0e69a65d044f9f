import Foundation

/// The report's section and targets for todo beside calcurse and Taskwarrior
/// (``PeerComparison``).
extension Report {
    /// The issue's bar for each one-shot command at 1,000 items, whole process.
    static let peerTargetMilliseconds = 8.0
    static let peerTargetInstructions = 12_000_000
    /// The issue's title: a one-shot command within twice the machine's floor.
    static let floorTargetRatio = 2.0

    /// One row a command and program: wall time, instructions and the ratios to todo's.
    func peerLines() -> String {
        guard let peers else { return "" }
        let names = peers.programs.map { "\($0.name) \($0.version)" }.joined(separator: ", ")
        var out = "\n\(names): \(count(peers.items)) open items due over the next 8 days, the same in each, "
        out += "taking turns run by run:\n"
        var rows = [["", "", "median ms", "p90 ms", "M instr.", "time ÷ todo", "instr. ÷ todo"]]
        for command in peers.commands {
            for (index, entry) in command.entries.enumerated() {
                rows.append([
                    index == 0 ? "  \(command.command)" : "", entry.program, ms(entry.wall.median), ms(entry.wall.p90),
                    entry.instructions.map(millions) ?? "n/a",
                    index == 0 ? "" : String(format: "%.2fx", entry.wallRatio),
                    index == 0 ? "" : entry.instructionRatio.map { String(format: "%.2fx", $0) } ?? "n/a",
                ])
            }
        }
        out += align(rows)
        let starts = peers.commands.compactMap { command in
            command.entries.first?.instructionsBeforeMain.map { "\(command.command) \(millions($0)) M" }
        }
        if !starts.isEmpty {
            out += "  todo's instructions before its main (the loader binding the shared C libraries and relocating "
            out += "the binary, the C and Swift runtimes starting): \(starts.joined(separator: ", "))\n"
        }
        let listRows = peers.programs.map { "\($0.name) \(count($0.listRows))" }.joined(separator: ", ")
        let same = peers.programs.allSatisfy { $0.listRows == peers.items }
        out += "  rows printed by the lists: \(listRows)"
        out += same ? " (every item)\n" : " (NOT EVERY ITEM IN EACH: the comparison is void)\n"
        out += "  \(peers.commands.first?.entries.first?.wall.runs ?? 0) processes each; instructions: one run "
        out += "more each under callgrind; ratios above 1 mean todo is the faster\n"
        for program in peers.programs {
            if let note = program.note { out += wrapped("\(program.name): \(note)") }
        }
        for missing in peers.missing { out += "  skipped: \(missing)\n" }
        if let skipped = peers.instructionsSkipped { out += "  instructions not counted: \(skipped)\n" }
        return out
    }

    /// `text` in lines of at most about 110 characters, indented by two spaces, the lines
    /// after the first by four.
    func wrapped(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + word.count >= 108 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.enumerated().map { index, line in (index == 0 ? "  " : "    ") + line }.joined(separator: "\n")
            + "\n"
    }

    /// For each of todo's commands, three targets: ≤ 8 ms and ≤ 12 M instructions; within
    /// twice the machine's floor (the sqlite3 shell doing the same); faster than each peer.
    var peerTargets: [Target] {
        guard let peers else { return [] }
        return peers.commands.flatMap { command -> [Target] in
            guard let ours = command.entries.first else { return [] }
            let name = "todo \(ours.arguments.first ?? "") at \(count(peers.items)) items"
            let fast = ours.wall.median <= Self.peerTargetMilliseconds
            let lean = ours.instructions.map { $0 <= Self.peerTargetInstructions } ?? false
            var targets = [
                Target(
                    text: "\(name) ≤ 8 ms and ≤ 12 M instructions", met: fast && lean,
                    measured: "\(ms(ours.wall.median)) ms, "
                        + (ours.instructions.map { millions($0) + " M" } ?? "not counted"))
            ]
            if let floor = command.entries.first(where: { $0.program == SQLiteShellFloor.name }) {
                let ratio = ours.wall.median / max(floor.wall.median, 0.001)
                targets.append(
                    Target(
                        text: "\(name) within \(Int(Self.floorTargetRatio))x the machine's floor (\(floor.program))",
                        met: ratio <= Self.floorTargetRatio,
                        measured: String(format: "%.2fx", ratio) + " (\(ms(ours.wall.median)) against "
                            + "\(ms(floor.wall.median)) ms)"))
            }
            let others = command.entries.dropFirst().filter { !$0.isFloor }
            if !others.isEmpty {
                targets.append(
                    Target(
                        text: "\(name) faster than " + others.map(\.program).joined(separator: " and "),
                        met: others.allSatisfy { $0.wall.median > ours.wall.median },
                        measured: "\(ms(ours.wall.median)) ms; "
                            + others.map { "\($0.program) \(ms($0.wall.median)) ms" }.joined(separator: ", ")
                            + (command.entries.first { $0.program == SQLiteCFloor.name }.map {
                                " (\($0.program), the floor under any program on SQLite: \(ms($0.wall.median)) ms)"
                            } ?? "")))
            }
            return targets
        }
    }
}
