import Foundation

/// Instruction counts from valgrind's callgrind: the same for the same binary, input and
/// environment however busy the machine is, so a ratio of them does not drift with noise.
enum Callgrind {
    /// Counts each pair once in each program. Throws when valgrind is not installed.
    static func compare(
        _ pairs: [(name: String, todo: [String], task: [String])], todo: (path: String, environment: [String: String]),
        task: (path: String, environment: [String: String])
    ) throws -> [TaskwarriorComparison.InstructionCount] {
        guard let valgrind = Executable.find("valgrind") else {
            throw BenchError("--instructions needs valgrind (apt-get install valgrind)")
        }
        // valgrind gives up on the debug information of a 150 MB static binary: count a copy
        // without it (the instructions are the same).
        let folder = try ScratchFolder()
        let todoCopy = folder.file("todo")
        guard let objcopy = Executable.find("objcopy"),
            try ProcessRun.run(objcopy, ["--strip-debug", todo.path, todoCopy], environment: [:]).status == 0
        else { throw BenchError("--instructions needs objcopy (apt-get install binutils) to count todo") }
        return try withExtendedLifetime(folder) {
            try pairs.map { pair in
                Progress.say("counting instructions: \(pair.name) (Taskwarrior takes a minute or two under valgrind)")
                return TaskwarriorComparison.InstructionCount(
                    command: pair.name,
                    todo: try count(valgrind, todoCopy, pair.todo, todo.environment),
                    taskwarrior: try count(valgrind, task.path, pair.task, task.environment))
            }
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
        guard run.status == 0, let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
            let number = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else {
            throw BenchError(
                "valgrind could not count \(program) \(arguments.joined(separator: " ")): \(text.suffix(300))")
        }
        return number
    }
}
