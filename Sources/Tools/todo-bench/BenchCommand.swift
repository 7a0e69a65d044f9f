import AppCore
import ArgumentParser
import Foundation

/// `todo-bench`: measures `todo` at several store sizes and prints a table (or JSON).
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-bench",
        abstract:
            "Measure todo: whole-process commands and in-process refreshes and key presses, at several store sizes.",
        discussion: """
            Run it from the package folder: swift run -c release todo-bench. It builds the todo \
            binary as it ships (release, static Swift runtime, into .build-static) unless --todo \
            names one. The one-shot commands at 1,000 items (list, add, done) are timed and their \
            instructions counted beside the machine's floors (the sqlite3 shell and a small C \
            program on SQLite doing the same) and the peers --compare names. Every data set \
            lives in a temporary folder that is removed afterwards; calcurse and Taskwarrior \
            run on throw-away data folders of their own and never see your tasks.
            """)

    @Option(help: "Store sizes, comma-separated.")
    var sizes = "1000,10000,100000,1000000"

    @Option(help: "Runs of each whole-process command.")
    var runs = 15

    @Option(help: "Key presses timed in the wide front.")
    var keyPresses = 300

    @Option(help: "The todo binary to measure (default: build it).")
    var todo: String?

    @Option(
        help: ArgumentHelp(
            "Also run peers on the same data, comma-separated: calcurse, taskwarrior. Each named peer runs beside todo and the machine's floors at 1,000 items (list, add, complete, instructions counted); taskwarrior also at 100,000 pending items.",
            valueName: "calcurse,taskwarrior"))
    var compare: String?

    @Option(
        help: ArgumentHelp(
            "Also time import, list and add on a PostgreSQL server whose user may create databases (each size gets a throw-away database).",
            valueName: "postgres://user:password@host:port/postgres"))
    var postgres: String?

    @Flag(
        help:
            "With --compare taskwarrior: also count the instructions of the 100,000-item list and add with valgrind (slow: Taskwarrior runs 50 times slower under it), a ratio that machine noise does not move."
    )
    var instructions = false

    @Flag(
        help:
            "Measure only the large imports: a million items of todo's JSON and a 300,000-task Taskwarrior export, items/s and peak memory."
    )
    var largeImportsOnly = false

    @Flag(
        help:
            "Also time todo sync beside vdirsyncer sync against a Radicale the bench starts on loopback (apt-get install radicale vdirsyncer)."
    )
    var sync = false

    @Flag(help: "Measure only the sync rows (see --sync).")
    var syncOnly = false

    @Option(help: "Tasks on the server for the sync rows, comma-separated.")
    var syncSizes = "1000,10000"

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard parsedSizes.count > 0, parsedSizes.allSatisfy({ $0 >= Workload.visible + Workload.overdue }) else {
            throw ValidationError("--sizes takes numbers of at least 250, such as 1000,10000")
        }
        if let compare, parsedPeers.count != compare.split(separator: ",").count || parsedPeers.isEmpty {
            throw ValidationError("--compare takes calcurse, taskwarrior or both, comma-separated")
        }
        if instructions, !parsedPeers.contains(.taskwarrior) {
            throw ValidationError(
                "--instructions counts the 100,000-item comparison's commands: add --compare taskwarrior")
        }
        guard
            syncSizes.split(separator: ",").allSatisfy({
                Int($0.trimmingCharacters(in: .whitespaces)).map { $0 > 0 } ?? false
            })
        else { throw ValidationError("--sync-sizes takes numbers of tasks, such as 1000,10000") }
        guard runs >= 3 else { throw ValidationError("--runs must be at least 3") }
        if let postgres, !postgres.hasPrefix("postgres://") && !postgres.hasPrefix("postgresql://") {
            throw ValidationError("--postgres takes a URL such as postgres://me:secret@127.0.0.1:5432/postgres")
        }
    }

    var parsedSizes: [Int] { sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) } }

    /// The peers `--compare` names, each once, in the order of ``PeerComparison/Name``.
    var parsedPeers: [PeerComparison.Name] {
        let named = (compare ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard named.allSatisfy({ PeerComparison.Name(rawValue: $0) != nil }) else { return [] }
        return PeerComparison.Name.allCases.filter { named.contains($0.rawValue) }
    }

    func run() async throws {
        let binary = try todo ?? TodoBuild.buildRelease()
        var report = Report(machine: Machine.describe(), todo: binary)
        var counter: InstructionCounter?
        do {
            counter = try InstructionCounter(todo: binary)
        } catch {
            report.instructionsSkipped = "\(error)"
        }
        let bench = Bench(
            todo: binary, runs: runs, keyPresses: keyPresses, postgresServer: postgres)
        if syncOnly {
            report.sync = try await syncBench(binary).run()
            print(json ? try report.json() : report.table())
            return
        }
        if largeImportsOnly {
            report.largeImports = try bench.measureLargeImports()
            print(json ? try report.json() : report.table())
            return
        }
        let sets = try parsedSizes.map { try bench.prepare(size: $0) }
        let processes = try bench.measureProcesses(sets)
        let batches = try bench.measureBatch(sets)
        for (index, set) in sets.enumerated() {
            report.sizes.append(
                try await bench.measure(set, processes: processes[index], batch: batches[index]))
        }
        Progress.say("the undo journal's cost per add")
        report.journal = try await bench.measureJournal()
        Progress.say("an Overdue section of 100,000 items")
        report.deepSection = try await bench.measureDeepSection(items: 100_000)
        report.largeImports = try bench.measureLargeImports()
        // The one-shot commands at 1,000 items, beside the machine's floors and the peers named.
        let peers = parsedPeers
        report.peers = try PeerComparison(
            todo: binary, runs: runs, peers: peers, counter: counter, countingSkipped: report.instructionsSkipped
        ).run(items: PeerComparison.items)
        if peers.contains(.taskwarrior) {
            report.taskwarrior = try await TaskwarriorComparison(
                todo: binary, runs: max(5, runs / 2), countInstructions: instructions
            ).run(pending: 100_000)
        }
        if sync { report.sync = try await syncBench(binary).run() }
        print(json ? try report.json() : report.table())
    }

    private func syncBench(_ binary: String) -> SyncBench {
        let sizes = syncSizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let today = CalendarDay(containing: Date(), in: TimeZone(identifier: "UTC") ?? .current)
        return SyncBench(todo: binary, sizes: sizes, today: today.iso)
    }
}

/// Progress on standard error, so that standard output holds only the report.
enum Progress {
    static func say(_ line: String) {
        FileHandle.standardError.write(Data("todo-bench: \(line)\n".utf8))
    }
}
