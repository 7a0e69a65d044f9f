import AppCore
import Foundation

/// `todo` and Taskwarrior side by side on the same data set, in one run: N pending items
/// due over the next 60 days. Taskwarrior gets a throw-away data folder and rc file.
struct TaskwarriorComparison {
    /// One command pair.
    struct Pair: Encodable {
        let command: String
        let todo: Statistics
        let taskwarrior: Statistics
        /// How many times faster todo is (Taskwarrior's median over todo's).
        let ratio: Double
    }

    /// The comparison, or why it did not run.
    struct Figures: Encodable {
        let pending: Int
        let taskwarriorVersion: String
        let pairs: [Pair]
        let skipped: String?
        /// Where todo's time goes for the long list, in process.
        var listRows = 0
        var presenterRefresh: Statistics?
        var textRendering: Statistics?
        /// The floors under todo's figures: its own start with swift-argument-parser's parse
        /// (`todo --version`) and the SQLite shell running the list's query on the same file,
        /// when it is installed.
        var processFloor: Statistics?
        var sqliteShellFloor: Statistics?
        /// The rows each program's list printed: the same set, or the comparison is void.
        var todoListRows = 0
        var taskListRows = 0
        /// With --instructions: the instructions each command executed (callgrind), a count
        /// that does not depend on what else the machine is doing.
        var instructions: [InstructionCount] = []
    }

    /// One command pair counted in instructions.
    struct InstructionCount: Encodable {
        let command: String
        let todo: Int
        let taskwarrior: Int
        /// How many times fewer instructions todo executes.
        var ratio: Double { Double(taskwarrior) / Double(max(todo, 1)) }
    }

    let todo: String
    let runs: Int
    /// Whether to count instructions with callgrind as well.
    let countInstructions: Bool
    let today = CalendarDay(containing: Date(), in: .current)

    func run(pending: Int) async throws -> Figures {
        guard let task = Executable.find("task") else {
            return Figures(
                pending: pending, taskwarriorVersion: "", pairs: [],
                skipped: "task is not installed (apt-get install taskwarrior)")
        }
        Progress.say("Taskwarrior comparison, \(pending) pending items due over 60 days")
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        let workload = PendingWorkload(size: pending, today: today)
        let taskEnvironment = try prepareTaskwarrior(in: folder, workload: workload)
        let database = folder.file("todo.sqlite")
        let todoEnvironment = [
            "TODO_DB": database, "TODO_NOW": today.iso, "PATH": "/usr/bin:/bin", "HOME": folder.path,
        ]
        let input = folder.file("pending.json")
        _ = FileManager.default.createFile(atPath: input, contents: workload.exportJSON())
        _ = try ProcessRun.run(todo, ["import", input], environment: todoEnvironment)
        let version = (try? ChildOutput.read(task, ["--version"], environment: taskEnvironment)) ?? "?"

        func once(_ program: String, _ arguments: [String], _ environment: [String: String]) throws -> Double {
            let result = try ProcessRun.run(program, arguments, environment: environment)
            guard result.status == 0 else {
                throw BenchError("\(program) \(arguments.joined(separator: " ")) failed (\(result.status))")
            }
            return result.milliseconds
        }
        func time(_ program: String, _ arguments: (Int) -> [String], _ environment: [String: String]) throws
            -> Statistics
        {
            Statistics(try (0..<runs).map { run in try once(program, arguments(run), environment) })
        }
        // The two programs take turns, run by run, so that a busy minute on this shared
        // machine falls on both rather than on one.
        func pair(
            _ name: String, todo todoArguments: @escaping (Int) -> [String],
            task taskArguments: @escaping (Int) -> [String]
        ) throws -> Pair {
            var ours: [Double] = []
            var theirs: [Double] = []
            for run in 0..<runs {
                ours.append(try once(todo, todoArguments(run), todoEnvironment))
                theirs.append(try once(task, taskArguments(run), taskEnvironment))
            }
            let (todoFigures, taskFigures) = (Statistics(ours), Statistics(theirs))
            return Pair(
                command: name, todo: todoFigures, taskwarrior: taskFigures,
                ratio: taskFigures.median / max(todoFigures.median, 0.001))
        }
        // The same rows in both.
        let taskList = TaskwarriorData.listArguments(today: today)
        let pairs = [
            try pair("list through the end of next week", todo: { _ in ["list"] }, task: { _ in taskList }),
            try pair(
                "add one item", todo: { _ in ["add", "Bench", "task", "--due", "tomorrow"] },
                task: { _ in ["add", "Bench task", "due:tomorrow"] }),
            try pair(
                "complete one item", todo: { run in ["done", "\(run + 1)"] }, task: { run in ["\(run + 1)", "done"] }),
        ]
        var figures = Figures(
            pending: pending, taskwarriorVersion: version.trimmingCharacters(in: .whitespacesAndNewlines), pairs: pairs,
            skipped: nil)
        figures.todoListRows = try ChildOutput.read(todo, ["list"], environment: todoEnvironment)
            .split(separator: "\n").filter { $0.hasPrefix(" ") }.count
        figures.taskListRows = TaskwarriorData.listRows(
            try ChildOutput.read(task, taskList, environment: taskEnvironment))
        if countInstructions {
            figures.instructions = try Callgrind.compare(
                [
                    ("list through the end of next week", ["list"], taskList),
                    (
                        "add one item", ["add", "Bench", "task", "--due", "tomorrow"],
                        ["add", "Bench task", "due:tomorrow"]
                    ),
                ],
                todo: (todo, todoEnvironment), task: (task, taskEnvironment))
        }
        let phases = try await InProcessBench(database: database, today: today).fullListPhases(runs * 2)
        figures.listRows = phases.rows
        figures.presenterRefresh = Statistics(phases.refresh)
        figures.textRendering = Statistics(phases.render)
        figures.processFloor = try time(todo, { _ in ["--version"] }, todoEnvironment)
        if let shell = Executable.find("sqlite3") {
            let end = WeekCalendar().endOfNextWeek(after: today).iso
            let query =
                "SELECT id, title, due FROM item WHERE completed IS NULL AND due <= '\(end)' ORDER BY due, created, id"
            figures.sqliteShellFloor = try time(shell, { _ in ["-readonly", database, query] }, todoEnvironment)
        }
        return figures
    }

    /// Writes the data set straight into Taskwarrior's own file format in a new data folder,
    /// with an rc file that asks no questions. Returns the environment that points at them.
    private func prepareTaskwarrior(in folder: ScratchFolder, workload: PendingWorkload) throws -> [String: String] {
        let entry = Int(today.start(in: .current).timeIntervalSince1970) - 86_400
        var pending = ""
        pending.reserveCapacity(workload.size * 130)
        for index in 0..<workload.size {
            pending += TaskwarriorData.pendingLine(
                description: "Pending task \(index)",
                due: Int(workload.due(index).start(in: .current).timeIntervalSince1970),
                entry: entry, priority: nil, uuid: UUID().uuidString.lowercased())
        }
        return try TaskwarriorData.prepare(in: folder, pending: pending, timeZone: TimeZone.current.identifier)
    }
}

/// Reads what a short command prints.
enum ChildOutput {
    static func read(_ path: String, _ arguments: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
