import Foundation

/// The sync rows (issue 32): `todo sync` beside `vdirsyncer sync` against one local
/// Radicale, each on its own collection holding the same tasks.
struct SyncFigures: Encodable {
    /// One row: a program's whole-process runs.
    struct Program: Encodable {
        let wall: Statistics
        /// The program's own CPU time a run (user and system): what it costs, whatever else
        /// loads the machine.
        let cpu: Statistics
        /// Requests a run (the median), as the server logged them.
        let requests: Int
        /// The server's own time a run (the median), as it logged it for each request.
        let server: Statistics
        /// Each run's wall time less the server's own time in it.
        let beyondServer: Statistics
    }

    /// A row at one size: todo, and vdirsyncer when it is installed.
    struct Row: Encodable {
        let name: String
        let todo: Program
        let vdirsyncer: Program?
    }

    /// The rows at one size.
    struct Size: Encodable {
        let tasks: Int
        let firstSync: Row
        let nothingChanged: Row
        let oneChangeEachSide: Row
        /// The bench's own sync-collection REPORT with nothing changed, timed from here.
        let bareChangesReport: Statistics
    }

    let radicale: String
    /// The vdirsyncer version, or why it did not run.
    let vdirsyncer: String
    var sizes: [Size] = []
}

/// Runs the sync rows.
struct SyncBench {
    let todo: String
    let sizes: [Int]
    /// The fixed clock of every todo run (TODO_NOW).
    let today: String

    func run() async throws -> SyncFigures {
        Progress.say("sync: starting Radicale over \(sizes.map(String.init).joined(separator: ", ")) tasks, twice each")
        var collections: [String: [BenchTask]] = [:]
        for size in sizes {
            let tasks = (1...size).map { BenchTask.make($0) }
            collections["todo-\(size)"] = tasks
            collections["vdirsyncer-\(size)"] = tasks
        }
        let server = try RadicaleServer(collections: collections)
        let client = BenchDAVClient(user: server.user, password: server.password)
        let vdirsyncer = Executable.find("vdirsyncer")
        var figures = SyncFigures(
            radicale: RadicaleServer.version(),
            vdirsyncer: vdirsyncer.map { VdirsyncerPeer.version($0) }
                ?? "not installed (apt-get install vdirsyncer), its rows skipped")
        do {
            for size in sizes {
                figures.sizes.append(
                    try await measure(size: size, server: server, client: client, vdirsyncerPath: vdirsyncer))
            }
        } catch {
            await client.shutdown()
            throw error
        }
        await client.shutdown()
        withExtendedLifetime(server) {}
        return figures
    }

    private func measure(size: Int, server: RadicaleServer, client: BenchDAVClient, vdirsyncerPath: String?)
        async throws -> SyncFigures.Size
    {
        Progress.say("sync: \(size) tasks on the server, twice (one collection each): Radicale reads them once")
        let todoCollection = server.home + "todo-\(size)/"
        let peerCollection = server.home + "vdirsyncer-\(size)/"
        for collection in [todoCollection, peerCollection] { try await client.warm(collection) }
        let folder = try ScratchFolder()
        defer { withExtendedLifetime(folder) {} }  // the folder lives to the end of the scope
        let local = TodoSyncRunner(
            todo: todo, folder: folder, server: server, collection: todoCollection, today: today)
        let peer = vdirsyncerPath.map {
            VdirsyncerPeer(path: $0, folder: folder, server: server, collection: peerCollection)
        }
        let firstRuns = size <= 1_000 ? 5 : 3
        let runs = size <= 1_000 ? 10 : 5

        Progress.say("sync: first syncs of \(size) tasks")
        var first = Turns()
        for run in 0..<firstRuns {
            try first.todo(server) { try local.sync(database: "first-\(run).sqlite") }
            if let peer {
                try peer.prepare(state: "first-\(run)")
                try first.peer(server) { try peer.sync(state: "first-\(run)") }
            }
        }
        let database = "first-\(firstRuns - 1).sqlite"
        let peerState = "first-\(firstRuns - 1)"

        Progress.say("sync: \(size) tasks, nothing changed")
        var unchanged = Turns()
        for _ in 0..<runs {
            try unchanged.todo(server) { try local.sync(database: database) }
            if let peer { try unchanged.peer(server) { try peer.sync(state: peerState) } }
        }
        let token = try await client.syncToken(todoCollection)
        var bare: [Double] = []
        for _ in 0..<runs { bare.append(try await client.timeChangesReport(todoCollection, token: token)) }

        Progress.say("sync: \(size) tasks, one change on each side")
        var changed = Turns()
        for run in 0..<runs {
            let here = 1 + run
            let there = size - run
            try local.edit(database: database, item: here, title: "Changed here \(run)")
            try await client.put(
                todoCollection + "bench-\(there).ics", BenchTask.make(there, summary: "Changed there \(run)").text)
            try changed.todo(server) { try local.sync(database: database) }
            if let peer {
                try peer.edit(state: peerState, task: here, title: "Changed here \(run)")
                try await client.put(
                    peerCollection + "bench-\(there).ics", BenchTask.make(there, summary: "Changed there \(run)").text)
                try changed.peer(server) { try peer.sync(state: peerState) }
            }
        }
        return SyncFigures.Size(
            tasks: size, firstSync: first.row("first sync"), nothingChanged: unchanged.row("nothing changed"),
            oneChangeEachSide: changed.row("one change on each side"), bareChangesReport: Statistics(bare))
    }
}

/// The runs of one row, todo and the peer taking turns, each with the requests and the
/// server time Radicale logged during it.
struct Turns {
    private typealias Run = (wall: Double, cpu: Double, requests: Int, server: Double)
    private var todoRuns: [Run] = []
    private var peerRuns: [Run] = []

    mutating func todo(_ server: RadicaleServer, _ body: () throws -> ProcessRun) throws {
        todoRuns.append(try Self.measure(server, body))
    }

    mutating func peer(_ server: RadicaleServer, _ body: () throws -> ProcessRun) throws {
        peerRuns.append(try Self.measure(server, body))
    }

    private static func measure(_ server: RadicaleServer, _ body: () throws -> ProcessRun) throws -> Run {
        let mark = server.logMark()
        let run = try body()
        // Radicale writes a request's lines as it answers; they are in the log by now.
        let logged = server.requests(since: mark)
        return (run.milliseconds, run.cpuMilliseconds, logged.count, logged.serverMilliseconds)
    }

    func row(_ name: String) -> SyncFigures.Row {
        SyncFigures.Row(
            name: name, todo: Self.program(todoRuns), vdirsyncer: peerRuns.isEmpty ? nil : Self.program(peerRuns))
    }

    private static func program(_ runs: [Run]) -> SyncFigures.Program {
        let requests = runs.map(\.requests).sorted()
        return SyncFigures.Program(
            wall: Statistics(runs.map(\.wall)), cpu: Statistics(runs.map(\.cpu)),
            requests: requests.isEmpty ? 0 : requests[requests.count / 2],
            server: Statistics(runs.map(\.server)), beyondServer: Statistics(runs.map { $0.wall - $0.server }))
    }
}
