import Foundation

/// Where one run of a one-shot command spends its instructions.
///
/// todo calls four empty C functions at its phase boundaries (Sources/CPhaseMarks):
/// `todo_phase_started` on the first line of main, `todo_phase_parsed` when the command
/// line is parsed, `todo_phase_opened` when the store is open and `todo_phase_worked` when
/// the command's work and output are done. callgrind, told `--dump-before=` each of them,
/// writes its counts so far to a new file (`callgrind.out.1`, `.2`…, each saying which
/// mark triggered it on its `desc: Trigger:` line) and starts again from zero; what is
/// left at the end goes to `callgrind.out` itself. So the file a mark triggered holds the
/// phase before that mark.
struct PhaseInstructions: Encodable {
    /// The command as typed, such as `todo done 1`.
    let command: String
    /// Items in the store.
    let size: Int
    /// Loading, the C and Swift runtimes' start, before main. Each phase is `nil` when its
    /// mark was not reached: its instructions are then counted in the next phase.
    let start: Int?
    /// Parsing the command line.
    let parse: Int?
    /// Reading the settings and opening the store.
    let open: Int?
    /// The command's own work and its output.
    let work: Int?
    /// Closing the store and leaving the process.
    let exit: Int
    /// The whole run, every thread included.
    let total: Int

    /// The marks in the order todo reaches them, each with the phase it ends.
    static let marks = ["todo_phase_started", "todo_phase_parsed", "todo_phase_opened", "todo_phase_worked"]

    /// Whether the binary reached any mark: a todo built before the marks has none.
    var marked: Bool { start != nil || parse != nil || open != nil || work != nil }

    /// Counts one run of `arguments` with todo's copy in `counter`, split at the marks.
    static func count(
        _ arguments: [String], size: Int, environment: [String: String], counter: InstructionCounter
    ) throws -> PhaseInstructions {
        let folder = try ScratchFolder()
        return try withExtendedLifetime(folder) {
            let output = folder.file("callgrind.out")
            let log = folder.file("valgrind.log")
            let run = try ProcessRun.run(
                counter.valgrind,
                ["--tool=callgrind", "--callgrind-out-file=\(output)", "--log-file=\(log)"]
                    + marks.map { "--dump-before=\($0)" } + [counter.todo] + arguments,
                environment: environment)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            guard run.status == 0, let collected = Callgrind.collected(in: text) else {
                throw BenchError(
                    "valgrind could not count todo \(arguments.joined(separator: " ")): \(text.suffix(300))")
            }
            var byMark: [String: Int] = [:]
            var exit = 0
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            for name in files where name.hasPrefix("callgrind.out") {
                let dump = try dumpCounts(folder.file(name))
                if let mark = dump.mark {
                    byMark[mark, default: 0] += dump.instructions
                } else {
                    exit += dump.instructions
                }
            }
            let phases = marks.map { byMark[$0] }
            let total = phases.compactMap(\.self).reduce(exit, +)
            guard total == collected else {
                throw BenchError(
                    "callgrind's dumps of todo \(arguments.first ?? "") add up to \(total), not \(collected)")
            }
            return PhaseInstructions(
                command: (["todo"] + arguments).joined(separator: " "), size: size, start: phases[0], parse: phases[1],
                open: phases[2], work: phases[3], exit: exit, total: total)
        }
    }

    /// The mark that triggered one dump file (`nil` for the dump at the program's end) and
    /// the instructions in it, from its `desc: Trigger:` and `totals:` (or `summary:`) lines.
    private static func dumpCounts(_ path: String) throws -> (mark: String?, instructions: Int) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var mark: String?
        var instructions: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("desc: Trigger:"), let range = line.range(of: "--dump-before=") {
                mark = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("totals:") || (instructions == nil && line.hasPrefix("summary:")) {
                instructions = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            }
        }
        guard let instructions else { throw BenchError("no totals: line in \(path)") }
        return (mark, instructions)
    }
}
