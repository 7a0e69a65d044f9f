import AppCore
import Foundation

/// todo beside its peers (calcurse, Taskwarrior, or both) on one data set, a
/// ``PeerWorkload`` written into each program's own files: its list of what is upcoming,
/// adding one item and completing one, each program in turn run by run, timed as whole
/// processes and counted in instructions. The `sqlite3` shell doing the same to a copy of
/// todo's database runs beside them as the machine's floor (``SQLiteShellFloor``), and so does
/// the smallest program on SQLite (``SQLiteCFloor``).
struct PeerComparison {
    /// The peers `--compare` names.
    enum Name: String, CaseIterable, Sendable {
        case calcurse
        case taskwarrior
    }

    /// One program in the comparison.
    struct Program: Encodable {
        let name: String
        let version: String
        /// The rows its list printed: every item of the data set, or the comparison is void.
        let listRows: Int
        /// What its add and complete commands are, when they are not what the name says.
        let note: String?
        /// One of the machine's floors (``SQLiteShellFloor``, ``SQLiteCFloor``) rather than a
        /// program todo must beat.
        let isFloor: Bool
    }

    /// One program's figures for one command.
    struct Entry: Encodable {
        let program: String
        /// The command line, after the program's name.
        let arguments: [String]
        let wall: Statistics
        /// One run under callgrind, every thread included; `nil` when valgrind is missing.
        let instructions: Int?
        /// For todo, how many of ``instructions`` came before its `main`
        /// (``InstructionCounter/countTodoSplit(_:_:)``).
        let instructionsBeforeMain: Int?
        /// This program's median over todo's: how many times faster todo is (1 for todo).
        let wallRatio: Double
        /// This program's instructions over todo's.
        let instructionRatio: Double?
        /// One of the machine's floors (``SQLiteShellFloor``, ``SQLiteCFloor``) rather than a
        /// program todo must beat.
        let isFloor: Bool
    }

    /// One command in every program, todo first.
    struct Command: Encodable {
        let command: String
        let entries: [Entry]
    }

    /// The comparison's figures.
    struct Figures: Encodable {
        let items: Int
        let programs: [Program]
        let commands: [Command]
        /// Peers that were named but are not installed, and how to install them.
        let missing: [String]
        /// Why instructions were not counted, when they were not.
        let instructionsSkipped: String?
    }

    /// The size of the data set: the issue's targets are set at 1,000 items.
    static let items = 1_000

    let todo: String
    let runs: Int
    let peers: [Name]
    /// valgrind and todo's copy for it, or `nil` (and ``countingSkipped`` says why).
    let counter: InstructionCounter?
    let countingSkipped: String?
    /// The day of the data set and todo's fixed clock (the peers read the real one, on the
    /// same day).
    let today = CalendarDay(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current)

    func run(items: Int) throws -> Figures {
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        let workload = PeerWorkload(size: items, today: today)
        let todoProgram = try prepareTodo(in: folder, workload: workload)
        var programs = [todoProgram]
        var missing: [String] = []
        if let database = todoProgram.environment["TODO_DB"],
            let floor = try SQLiteShellFloor.prepare(
                in: folder, todoDatabase: database, today: today, environment: todoProgram.environment)
        {
            programs.append(floor)
        } else {
            missing.append("the sqlite3 shell, todo's floor, is not installed (apt-get install sqlite3)")
        }
        if let database = todoProgram.environment["TODO_DB"],
            let floor = try SQLiteCFloor.prepare(
                in: folder, todoDatabase: database, today: today, environment: todoProgram.environment)
        {
            programs.append(floor)
        } else {
            missing.append(
                "the C program on SQLite, the floor under any program on SQLite, needs cc and a static SQLite "
                    + "(apt-get install gcc libsqlite3-dev)")
        }
        for name in peers {
            switch name {
            case .calcurse:
                if let peer = try CalcurseData.prepare(in: folder, workload: workload) {
                    programs.append(peer)
                } else {
                    missing.append("calcurse is not installed (apt-get install calcurse)")
                }
            case .taskwarrior:
                if let peer = try TaskwarriorData.peer(in: folder, workload: workload) {
                    programs.append(peer)
                } else {
                    missing.append("task is not installed (apt-get install taskwarrior)")
                }
            }
        }
        Progress.say("\(programs.map(\.name).joined(separator: ", ")) at \(items) items, taking turns")
        // Each list once untimed (the file cache warm for all), its rows counted.
        let listed = try programs.map { program in
            Program(
                name: program.name, version: program.version,
                listRows: program.rows(
                    try ChildOutput.read(program.path, program.list, environment: program.environment)),
                note: program.note, isFloor: program.isFloor)
        }
        // Completions take items from the start of the data set, one a run, and the count
        // under callgrind the next one.
        let commands = [
            try measure("list upcoming", programs) { program, _ in program.list },
            try measure("add one item", programs) { program, _ in program.add },
            try measure("complete one item", programs) { program, run in program.complete(run) },
        ]
        return Figures(
            items: items, programs: listed, commands: commands, missing: missing,
            instructionsSkipped: counter == nil ? countingSkipped : nil)
    }

    /// Times one command in every program, the programs taking turns run by run (the first
    /// of each run moving along, so that no program always follows the same one), then
    /// counts one more run of each under callgrind.
    private func measure(
        _ command: String, _ programs: [Peer], arguments: (Peer, Int) -> [String]
    ) throws -> Command {
        var samples = Array(repeating: [Double](), count: programs.count)
        for run in 0..<runs {
            for turn in 0..<programs.count {
                let index = (run + turn) % programs.count
                samples[index].append(try once(programs[index], arguments(programs[index], run)))
            }
        }
        var counts: [Int?] = Array(repeating: nil, count: programs.count)
        var beforeMain: Int?
        if let counter {
            Progress.say("counting instructions: \(command) (Taskwarrior takes a while under valgrind)")
            counts = try programs.enumerated().map { index, program in
                guard index > 0 else {
                    // todo is counted in its copy without debug information (InstructionCounter).
                    let split = try counter.countTodoSplit(arguments(program, runs), program.environment)
                    beforeMain = split.before
                    return split.total
                }
                return try counter.count(program.path, arguments(program, runs), program.environment)
            }
        }
        let walls = samples.map(Statistics.init)
        let entries = programs.enumerated().map { index, program in
            Entry(
                program: program.name, arguments: arguments(program, 0), wall: walls[index],
                instructions: counts[index], instructionsBeforeMain: index == 0 ? beforeMain : nil,
                wallRatio: walls[index].median / max(walls[0].median, 0.001),
                instructionRatio: counts[index].flatMap { count in
                    counts[0].map { Double(count) / Double(max($0, 1)) }
                }, isFloor: program.isFloor)
        }
        return Command(command: command, entries: entries)
    }

    private func once(_ program: Peer, _ arguments: [String]) throws -> Double {
        let result = try ProcessRun.run(program.path, arguments, environment: program.environment)
        guard result.status == 0 else {
            throw BenchError("\(program.name) \(arguments.joined(separator: " ")) failed (status \(result.status))")
        }
        return result.milliseconds
    }

    /// Imports the data set into a new todo database and says how to run todo on it.
    private func prepareTodo(in folder: ScratchFolder, workload: PeerWorkload) throws -> Peer {
        let configuration = folder.file("todo-config")
        try FileManager.default.createDirectory(atPath: configuration, withIntermediateDirectories: true)
        let environment = [
            "TODO_DB": folder.file("todo.sqlite"), "TODO_NOW": today.iso, "TZ": "UTC", "LANG": "C.UTF-8",
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_CONFIG_HOME": configuration,
        ]
        let input = folder.file("peers.json")
        guard FileManager.default.createFile(atPath: input, contents: workload.exportJSON()) else {
            throw BenchError("cannot write \(input)")
        }
        guard try ProcessRun.run(todo, ["import", input], environment: environment).status == 0 else {
            throw BenchError("todo import \(input) failed")
        }
        let version = (try? ChildOutput.read(todo, ["--version"], environment: environment)) ?? "?"
        return Peer(
            name: "todo", version: version.trimmingCharacters(in: .whitespacesAndNewlines), path: todo,
            environment: environment, list: ["list"], add: ["add", "Bench", "task", "--due", "tomorrow"],
            complete: { index in ["done", "\(index + 1)"] },
            rows: { output in output.split(separator: "\n").filter { $0.hasPrefix(" ") }.count }, note: nil)
    }
}
