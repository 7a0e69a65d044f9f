import Foundation

/// Instruction counts from valgrind's callgrind: the same for the same binary, input and
/// environment however busy the machine is, so a ratio of them does not drift with noise.
enum Callgrind {
    /// Counts each pair once in each program. Throws when valgrind is not installed.
    static func compare(
        _ pairs: [(name: String, todo: [String], task: [String])], todo: (path: String, environment: [String: String]),
        task: (path: String, environment: [String: String])
    ) throws -> [TaskwarriorComparison.InstructionCount] {
        let counter = try InstructionCounter(todo: todo.path)
        return try pairs.map { pair in
            Progress.say("counting instructions: \(pair.name) (Taskwarrior takes a minute or two under valgrind)")
            return TaskwarriorComparison.InstructionCount(
                command: pair.name,
                todo: try counter.countTodo(pair.todo, todo.environment),
                taskwarrior: try counter.count(task.path, pair.task, task.environment))
        }
    }

    /// The instructions one run of `program` executed, every thread included.
    static func count(_ valgrind: String, _ program: String, _ arguments: [String], _ environment: [String: String])
        throws -> Int
    {
        let folder = try ScratchFolder()
        let output = folder.file("callgrind.out")
        let log = folder.file("valgrind.log")
        let (run, text) = try withExtendedLifetime(folder) {
            let run = try ProcessRun.run(
                valgrind,
                ["--tool=callgrind", "--callgrind-out-file=\(output)", "--log-file=\(log)", program] + arguments,
                environment: environment)
            return (run, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
        }
        guard run.status == 0, let number = collected(in: text) else {
            throw BenchError(
                "valgrind could not count \(program) \(arguments.joined(separator: " ")): \(text.suffix(300))")
        }
        return number
    }

    /// The instructions one run of `program` executed, and how many of them came before
    /// the function `symbol` was first entered (callgrind dumps its counts there: nothing
    /// in the program marks the place).
    static func count(
        _ valgrind: String, _ program: String, _ arguments: [String], _ environment: [String: String],
        splitAt symbol: String
    ) throws -> (total: Int, before: Int) {
        let folder = try ScratchFolder()
        let output = folder.file("callgrind.out")
        let (run, after, before) = try withExtendedLifetime(folder) {
            let run = try ProcessRun.run(
                valgrind,
                [
                    "--tool=callgrind", "--callgrind-out-file=\(output)", "--dump-before=\(symbol)",
                    "--log-file=\(folder.file("valgrind.log"))", program,
                ] + arguments, environment: environment)
            return (run, totals(inFile: output), totals(inFile: output + ".1"))
        }
        guard run.status == 0, let after, let before else {
            throw BenchError(
                "valgrind could not count \(program) \(arguments.joined(separator: " ")) split at \(symbol)")
        }
        return (before + after, before)
    }

    /// The `totals:` figure of a callgrind output file.
    private static func totals(inFile path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("totals:") })
        else { return nil }
        return Int(line.dropFirst("totals:".count).trimmingCharacters(in: .whitespaces))
    }

    /// The number on the last `Collected :` line of a callgrind log: the run's instructions.
    static func collected(in log: String) -> Int? {
        guard let line = log.split(separator: "\n").last(where: { $0.contains("Collected :") }) else { return nil }
        return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }
}

/// valgrind, and a copy of the todo binary that it can read, made once and used for every
/// count of a run.
final class InstructionCounter: Sendable {
    /// The valgrind program.
    let valgrind: String
    /// todo without its debug information: valgrind gives up on that of a 150 MB static
    /// binary, and the instructions are the same.
    let todo: String
    private let folder: ScratchFolder

    /// Copies `todo` without its debug information. Throws when valgrind or objcopy is
    /// missing.
    init(todo original: String) throws {
        guard let valgrind = Executable.find("valgrind") else {
            throw BenchError("counting instructions needs valgrind (apt-get install valgrind)")
        }
        let folder = try ScratchFolder()
        let copy = folder.file("todo")
        guard let objcopy = Executable.find("objcopy"),
            try ProcessRun.run(objcopy, ["--strip-debug", original, copy], environment: [:]).status == 0
        else { throw BenchError("counting todo's instructions needs objcopy (apt-get install binutils)") }
        self.valgrind = valgrind
        self.todo = copy
        self.folder = folder
    }

    /// The instructions one run of `program` executed, every thread included.
    func count(_ program: String, _ arguments: [String], _ environment: [String: String]) throws -> Int {
        try Callgrind.count(valgrind, program, arguments, environment)
    }

    /// The instructions one run of todo executed.
    func countTodo(_ arguments: [String], _ environment: [String: String]) throws -> Int {
        try count(todo, arguments, environment)
    }

    /// The instructions one run of todo executed, and how many of them came before its
    /// `main` (the loader binding the shared libraries and relocating the binary, the C and
    /// Swift runtimes starting): what any program linked like todo pays before it runs.
    func countTodoSplit(_ arguments: [String], _ environment: [String: String]) throws -> (total: Int, before: Int) {
        // `todo_main` is the executable's `main` (swift-build links `main` to it).
        try Callgrind.count(valgrind, todo, arguments, environment, splitAt: "todo_main")
    }
}
